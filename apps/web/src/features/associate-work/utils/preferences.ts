import type { PreferencesBody } from '@realty/contracts/pipeline/leads';

/**
 * Checks of the preferences form before it is sent (docs/product/pipeline.md, "Matching":
 * `PUT /api/associate/preferences` `{ cities, categories, max_open_leads }`, 1 to 50). The
 * messages are the API's own, so the form reads the same whichever side finds the fault.
 */

/** Most cities an associate may choose (the API's limit). */
export const MAX_PREFERENCE_CITIES = 30;

/** The form's values as typed: `maxOpenLeads` is the text of the number box. */
export type PreferencesDraft = { cities: readonly string[]; categories: readonly string[]; maxOpenLeads: string };

/** Faults of a draft by field (`cities`, `max_open_leads`), in the API's words. */
export type PreferencesFaults = Partial<Record<'cities' | 'categories' | 'max_open_leads', string>>;

/**
 * The body to send for `draft`, or its faults: `max_open_leads` must be a whole number from 1
 * to 50, at most {@link MAX_PREFERENCE_CITIES} cities.
 */
export function preferencesBodyOf(draft: PreferencesDraft): { body: PreferencesBody } | { faults: PreferencesFaults } {
  const faults: PreferencesFaults = {};
  const text = draft.maxOpenLeads.trim();
  const max = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (!(max >= 1 && max <= 50)) faults.max_open_leads = 'Most open leads at once must be a whole number from 1 to 50';
  if (draft.cities.length > MAX_PREFERENCE_CITIES) faults.cities = `Choose at most ${MAX_PREFERENCE_CITIES} cities`;
  if (Object.keys(faults).length > 0) return { faults };
  return { body: { cities: [...draft.cities], categories: [...draft.categories], max_open_leads: max } };
}

import { LEAD_CATEGORIES, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { createRequirementBodySchema } from '@realty/contracts/pipeline/leads';
import type { ListPlacesResponse } from '@realty/contracts/places/places';
import type { RequirementRequest } from '../api/customer-leads-api.ts';
import { readBudget } from './budget.ts';

/**
 * The requirement form's values and checks (docs/product/pipeline.md, "Leads"): the same rules
 * as `createRequirementBodySchema` of the contract, run before anything is sent, so a mistake
 * shows at its field at once; the server's 400 answers name the same fields.
 */

/** The fields of the form, named as the wire names them so a server 400 lands at its field. */
export const REQUIREMENT_FIELDS = ['city', 'category', 'budget_min', 'budget_max', 'bhk', 'note'] as const;
/** One of {@link REQUIREMENT_FIELDS}. */
export type RequirementField = (typeof REQUIREMENT_FIELDS)[number];

/** True when `field` (a 400 answer's `field`) is one of the form's fields. */
export const isRequirementField = (field: string | undefined): field is RequirementField =>
  (REQUIREMENT_FIELDS as readonly string[]).includes(field ?? '');

/** What the form holds: the text of each box as typed (budgets as the buyer typed them, `bhk` '' for any). */
export type RequirementValues = Record<RequirementField, string>;

/** An empty form. */
export const EMPTY_REQUIREMENT: RequirementValues = { city: '', category: '', budget_min: '', budget_max: '', bhk: '', note: '' };

/** Longest note, in characters (docs/product/pipeline.md, "Leads"). */
export const NOTE_MAX = 500;

/** The BHK choices: 1 RK is 0 bedrooms, "5+" is sent as 5; '' is "any" (docs/product/pipeline.md, "Leads"). */
export const BHK_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'Any' },
  { value: '0', label: '1 RK' },
  { value: '1', label: '1 BHK' },
  { value: '2', label: '2 BHK' },
  { value: '3', label: '3 BHK' },
  { value: '4', label: '4 BHK' },
  { value: '5', label: '5+ BHK' },
];

/** The categories a customer chooses from (the contract's LEAD_CATEGORIES). */
export const CATEGORY_OPTIONS: readonly string[] = LEAD_CATEGORIES;

/** Messages of the form's own checks, before the contract's (which name each field in words too). */
export const REQUIREMENT_FORM_MESSAGES = {
  budgetMinMissing: 'Enter the lowest budget, e.g. 45 (lakh)',
  budgetMaxMissing: 'Enter the highest budget, e.g. 60 (lakh)',
  budgetUnreadable: 'Type an amount such as 45 (lakh), 4500000 or 1.5 cr',
  guest: 'Please login to submit your requirement.',
  notCustomer: 'Requirements are posted from a customer account. Please sign in as a customer.',
  failed: 'Something went wrong. Please try again.',
} as const;

/**
 * The city of the catalogue that `typed` names (its canonical name or any alias, compared
 * case-insensitively: "allahabad" → "Prayagraj"), or undefined when it names none.
 * See docs/product/catalogue.md, "Places".
 */
export function knownCity(places: ListPlacesResponse | undefined, typed: string): string | undefined {
  const key = typed.trim().toLowerCase();
  if (!places || key === '') return undefined;
  for (const state of places.data)
    for (const city of state.cities) if ([city.city, ...city.aliases].some((name) => name.toLowerCase() === key)) return city.city;
  return undefined;
}

/** The canonical city names of a places answer, for suggestions, in the answer's order without repeats. */
export function cityNames(places: ListPlacesResponse | undefined): string[] {
  return [...new Set((places?.data ?? []).flatMap((state) => state.cities.map((city) => city.city)))];
}

/** The outcome of {@link checkRequirement}: the body to send, or the message of each field at fault. */
export type RequirementCheck =
  | { body: RequirementRequest; errors?: undefined }
  | { body?: undefined; errors: Partial<Record<RequirementField, string>> };

/**
 * Checks the form as the contract does and builds the body of `POST /api/user/requirements`:
 * budgets in whole rupees (numbers), `bhk` a number or left out, `note` only when not blank.
 * A blank or unreadable budget, a city the catalogue does not know (once `places` is loaded) and
 * every rule of `createRequirementBodySchema` — city and category required, `budget_min <=
 * budget_max` ('Minimum budget must not be more than the maximum' at budget_min), `note` at most 500
 * characters — give a message at the field.
 */
export function checkRequirement(values: RequirementValues, places?: ListPlacesResponse): RequirementCheck {
  const errors: Partial<Record<RequirementField, string>> = {};
  const min = readBudget(values.budget_min);
  const max = readBudget(values.budget_max);
  if (min === undefined)
    errors.budget_min = values.budget_min.trim() ? REQUIREMENT_FORM_MESSAGES.budgetUnreadable : REQUIREMENT_FORM_MESSAGES.budgetMinMissing;
  if (max === undefined)
    errors.budget_max = values.budget_max.trim() ? REQUIREMENT_FORM_MESSAGES.budgetUnreadable : REQUIREMENT_FORM_MESSAGES.budgetMaxMissing;
  const body: RequirementRequest = {
    city: values.city.trim(),
    category: values.category,
    budget_min: min ?? 0,
    budget_max: max ?? 0,
    ...(values.bhk !== '' ? { bhk: Number(values.bhk) } : {}),
    ...(values.note.trim() !== '' ? { note: values.note } : {}),
  };
  const parsed = createRequirementBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!isRequirementField(field) || errors[field]) continue;
      if ((field === 'budget_min' || field === 'budget_max') && (min === undefined || max === undefined)) continue;
      errors[field] = issue.message;
    }
  }
  if (!errors.city && places && body.city && !knownCity(places, body.city)) errors.city = PIPELINE_MESSAGES.cityUnknown;
  return Object.keys(errors).length > 0 ? { errors } : { body };
}

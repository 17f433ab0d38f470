import { type AssociatePlan, LEAD_CATEGORIES, leadCategoryOf, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { PreferencesBody, PreferencesResponse } from '@realty/contracts/pipeline/leads';
import type { Database } from '@realty/db/client';
import { badRequest } from '../../lib/app-error.ts';
import { loadPlaceIndex } from '../places/places.service.ts';
import { countOpenLeads, findAssociatesWithPreferences, findPreferences, upsertPreferences } from './leads.repository.ts';
import { orderCandidates } from './matching.ts';
import type { PipelineContext } from './pipeline-context.ts';

/**
 * An associate's matching preferences (docs/product/pipeline.md, "Matching"): the cities (stored
 * by their canonical name, any alias accepted), the categories (none = every category) and the
 * most open leads they take. Saving preferences does not offer the leads already waiting in the
 * staff queue: staff reassign those (a lead's next chance is its next enquiry or requirement).
 */

/**
 * Default maximum of open leads of an associate who saved no preferences.
 * @see docs/product/pipeline.md
 */
export const DEFAULT_MAX_OPEN_LEADS = 10;

/**
 * 400 for a city the catalogue does not know (field cities).
 * @see docs/product/pipeline.md
 */
export const citiesUnknownMessage = (names: string[]) => `Cities must be cities we list properties in (not ${names.join(', ')})`;
/**
 * 400 for a category that is not one of the lead categories (field categories).
 * @see docs/product/pipeline.md
 */
export const CATEGORIES_UNKNOWN = `Categories must each be one of ${LEAD_CATEGORIES.join(', ')}`;

/**
 * `GET /api/associate/preferences`: the saved preferences (defaults when none) and the open leads now.
 * @see docs/product/pipeline.md
 */
export async function getPreferences(db: Database, assId: number): Promise<PreferencesResponse> {
  const row = await findPreferences(db, assId);
  const open = (await countOpenLeads(db, [assId])).get(assId) ?? 0;
  return {
    success: true,
    data: {
      cities: row?.cities ?? [],
      categories: row?.categories ?? [],
      max_open_leads: row?.maxOpenLeads ?? DEFAULT_MAX_OPEN_LEADS,
      open_leads: open,
    },
  };
}

/**
 * `PUT /api/associate/preferences`: replaces the associate's preferences. Cities are checked
 * against the catalogue's places and stored by their canonical name ('Allahabad' → 'Prayagraj'),
 * categories by their name ('flat' → 'Apartment'); repeats are dropped.
 * @throws AppError 400 naming `cities` or `categories` for one that is not known.
 * @see docs/product/pipeline.md
 */
export async function savePreferences(
  db: Database,
  context: PipelineContext,
  assId: number,
  body: PreferencesBody,
): Promise<PreferencesResponse> {
  const places = await loadPlaceIndex(db);
  const unknown = body.cities.filter((c) => places.canonicalCity(c) === undefined);
  if (unknown.length > 0) throw badRequest(citiesUnknownMessage(unknown), 'cities');
  const cities = [...new Set(body.cities.map((c) => places.canonicalCity(c) as string))];
  const categories = body.categories.map((c) => leadCategoryOf(c));
  if (categories.some((c) => c === undefined)) throw badRequest(CATEGORIES_UNKNOWN, 'categories');
  await upsertPreferences(db, {
    assId,
    cities,
    cityKeys: cities.map((c) => c.toLowerCase()),
    categories: [...new Set(categories as string[])],
    maxOpenLeads: body.max_open_leads,
    updatedAt: context.now(),
  });
  const saved = await getPreferences(db, assId);
  return { ...saved, message: PIPELINE_MESSAGES.preferencesSaved };
}

/**
 * An associate as the back office picker and plan screen show them (`adminAssociateSchema`).
 * @see docs/product/pipeline.md
 */
export type PickerAssociate = {
  ass_id: number;
  name: string;
  member_id: string;
  plan: AssociatePlan;
  cities: string[];
  categories: string[];
  max_open_leads: number;
  open_leads: number;
};

/**
 * Most associates the picker lists.
 * @see docs/product/pipeline.md
 */
export const PICKER_LIMIT = 500;

/**
 * Active associates for the back office (docs/product/pipeline.md, "Back office"), those who
 * take leads in `city` (any of its names) when given, in the order matching would offer them a
 * lead (fewest open leads, Pro first, oldest last offer, lowest id); at most {@link PICKER_LIMIT}.
 * `assId` narrows the list to that associate (any status), for the answer of a plan change.
 */
export async function listPickerAssociates(
  db: Database,
  filter: { city?: string | undefined; assId?: number },
): Promise<PickerAssociate[]> {
  let cityKey: string | undefined;
  if (filter.city !== undefined) {
    const places = await loadPlaceIndex(db);
    cityKey = (places.canonicalCity(filter.city) ?? filter.city).trim().toLowerCase();
  }
  const rows = await findAssociatesWithPreferences(
    db,
    { ...(cityKey === undefined ? {} : { cityKey }), ...(filter.assId === undefined ? {} : { assId: filter.assId }) },
    PICKER_LIMIT,
  );
  const counts = await countOpenLeads(
    db,
    rows.map((r) => r.assId),
  );
  const candidates = rows.map((r) => ({ ...r, openLeads: counts.get(r.assId) ?? 0, lastOfferedAt: r.lastOfferedAt ?? null }));
  return orderCandidates(candidates).map((r) => ({
    ass_id: r.assId,
    name: r.name,
    member_id: r.memberId,
    plan: r.plan === 'pro' ? 'pro' : 'free',
    cities: r.cities ?? [],
    categories: r.categories ?? [],
    max_open_leads: r.maxOpenLeads ?? DEFAULT_MAX_OPEN_LEADS,
    open_leads: r.openLeads,
  }));
}

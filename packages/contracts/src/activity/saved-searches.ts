import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import { listSitesQuerySchema } from '../sites/list-sites.ts';

/**
 * Saved searches of customers (docs/product/alerts.md "Saving a search"): a listing page's query
 * kept under a name, with the channels and the frequency of its alerts.
 */

/** Channels an alert can go by: SMS, Web Push, e-mail (docs/product/alerts.md). */
export const SAVED_SEARCH_CHANNELS = ['sms', 'push', 'email'] as const;
/** One of {@link SAVED_SEARCH_CHANNELS}. */
export type SavedSearchChannel = (typeof SAVED_SEARCH_CHANNELS)[number];

/** How often alerts go: at once (`instant`) or in one digest a day at 09:00 India time (`daily`). */
export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily'] as const;
/** One of {@link SAVED_SEARCH_FREQUENCIES}. */
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

/** Most saved searches one customer keeps. */
export const MAX_SAVED_SEARCHES = 20;
/** Longest name of a saved search, in characters. */
export const MAX_SAVED_SEARCH_NAME = 80;
/** New listings since the last alert are counted exactly up to this many ("60+" beyond). */
export const NEW_SINCE_ALERT_BOUND = 60;

/**
 * Parameters of `GET /api/sites` that are not filters: a saved search keeps what is searched for
 * and its order, never the page being read or the answer's shape.
 */
export const NOT_SAVED_PARAMETERS = ['page', 'pageSize', 'fields'] as const;

/** The listing page's query parameters a saved search keeps (those of `GET /api/sites` but paging). */
export const SAVED_QUERY_PARAMETERS = Object.keys(listSitesQuerySchema.shape).filter(
  (key) => !(NOT_SAVED_PARAMETERS as readonly string[]).includes(key),
);

/** Messages of saved searches, word for word. */
export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved. We will tell you when new properties match it.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  paused: 'Alerts paused for this search.',
  resumed: 'Alerts turned on again for this search.',
  tooMany: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
  notFound: 'Saved search not found.',
  notOwner: 'This saved search is not yours.',
  customersOnly: 'Only customers can save searches.',
  queryNotObject: 'The search must be the listing page’s filters, e.g. { "city": "Varanasi" }.',
  queryNotFilter: 'A saved search keeps filters only, not the page or the page size.',
  queryUnknown: 'This is not a filter of the listing page.',
  queryValueText: 'Each filter of the search must be text, as in the listing page’s address.',
  nameBlank: 'Give the search a name.',
  nameLong: `The name can be at most ${MAX_SAVED_SEARCH_NAME} characters.`,
  channelsEmpty: 'Choose at least one way to be told: SMS, push or e-mail.',
  channelUnknown: 'Ways to be told are SMS, push and e-mail.',
  frequencyUnknown: 'Choose how often: instant or daily.',
  nothingToChange: 'Send at least one of name, search, ways to be told, how often or paused.',
  pausedNotBoolean: 'Paused must be true or false.',
} as const;

/**
 * A saved search's `query`: an object of the listing page's query parameters with the names and
 * string values `GET /api/sites` takes (e.g. `{ "city": "Varanasi", "bhk": "2", "maxPrice":
 * "6000000" }`), checked with the listing page's own schema ({@link listSitesQuerySchema}), never
 * re-parsed by hand, and kept exactly as sent (blank values dropped). Refused with 400 naming
 * `query.<parameter>`: a parameter the listing page does not take, paging ({@link
 * NOT_SAVED_PARAMETERS}), a value that is not text, or one the listing page would refuse (with
 * its message).
 */
export const savedQuerySchema = z
  .record(z.string(), z.unknown(), { error: SAVED_SEARCH_MESSAGES.queryNotObject })
  .transform((query, ctx) => {
    const kept: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) {
      if ((NOT_SAVED_PARAMETERS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: SAVED_SEARCH_MESSAGES.queryNotFilter });
      } else if (!SAVED_QUERY_PARAMETERS.includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: SAVED_SEARCH_MESSAGES.queryUnknown });
      } else if (typeof value !== 'string') {
        ctx.addIssue({ code: 'custom', path: [key], message: SAVED_SEARCH_MESSAGES.queryValueText });
      } else if (value.trim() !== '') {
        kept[key] = value;
      }
    }
    if (ctx.issues.length > 0) return z.NEVER;
    const checked = listSitesQuerySchema.safeParse(kept);
    if (!checked.success) {
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return kept;
  });

const nameSchema = singleLineText('Name', { trim: true, error: SAVED_SEARCH_MESSAGES.nameBlank })
  .min(1, SAVED_SEARCH_MESSAGES.nameBlank)
  .max(MAX_SAVED_SEARCH_NAME, SAVED_SEARCH_MESSAGES.nameLong);

const channelsSchema = z
  .array(z.enum(SAVED_SEARCH_CHANNELS, { error: SAVED_SEARCH_MESSAGES.channelUnknown }), { error: SAVED_SEARCH_MESSAGES.channelsEmpty })
  .min(1, SAVED_SEARCH_MESSAGES.channelsEmpty)
  .max(SAVED_SEARCH_CHANNELS.length, SAVED_SEARCH_MESSAGES.channelUnknown)
  // one of each, in the product's order
  .transform((channels) => SAVED_SEARCH_CHANNELS.filter((c) => channels.includes(c)));

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: SAVED_SEARCH_MESSAGES.frequencyUnknown });

/**
 * Body of `POST /api/user/saved-searches`: `{ name, query, channels, frequency }`. `name` 1–80
 * characters (the web fills in the page's own description of the search); `query` see {@link
 * savedQuerySchema}; `channels` one or more of {@link SAVED_SEARCH_CHANNELS} (answered once each,
 * in that order); `frequency` {@link SAVED_SEARCH_FREQUENCIES}. 400 names the field at fault.
 */
export const createSavedSearchBodySchema = z
  .object({ name: nameSchema, query: savedQuerySchema, channels: channelsSchema, frequency: frequencySchema })
  .meta({ id: 'CreateSavedSearchBody' });
/** Shape of {@link createSavedSearchBodySchema} after parsing. */
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBodySchema>;

/**
 * Body of `PATCH /api/user/saved-searches/{id}`: any of `name`, `query`, `channels`, `frequency`
 * (same rules as creating) and `paused` (true stops its alerts at once, false turns them on
 * again); at least one.
 */
export const updateSavedSearchBodySchema = z
  .object({
    name: nameSchema.optional(),
    query: savedQuerySchema.optional(),
    channels: channelsSchema.optional(),
    frequency: frequencySchema.optional(),
    paused: z.boolean({ error: SAVED_SEARCH_MESSAGES.pausedNotBoolean }).optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: SAVED_SEARCH_MESSAGES.nothingToChange, path: ['name'] })
  .meta({ id: 'UpdateSavedSearchBody' });
/** Shape of {@link updateSavedSearchBodySchema} after parsing. */
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

/** Path `{id}` of `PATCH`/`DELETE /api/user/saved-searches/{id}`. */
export const savedSearchParamsSchema = z.object({ id: idSchema('Saved search ID') });

/**
 * A saved search as its owner reads it: the saved fields, `paused`, times (ISO 8601), and, in
 * lists, `matching` (listings matching now, exact up to the listing page's count bound) and
 * `new_since_alert` (matching listings added since its last alert, or since it was saved when
 * none went yet; exact up to {@link NEW_SINCE_ALERT_BOUND}).
 */
export const savedSearchSchema = z
  .object({
    saved_search_id: z.number().int(),
    name: z.string(),
    query: z.record(z.string(), z.string()),
    channels: z.array(z.enum(SAVED_SEARCH_CHANNELS)),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
    paused: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    last_alerted_at: z.string().nullable(),
    matching: z.number().int().optional(),
    new_since_alert: z.number().int().optional(),
  })
  .meta({ id: 'SavedSearch' });
/** Shape of {@link savedSearchSchema}. */
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Answer of `POST` (201) and `PATCH /api/user/saved-searches[/{id}]`. */
export const savedSearchResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: savedSearchSchema });
/** Answer of `GET /api/user/saved-searches`: newest first, each with its counts. */
export const savedSearchListResponseSchema = z.object({ success: z.literal(true), data: z.array(savedSearchSchema) });
/** Shape of {@link savedSearchListResponseSchema}. */
export type SavedSearchListResponse = z.infer<typeof savedSearchListResponseSchema>;

/** Answer of `DELETE /api/user/saved-searches/{id}`: `{ success, message }`. */
export const savedSearchDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

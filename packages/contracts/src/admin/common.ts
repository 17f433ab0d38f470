import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { idSchema, wholeNumberText } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';

/**
 * Pieces shared by the back office operations (docs/product/back-office.md): ids in paths, paging
 * and search in queries.
 */

/**
 * A positive whole-number id (path or body), named `label` in words in its messages ('ID must be
 * a whole number'): a JSON number or its digits without a leading zero (the shared id rule of
 * `common/ids.ts`).
 */
export const adminId = (label: string) => idSchema(label);

/** Path `{id}` of the back office routes. */
export const adminIdParamsSchema = z.object({ id: adminId('ID') });

/** Rows per page of the back office tables by default, and at most. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

/**
 * `page` and `pageSize` of a back office table (blank counts as absent), written in digits
 * without a leading zero like an id.
 */
export const pagingShape = {
  page: z.preprocess(
    (value) => wholeNumberText(blankToUndefined(value)),
    z
      .number({ error: 'Page must be a whole number' })
      .min(1, 'Page must be 1 or more')
      .max(100_000, 'Page is too large')
      .int('Page must be a whole number')
      .default(1),
  ),
  pageSize: z.preprocess(
    (value) => wholeNumberText(blankToUndefined(value)),
    z
      .number({ error: 'Page size must be a whole number' })
      .min(1, 'Page size must be 1 or more')
      .max(ADMIN_MAX_PAGE_SIZE, `Page size must be at most ${ADMIN_MAX_PAGE_SIZE}`)
      .int('Page size must be a whole number')
      .default(ADMIN_PAGE_SIZE),
  ),
};

/** Optional one-line search text `q` (trimmed, at most 100 characters; blank counts as absent; control characters refused). */
export const searchText = z.preprocess(
  blankToUndefined,
  singleLineText('Search', { trim: true }).max(100, 'Search must be at most 100 characters').optional(),
);

/** Page metadata of every back office list answer. */
export const pageMetaShape = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** Plain `{ success: true, message }` answer of back office writes. */
export const adminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

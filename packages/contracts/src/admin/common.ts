import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { idSchema, wholeNumberText } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';

/**
 * Pieces shared by the back office operations (docs/product/back-office.md): ids in paths, paging
 * and search in queries.
 */

/**
 * A positive whole-number id named `field` (path or body): a JSON number or its digits without a
 * leading zero (the shared id rule of `common/ids.ts`).
 */
export const adminId = (field: string) => idSchema(field);

/** Path `{id}` of the back office routes. */
export const adminIdParamsSchema = z.object({ id: adminId('id') });

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
      .number({ error: 'page must be a whole number' })
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page is too large')
      .int('page must be a whole number')
      .default(1),
  ),
  pageSize: z.preprocess(
    (value) => wholeNumberText(blankToUndefined(value)),
    z
      .number({ error: 'pageSize must be a whole number' })
      .min(1, 'pageSize must be 1 or more')
      .max(ADMIN_MAX_PAGE_SIZE, `pageSize must be at most ${ADMIN_MAX_PAGE_SIZE}`)
      .int('pageSize must be a whole number')
      .default(ADMIN_PAGE_SIZE),
  ),
};

/** Optional one-line search text `q` (trimmed, at most 100 characters; blank counts as absent; control characters refused). */
export const searchText = z.preprocess(
  blankToUndefined,
  singleLineText('q', { trim: true }).max(100, 'q must be at most 100 characters').optional(),
);

/** Page metadata of every back office list answer. */
export const pageMetaShape = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

/** Plain `{ success: true, message }` answer of back office writes. */
export const adminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

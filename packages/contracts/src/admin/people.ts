import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { idSchema } from '../common/ids.ts';
import { pageMetaShape, pagingShape, searchText } from './common.ts';

/**
 * Customers and associates in the back office (docs/product/back-office.md, admin only):
 * `GET /api/admin/people?kind=customer|associate` and `PATCH /api/admin/people/{kind}/{id}`.
 * Aadhaar and PAN are only ever shown masked (docs/decisions/0002-sessions-and-security.md: XXXX-XXXX-1234).
 */

/**
 * Person-facing messages of the People page (docs/product/back-office.md, "Content and inboxes"):
 * the 404 of an unknown account (code NOT_FOUND) and the `message` of the status change.
 */
export const ADMIN_PEOPLE_MESSAGES = {
  notFound: 'Account not found.',
  disabled: 'Account disabled; its sessions have ended.',
  enabled: 'Account enabled.',
} as const;

/** The two kinds of people accounts. */
export const PERSON_KINDS = ['customer', 'associate'] as const;
/** One of {@link PERSON_KINDS}. */
export type PersonKind = (typeof PERSON_KINDS)[number];

/** Query of the people list: kind (default customer), `q` over name, e-mail, mobile and member id, `status`, paging. */
export const adminListPeopleQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(PERSON_KINDS, { error: 'Kind must be customer or associate' }).default('customer')),
  status: z.preprocess(blankToUndefined, z.enum(['active', 'disabled'], { error: 'Status must be active or disabled' }).optional()),
  q: searchText,
  ...pagingShape,
});
/** Parsed {@link adminListPeopleQuerySchema}. */
export type AdminListPeopleQuery = z.infer<typeof adminListPeopleQuerySchema>;

/** A customer or associate as the People page shows them; associate-only fields are empty for customers. */
export const adminPersonSchema = z
  .object({
    kind: z.enum(PERSON_KINDS),
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    status: z.string(),
    created_at: z.string(),
    member_id: z.string(),
    sponsor_id: z.string(),
    aadhaar_masked: z.string().meta({ description: 'XXXX-XXXX-1234, or empty when not given' }),
    pan_masked: z.string().meta({ description: 'XXXXXX234F, or empty when not given' }),
  })
  .meta({ id: 'AdminPerson' });
/** Shape of {@link adminPersonSchema}. */
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** Answer of the people list. */
export const adminListPeopleResponseSchema = z.object({ success: z.literal(true), data: z.array(adminPersonSchema), ...pageMetaShape });
/** Shape of {@link adminListPeopleResponseSchema}. */
export type AdminListPeopleResponse = z.infer<typeof adminListPeopleResponseSchema>;

/** Path of the status change: kind and id. */
export const adminPersonParamsSchema = z.object({
  kind: z.enum(PERSON_KINDS, { error: 'Kind must be customer or associate' }),
  id: idSchema('ID'),
});

/** Body of `PATCH /api/admin/people/{kind}/{id}`: disable (every session of the account ends) or enable again. */
export const adminPersonStatusBodySchema = z.object({
  status: z.enum(['active', 'disabled'], { error: 'Status must be active or disabled' }),
});

/** Answer of the status change. */
export const adminPersonResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminPersonSchema });

/** Answer of `GET /api/admin/people/{kind}/{id}`: one person (opening it is written to the staff access log). */
export const adminPersonDetailResponseSchema = z.object({ success: z.literal(true), data: adminPersonSchema });

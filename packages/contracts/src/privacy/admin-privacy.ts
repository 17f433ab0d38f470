import { z } from 'zod';
import { normaliseMobile } from '../accounts/fields.ts';
import { pageMetaShape, pagingShape } from '../admin/common.ts';
import { blankToUndefined } from '../common/envelope.ts';
import { idSchema } from '../common/ids.ts';
import { multiLineText } from '../common/text.ts';

/**
 * The back office's privacy pages (docs/product/privacy.md; English only): grievances with their
 * 90-day limit (`GET /api/admin/grievances`, `POST /api/admin/grievances/{id}/resolve`), the staff
 * access log (`GET /api/admin/access-log`, admins) and breaches (`GET`/`POST /api/admin/breaches`,
 * admins; DPDP Rules 2025, Rule 7).
 */

/** Person-facing messages of the back office privacy routes. */
export const ADMIN_PRIVACY_MESSAGES = {
  grievanceNotFound: 'Grievance not found.',
  alreadyResolved: 'This grievance was already resolved.',
  reply: 'Please write the reply sent to the person (10 to 4000 characters).',
  resolved: 'Grievance marked resolved.',
  description: 'Please describe the breach (10 to 4000 characters).',
  discoveredAt: 'Please give when the breach was discovered (a date and time, not in the future).',
  accounts: 'Please list the affected accounts: mobiles or account ids such as customer:12, associate:3, builder:5.',
  accountsTooMany: 'At most 5000 affected accounts can be recorded at once.',
  unknownAccounts: (items: string[]) => `These accounts were not found: ${items.slice(0, 10).join(', ')}${items.length > 10 ? ', …' : ''}.`,
  recorded: (count: number) => `Breach recorded; a notice to ${count} affected account${count === 1 ? '' : 's'} is queued.`,
} as const;

/** Query of the grievance list: `status` open (default), resolved or all, and paging. */
export const adminGrievancesQuerySchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(['open', 'resolved', 'all'], { error: 'Status must be open, resolved or all' }).default('open'),
  ),
  ...pagingShape,
});
/** Parsed {@link adminGrievancesQuerySchema}. */
export type AdminGrievancesQuery = z.infer<typeof adminGrievancesQuerySchema>;

/** A grievance as staff see it: who, what, when, the due date and whole days left (negative when late). */
export const adminGrievanceSchema = z
  .object({
    grievance_id: z.number().int(),
    account_kind: z.enum(['customer', 'associate', 'builder']).nullable(),
    account_id: z.number().int().nullable(),
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    text: z.string(),
    created_at: z.string(),
    due_at: z.string(),
    days_left: z.number().int(),
    status: z.enum(['open', 'resolved']),
    resolved_at: z.string().nullable(),
    reply: z.string().nullable(),
  })
  .meta({ id: 'AdminGrievance' });
/** Shape of {@link adminGrievanceSchema}. */
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;

/** Answer of `GET /api/admin/grievances`: oldest due first. */
export const adminGrievancesResponseSchema = z.object({ success: z.literal(true), data: z.array(adminGrievanceSchema), ...pageMetaShape });
/** Shape of {@link adminGrievancesResponseSchema}. */
export type AdminGrievancesResponse = z.infer<typeof adminGrievancesResponseSchema>;

/** Path of a grievance. */
export const adminGrievanceParamsSchema = z.object({ id: idSchema('Grievance ID') });

/** Body of `POST /api/admin/grievances/{id}/resolve`: the reply given to the person. */
export const resolveGrievanceBodySchema = z.object({
  reply: multiLineText('Reply', { error: ADMIN_PRIVACY_MESSAGES.reply, trim: true })
    .min(10, ADMIN_PRIVACY_MESSAGES.reply)
    .max(4000, ADMIN_PRIVACY_MESSAGES.reply),
});
/** Answer of the resolve route. */
export const adminGrievanceResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminGrievanceSchema });
/** Shape of {@link adminGrievanceResponseSchema}. */
export type AdminGrievanceResponse = z.infer<typeof adminGrievanceResponseSchema>;

/** Query of the access log: optional `kind` and `record_id` of the record opened, and paging. */
export const accessLogQuerySchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(['customer', 'associate'], { error: 'Kind must be customer or associate' }).optional()),
  record_id: z.preprocess(blankToUndefined, idSchema('Record ID').optional()),
  ...pagingShape,
});
/** Parsed {@link accessLogQuerySchema}. */
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

/** One entry of the access log: which staff member opened which record, and when. */
export const accessLogEntrySchema = z
  .object({
    access_id: z.number().int(),
    staff_id: z.number().int(),
    staff_name: z.string(),
    record_kind: z.enum(['customer', 'associate']),
    record_id: z.number().int(),
    action: z.string(),
    at: z.string(),
  })
  .meta({ id: 'AccessLogEntry' });
/** Shape of {@link accessLogEntrySchema}. */
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** Answer of `GET /api/admin/access-log`: newest first. */
export const accessLogResponseSchema = z.object({ success: z.literal(true), data: z.array(accessLogEntrySchema), ...pageMetaShape });
/** Shape of {@link accessLogResponseSchema}. */
export type AccessLogResponse = z.infer<typeof accessLogResponseSchema>;

/** An affected account as written on the form: a mobile, or `customer:12`, `associate:3`, `builder:5`. */
export const AFFECTED_ACCOUNT_PATTERN = /^(?:(customer|associate|builder):([1-9][0-9]{0,9})|([+0-9][0-9 \-+]{8,16}))$/;

/**
 * Body of `POST /api/admin/breaches`: what happened, when it was discovered (ISO 8601, not in the
 * future) and the affected accounts (1–5000: Indian mobiles, or `kind:id`).
 */
export const recordBreachBodySchema = z.object({
  description: multiLineText('Description', { error: ADMIN_PRIVACY_MESSAGES.description, trim: true })
    .min(10, ADMIN_PRIVACY_MESSAGES.description)
    .max(4000, ADMIN_PRIVACY_MESSAGES.description),
  discovered_at: z.iso.datetime({ offset: true, local: true, error: ADMIN_PRIVACY_MESSAGES.discoveredAt }),
  accounts: z
    .array(z.string({ error: ADMIN_PRIVACY_MESSAGES.accounts }).trim().regex(AFFECTED_ACCOUNT_PATTERN, ADMIN_PRIVACY_MESSAGES.accounts), {
      error: ADMIN_PRIVACY_MESSAGES.accounts,
    })
    .min(1, ADMIN_PRIVACY_MESSAGES.accounts)
    .max(5000, ADMIN_PRIVACY_MESSAGES.accountsTooMany),
});
/** Parsed {@link recordBreachBodySchema}. */
export type RecordBreachBody = z.infer<typeof recordBreachBodySchema>;

/** A recorded breach with how many accounts it affected and were sent a notice. */
export const breachSchema = z
  .object({
    breach_id: z.number().int(),
    description: z.string(),
    discovered_at: z.string(),
    recorded_at: z.string(),
    recorded_by: z.string(),
    affected: z.number().int(),
    notices_queued: z.number().int(),
  })
  .meta({ id: 'Breach' });
/** Shape of {@link breachSchema}. */
export type Breach = z.infer<typeof breachSchema>;

/** Answer of `GET /api/admin/breaches`, newest first. */
export const breachesResponseSchema = z.object({ success: z.literal(true), data: z.array(breachSchema), ...pageMetaShape });
/** Shape of {@link breachesResponseSchema}. */
export type BreachesResponse = z.infer<typeof breachesResponseSchema>;

/** Answer of `POST /api/admin/breaches`. */
export const breachRecordedResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: breachSchema });
/** Shape of {@link breachRecordedResponseSchema}. */
export type BreachRecordedResponse = z.infer<typeof breachRecordedResponseSchema>;

/** Reads one affected account as typed: `{ kind, id }` for `kind:id`, `{ mobile }` for an Indian mobile, null otherwise. */
export function readAffectedAccount(value: string): { kind: 'customer' | 'associate' | 'builder'; id: number } | { mobile: string } | null {
  const match = AFFECTED_ACCOUNT_PATTERN.exec(value.trim());
  if (!match) return null;
  if (match[1] && match[2]) return { kind: match[1] as 'customer' | 'associate' | 'builder', id: Number(match[2]) };
  const mobile = normaliseMobile(match[3] ?? '');
  return mobile ? { mobile } : null;
}

import { z } from 'zod';
import { blankToUndefined } from '../common/envelope.ts';
import { singleLineText } from '../common/text.ts';
import { pageMetaShape, pagingShape } from './common.ts';

/** Query of `GET /api/admin/audit` (admin only): optional `entity` (site, blog, team, contact, enquiry, person, staff) and paging. */
export const listAuditQuerySchema = z.object({
  entity: z.preprocess(
    blankToUndefined,
    singleLineText('Record type', { trim: true }).max(40, 'Record type must be at most 40 characters').optional(),
  ),
  ...pagingShape,
});
/** Parsed query of {@link listAuditQuerySchema}. */
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

/** `staff_name` of an entry made on the server's command line (`staff_id` null), e.g. a CSV import or a staff account change. */
export const AUDIT_COMMAND_LINE_NAME = 'Command line';

/** One audit entry: who (staff id and name), what (action on entity and id), when, and the record before and after. */
export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    staff_id: z.number().int().nullable(),
    staff_name: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    at: z.string().meta({ description: 'ISO 8601 timestamp' }),
  })
  .meta({ id: 'AuditEntry' });
/** Shape of {@link auditEntrySchema}. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Answer of `GET /api/admin/audit`: newest first. */
export const listAuditResponseSchema = z.object({ success: z.literal(true), data: z.array(auditEntrySchema), ...pageMetaShape });
/** Shape of {@link listAuditResponseSchema}. */
export type ListAuditResponse = z.infer<typeof listAuditResponseSchema>;

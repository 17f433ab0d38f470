import { AUDIT_COMMAND_LINE_NAME, type ListAuditQuery, type ListAuditResponse } from '@realty/contracts/admin/list-audit';
import type { Database } from '@realty/db/client';
import { insertAuditRow, listAuditRows } from './audit.repository.ts';

/** One staff change to record: who (`staffId`, null for the command line), what (`action` on `entity` `entityId`) and the record before and after (API shapes, never secrets). */
export type AuditChange = {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit entry (docs/product/back-office.md: who, what, when, before/after). The time is
 * the database's. Values are stored as JSON; pass API-shaped records, never password hashes or
 * personal numbers.
 * @see docs/product/back-office.md ("Audit")
 */
export async function recordAudit(db: Database, change: AuditChange): Promise<void> {
  await insertAuditRow(db, {
    staffId: change.staffId,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * `GET /api/admin/audit`: one page of the log, newest first.
 * @see docs/product/back-office.md ("Audit")
 */
export async function listAudit(db: Database, query: ListAuditQuery): Promise<ListAuditResponse> {
  const { rows, total } = await listAuditRows(db, query.entity, (query.page - 1) * query.pageSize, query.pageSize);
  return {
    success: true,
    data: rows.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      staff_name: r.staffName ?? (r.staffId === null ? AUDIT_COMMAND_LINE_NAME : ''),
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
      at: new Date(r.at).toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

import type { Database } from '@realty/db/client';
import { auditLog, staff } from '@realty/db/schema';
import { desc, eq, sql } from 'drizzle-orm';

/** An `audit_log` row with the acting staff member's name (empty for system actions). */
export type AuditRow = typeof auditLog.$inferSelect & { staffName: string | null };

/**
 * Appends one entry to the audit log.
 * @see docs/product/back-office.md ("Audit")
 */
export async function insertAuditRow(db: Database, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

/**
 * One page of entries, newest first, optionally of one `entity`, and how many there are in all.
 * @see docs/product/back-office.md ("Audit")
 */
export async function listAuditRows(
  db: Database,
  entity: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = entity ? eq(auditLog.entity, entity) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        staffId: auditLog.staffId,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        at: auditLog.at,
        staffName: staff.name,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.staffId, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(counted[0]?.total ?? 0) };
}

import type { Database } from '@realty/db/client';
import {
  associates,
  builders,
  privacyBreachAccounts,
  privacyBreaches,
  privacyGrievances,
  staff,
  staffAccessLog,
  users,
} from '@realty/db/schema';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

/** An account kind as the breach and access records store it: the session kinds of customers (`user`), associates and builders. */
export type AccountKind = 'user' | 'associate' | 'builder';

/** A `privacy_grievances` row. */
export type GrievanceRow = typeof privacyGrievances.$inferSelect;

/** One page of grievances (`status` open, resolved or all), the soonest due first for open ones, and the total. */
export async function listGrievanceRows(
  db: Database,
  status: 'open' | 'resolved' | 'all',
  offset: number,
  limit: number,
): Promise<{ rows: GrievanceRow[]; total: number }> {
  const where =
    status === 'open' ? isNull(privacyGrievances.resolvedAt) : status === 'resolved' ? isNotNull(privacyGrievances.resolvedAt) : undefined;
  const order =
    status === 'resolved'
      ? [desc(privacyGrievances.resolvedAt)]
      : [asc(sql`${privacyGrievances.resolvedAt} IS NOT NULL`), asc(privacyGrievances.dueAt)];
  const rows = await db
    .select()
    .from(privacyGrievances)
    .where(where)
    .orderBy(...order, asc(privacyGrievances.grievanceId))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(privacyGrievances).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The grievance `id`, or null. */
export async function findGrievanceRow(db: Database, id: number): Promise<GrievanceRow | null> {
  const [row] = await db.select().from(privacyGrievances).where(eq(privacyGrievances.grievanceId, id));
  return row ?? null;
}

/** Marks grievance `id` resolved with `reply` by `staffId` at `at`, unless it is resolved already; the row, or null when it was. */
export async function resolveGrievanceRow(
  db: Database,
  id: number,
  reply: string,
  staffId: number,
  at: Date,
): Promise<GrievanceRow | null> {
  const [row] = await db
    .update(privacyGrievances)
    .set({ resolvedAt: at, reply, resolvedBy: staffId })
    .where(and(eq(privacyGrievances.grievanceId, id), isNull(privacyGrievances.resolvedAt)))
    .returning();
  return row ?? null;
}

/** Appends one entry to the staff access log. */
export async function insertAccessRow(db: Database, values: typeof staffAccessLog.$inferInsert): Promise<void> {
  await db.insert(staffAccessLog).values(values);
}

/** An access log entry with the staff member's name. */
export type AccessRow = typeof staffAccessLog.$inferSelect & { staffName: string | null };

/** One page of the access log, newest first, optionally of one kind of record or one record. */
export async function listAccessRows(
  db: Database,
  filter: { kind?: 'customer' | 'associate'; recordId?: number },
  offset: number,
  limit: number,
): Promise<{ rows: AccessRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(staffAccessLog.recordKind, filter.kind));
  if (filter.recordId) conditions.push(eq(staffAccessLog.recordId, filter.recordId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      accessId: staffAccessLog.accessId,
      staffId: staffAccessLog.staffId,
      recordKind: staffAccessLog.recordKind,
      recordId: staffAccessLog.recordId,
      action: staffAccessLog.action,
      accessedAt: staffAccessLog.accessedAt,
      staffName: staff.name,
    })
    .from(staffAccessLog)
    .leftJoin(staff, eq(staff.staffId, staffAccessLog.staffId))
    .where(where)
    .orderBy(desc(staffAccessLog.accessId))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(staffAccessLog).where(where);
  return { rows, total: total?.n ?? 0 };
}

const tables = {
  user: { table: users, id: users.userId, mobile: users.mobile, language: users.language },
  associate: { table: associates, id: associates.assId, mobile: associates.mobile, language: associates.language },
  builder: { table: builders, id: builders.builderId, mobile: builders.mobile, language: builders.language },
} as const;

/** The ids among `ids` that exist as accounts of `kind`. */
export async function existingAccountIds(db: Database, kind: AccountKind, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = tables[kind];
  const rows = await db
    .select({ id: t.id })
    .from(t.table)
    .where(inArray(t.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Every account of any kind with one of `mobiles` (10 digits): its kind, id and mobile. */
export async function accountsByMobile(
  db: Database,
  mobiles: readonly string[],
): Promise<{ kind: AccountKind; id: number; mobile: string }[]> {
  if (mobiles.length === 0) return [];
  const found: { kind: AccountKind; id: number; mobile: string }[] = [];
  for (const kind of ['user', 'associate', 'builder'] as const) {
    const t = tables[kind];
    const rows = await db
      .select({ id: t.id, mobile: t.mobile })
      .from(t.table)
      .where(inArray(t.mobile, [...mobiles]));
    for (const row of rows) found.push({ kind, ...row });
  }
  return found;
}

/** The mobile and language of account `id` of `kind`, or null when it is gone. */
export async function accountReach(db: Database, kind: AccountKind, id: number): Promise<{ mobile: string; language: string } | null> {
  const t = tables[kind];
  const [row] = await db.select({ mobile: t.mobile, language: t.language }).from(t.table).where(eq(t.id, id));
  return row ?? null;
}

/** A recorded breach with its counts and the recording staff member's name. */
export type BreachRow = typeof privacyBreaches.$inferSelect & { staffName: string | null; affected: number; noticesQueued: number };

/** Records a breach and its affected accounts; returns the breach's id. */
export async function insertBreach(
  db: Database,
  values: { description: string; discoveredAt: Date; recordedAt: Date; recordedBy: number },
  accounts: readonly { kind: AccountKind; id: number }[],
): Promise<number> {
  const [breach] = await db.insert(privacyBreaches).values(values).returning({ id: privacyBreaches.breachId });
  if (!breach) throw new Error('The breach was not recorded');
  for (let i = 0; i < accounts.length; i += 500) {
    await db
      .insert(privacyBreachAccounts)
      .values(accounts.slice(i, i + 500).map((a) => ({ breachId: breach.id, accountKind: a.kind, accountId: a.id })))
      .onConflictDoNothing();
  }
  return breach.id;
}

/** Marks the notice of the breach's accounts `accounts` queued at `at`. */
export async function markNoticesQueued(
  db: Database,
  breachId: number,
  kind: AccountKind,
  ids: readonly number[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(privacyBreachAccounts)
    .set({ noticeQueuedAt: at })
    .where(
      and(
        eq(privacyBreachAccounts.breachId, breachId),
        eq(privacyBreachAccounts.accountKind, kind),
        inArray(privacyBreachAccounts.accountId, [...ids]),
      ),
    );
}

/** One page of breaches, newest first (or the one breach `breachId`), with their counts, and the total. */
export async function listBreachRows(
  db: Database,
  offset: number,
  limit: number,
  breachId?: number,
): Promise<{ rows: BreachRow[]; total: number }> {
  const where = breachId ? eq(privacyBreaches.breachId, breachId) : undefined;
  const rows = await db
    .select({
      breachId: privacyBreaches.breachId,
      description: privacyBreaches.description,
      discoveredAt: privacyBreaches.discoveredAt,
      recordedAt: privacyBreaches.recordedAt,
      recordedBy: privacyBreaches.recordedBy,
      staffName: staff.name,
      affected: sql<number>`(SELECT count(*)::int FROM ${privacyBreachAccounts} a WHERE a.breach_id = ${privacyBreaches.breachId})`,
      noticesQueued: sql<number>`(SELECT count(*)::int FROM ${privacyBreachAccounts} a WHERE a.breach_id = ${privacyBreaches.breachId} AND a.notice_queued_at IS NOT NULL)`,
    })
    .from(privacyBreaches)
    .leftJoin(staff, eq(staff.staffId, privacyBreaches.recordedBy))
    .where(where)
    .orderBy(desc(privacyBreaches.breachId))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(privacyBreaches).where(where);
  return { rows: rows.map((r) => ({ ...r, affected: Number(r.affected), noticesQueued: Number(r.noticesQueued) })), total: total?.n ?? 0 };
}

import { type AccountLanguage, accountLanguageOf } from '@realty/contracts/accounts/fields';
import {
  type AccessLogQuery,
  type AccessLogResponse,
  ADMIN_PRIVACY_MESSAGES,
  type AdminGrievance,
  type AdminGrievancesQuery,
  type AdminGrievancesResponse,
  type Breach,
  type BreachesResponse,
  type RecordBreachBody,
  readAffectedAccount,
} from '@realty/contracts/privacy/admin-privacy';
import type { Database } from '@realty/db/client';
import type { Env } from '../../config/env.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { SmsProvider } from '../../providers/sms/sms-provider.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import {
  type AccountKind,
  accountReach,
  accountsByMobile,
  type BreachRow,
  existingAccountIds,
  findGrievanceRow,
  type GrievanceRow,
  insertAccessRow,
  insertBreach,
  listAccessRows,
  listBreachRows,
  listGrievanceRows,
  markNoticesQueued,
  resolveGrievanceRow,
} from './admin-privacy.repository.ts';

/**
 * The back office side of privacy (docs/product/privacy.md): grievances and their 90-day limit,
 * the log of staff opening people's records, and recorded breaches with their notices (DPDP
 * Rules 2025, Rule 7; docs/breach-playbook.md).
 */

/** Milliseconds in a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The background job that sends one affected account the SMS of a breach. */
export const BREACH_NOTICE_JOB = 'privacy-breach-notice';

/** What the breach notice job is given: the breach and one affected account. */
export type BreachNoticeJob = { breachId: number; kind: AccountKind; id: number };

/** The breach notice SMS in each language (`officerEmail`: GRIEVANCE_OFFICER_EMAIL). */
export const BREACH_NOTICE_SMS: Record<AccountLanguage, (officerEmail: string) => string> = {
  en: (email) =>
    `Kashi Realty: a security incident may have exposed some of your personal data held by us. We have acted to contain it. For what happened and what you can do, write to ${email} or see our privacy notice at /privacy.`,
  hi: (email) =>
    `Kashi Realty: एक सुरक्षा घटना में हमारे पास रखी आपकी कुछ निजी जानकारी उजागर हो सकती है। हमने इसे रोकने के कदम उठाए हैं। क्या हुआ और आप क्या करें, यह जानने के लिए ${email} पर लिखें या /hi/privacy पर हमारी गोपनीयता सूचना देखें।`,
};

/** Whole days from `now` until `due` (negative once it has passed; 0 on the due day). */
export function daysLeft(due: Date, now: Date): number {
  return Math.ceil((due.getTime() - now.getTime()) / DAY_MS);
}

const KIND_NAMES = { user: 'customer', associate: 'associate', builder: 'builder' } as const;
const KIND_OF_NAME = { customer: 'user', associate: 'associate', builder: 'builder' } as const;

/** A grievance as staff see it at `now`. */
function toAdminGrievance(row: GrievanceRow, now: Date): AdminGrievance {
  return {
    grievance_id: row.grievanceId,
    account_kind: row.subjectType ? KIND_NAMES[row.subjectType] : null,
    account_id: row.subjectId,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    days_left: daysLeft(row.dueAt, row.resolvedAt ?? now),
    status: row.resolvedAt ? 'resolved' : 'open',
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    reply: row.reply,
  };
}

/**
 * `GET /api/admin/grievances`: one page of grievances (open ones by default, the soonest due
 * first) with their due date and the days left at `now` (negative when late).
 * @see docs/product/privacy.md ("Grievances")
 */
export async function listGrievances(db: Database, query: AdminGrievancesQuery, now: Date): Promise<AdminGrievancesResponse> {
  const { rows, total } = await listGrievanceRows(db, query.status, (query.page - 1) * query.pageSize, query.pageSize);
  return { success: true, data: rows.map((r) => toAdminGrievance(r, now)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * `POST /api/admin/grievances/{id}/resolve`: marks a grievance resolved with the reply given to
 * the person. Audited.
 * @throws AppError 404 for an unknown grievance; 409 INVALID_STATE when it is resolved already.
 */
export async function resolveGrievance(db: Database, staffId: number, id: number, reply: string, now: Date): Promise<AdminGrievance> {
  const before = await findGrievanceRow(db, id);
  if (!before) throw notFound(ADMIN_PRIVACY_MESSAGES.grievanceNotFound);
  const row = await resolveGrievanceRow(db, id, reply, staffId, now);
  if (!row) throw conflict(ADMIN_PRIVACY_MESSAGES.alreadyResolved, undefined, 'INVALID_STATE');
  await recordAudit(db, {
    staffId,
    action: 'resolve',
    entity: 'grievance',
    entityId: String(id),
    before: { status: 'open' },
    after: { status: 'resolved', reply },
  });
  return toAdminGrievance(row, now);
}

/**
 * Records that staff member `staffId` opened the record of customer or associate `recordId` at
 * `at` (docs/product/privacy.md, "Staff access log"). Every back office route that answers one
 * person's details calls it.
 */
export async function recordStaffAccess(
  db: Database,
  access: { staffId: number; kind: 'customer' | 'associate'; recordId: number; action?: string },
  at: Date,
): Promise<void> {
  await insertAccessRow(db, {
    staffId: access.staffId,
    recordKind: access.kind,
    recordId: access.recordId,
    action: access.action ?? 'view',
    accessedAt: at,
  });
}

/**
 * `GET /api/admin/access-log` (admins): one page of the staff access log, newest first.
 * @see docs/product/privacy.md ("Staff access log")
 */
export async function listAccessLog(db: Database, query: AccessLogQuery): Promise<AccessLogResponse> {
  const { rows, total } = await listAccessRows(
    db,
    { kind: query.kind, recordId: query.record_id },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return {
    success: true,
    data: rows.map((r) => ({
      access_id: r.accessId,
      staff_id: r.staffId,
      staff_name: r.staffName ?? '',
      record_kind: r.recordKind,
      record_id: r.recordId,
      action: r.action,
      at: r.accessedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A breach row as staff see it. */
function toBreach(row: BreachRow): Breach {
  return {
    breach_id: row.breachId,
    description: row.description,
    discovered_at: row.discoveredAt.toISOString(),
    recorded_at: row.recordedAt.toISOString(),
    recorded_by: row.staffName ?? '',
    affected: row.affected,
    notices_queued: row.noticesQueued,
  };
}

/** `GET /api/admin/breaches` (admins): one page of recorded breaches, newest first. */
export async function listBreaches(db: Database, page: number, pageSize: number): Promise<BreachesResponse> {
  const { rows, total } = await listBreachRows(db, (page - 1) * pageSize, pageSize);
  return { success: true, data: rows.map(toBreach), total, page, pageSize };
}

/**
 * The accounts a breach form names: each `kind:id` that exists, and every account of any kind
 * holding each mobile.
 * @throws AppError 400 naming `accounts` and listing what was not found.
 */
async function affectedAccounts(db: Database, typed: readonly string[]): Promise<{ kind: AccountKind; id: number }[]> {
  const byKind: Record<AccountKind, number[]> = { user: [], associate: [], builder: [] };
  const mobiles: string[] = [];
  const written = new Map<string, string>();
  for (const value of typed) {
    const read = readAffectedAccount(value);
    if (!read) throw new AppError(400, ADMIN_PRIVACY_MESSAGES.accounts, { field: 'accounts' });
    if ('mobile' in read) {
      mobiles.push(read.mobile);
      written.set(`m:${read.mobile}`, value);
    } else {
      byKind[KIND_OF_NAME[read.kind]].push(read.id);
      written.set(`${KIND_OF_NAME[read.kind]}:${read.id}`, value);
    }
  }
  const found = new Map<string, { kind: AccountKind; id: number }>();
  const missing: string[] = [];
  for (const kind of ['user', 'associate', 'builder'] as const) {
    const exist = await existingAccountIds(db, kind, byKind[kind]);
    for (const id of byKind[kind]) {
      if (exist.has(id)) found.set(`${kind}:${id}`, { kind, id });
      else missing.push(written.get(`${kind}:${id}`) ?? String(id));
    }
  }
  const byMobile = await accountsByMobile(db, [...new Set(mobiles)]);
  for (const mobile of new Set(mobiles)) {
    const holders = byMobile.filter((a) => a.mobile === mobile);
    if (holders.length === 0) missing.push(written.get(`m:${mobile}`) ?? mobile);
    for (const a of holders) found.set(`${a.kind}:${a.id}`, { kind: a.kind, id: a.id });
  }
  if (missing.length > 0) throw new AppError(400, ADMIN_PRIVACY_MESSAGES.unknownAccounts([...new Set(missing)]), { field: 'accounts' });
  return [...found.values()];
}

/**
 * `POST /api/admin/breaches` (admins; DPDP Rules 2025, Rule 7; docs/breach-playbook.md): records
 * the breach with its affected accounts and queues one SMS notice to each (job
 * {@link BREACH_NOTICE_JOB}, in the account's language). Audited.
 * @throws AppError 400 naming `discovered_at` when it is in the future, `accounts` when one is not found.
 */
export async function recordBreach(db: Database, jobs: JobQueue, staffId: number, body: RecordBreachBody, now: Date) {
  const discoveredAt = new Date(body.discovered_at);
  if (Number.isNaN(discoveredAt.getTime()) || discoveredAt.getTime() > now.getTime() + 60_000) {
    throw new AppError(400, ADMIN_PRIVACY_MESSAGES.discoveredAt, { field: 'discovered_at' });
  }
  const accounts = await affectedAccounts(db, body.accounts);
  const breachId = await runInTransaction(db, (tx) =>
    insertBreach(tx, { description: body.description, discoveredAt, recordedAt: now, recordedBy: staffId }, accounts),
  );
  const queued: Record<AccountKind, number[]> = { user: [], associate: [], builder: [] };
  for (const account of accounts) {
    const jobId = await jobs.send<BreachNoticeJob>(BREACH_NOTICE_JOB, { breachId, kind: account.kind, id: account.id });
    if (jobId !== null) queued[account.kind].push(account.id);
  }
  for (const kind of ['user', 'associate', 'builder'] as const) await markNoticesQueued(db, breachId, kind, queued[kind], now);
  await recordAudit(db, {
    staffId,
    action: 'record',
    entity: 'breach',
    entityId: String(breachId),
    after: { description: body.description, discovered_at: discoveredAt.toISOString(), affected: accounts.length },
  });
  const { rows } = await listBreachRows(db, 0, 1, breachId);
  const [row] = rows;
  if (!row) throw new Error('The breach just recorded was not found');
  return { success: true as const, message: ADMIN_PRIVACY_MESSAGES.recorded(accounts.length), data: toBreach(row) };
}

/**
 * Defines the breach notice job: one SMS to the affected account's mobile in its language
 * ({@link BREACH_NOTICE_SMS}); an account gone meanwhile ends the job quietly; a provider error is
 * retried (5 more tries, 30 s doubling).
 */
export function defineBreachNoticeJob(
  jobs: JobQueue,
  deps: { db: Database; env: Pick<Env, 'GRIEVANCE_OFFICER_EMAIL'>; sms: () => SmsProvider },
): void {
  jobs.define<BreachNoticeJob>(
    BREACH_NOTICE_JOB,
    async (job) => {
      const reach = await accountReach(deps.db, job.kind, job.id);
      if (!reach) return;
      const text = BREACH_NOTICE_SMS[accountLanguageOf(reach.language)](deps.env.GRIEVANCE_OFFICER_EMAIL);
      await deps.sms().send({ to: reach.mobile, body: text });
    },
    { retryLimit: 5, retryDelaySeconds: 30, backoff: true },
  );
}

import type { Database } from '@realty/db/client';
import {
  associateBankAccounts,
  associates,
  brokerageLedger,
  deals,
  payoutEntries,
  payoutLines,
  payoutRuns,
  sites,
  staff,
  tdsRules,
} from '@realty/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * Payout runs, their lines and the ledger entries each line pays (docs/product/payouts.md). Money
 * stays exact numeric text from the database to the answer. A ledger entry is in one active
 * payout line at most: the partial unique index `payout_entries_once` refuses a second.
 */

/** Key of the transaction-scoped advisory lock that makes payout runs one at a time (so each line's TDS sees the lines before it). */
const RUN_LOCK_KEY = 194_001;

/**
 * Takes the payout-run lock for the rest of the transaction `tx`: a second run being made at the
 * same moment waits until the first is committed, then sees its entries taken.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function lockRunMaking(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK_KEY})`);
}

/**
 * The run of the pending payout line that holds an entry of deal `dealId` (an active
 * `payout_entries` row of a line still `pending`), or undefined when none does.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function runHoldingDeal(tx: Database, dealId: number): Promise<number | undefined> {
  const rows = (
    (await tx.execute(sql`
      select l.run_id from payout_entries pe
      join payout_lines l on l.line_id = pe.line_id and l.status = 'pending'
      join brokerage_ledger e on e.entry_id = pe.entry_id
      where pe.active and e.deal_id = ${dealId}
      order by l.run_id limit 1`)) as unknown as { rows: { run_id: string | number }[] }
  ).rows;
  return rows[0] ? Number(rows[0].run_id) : undefined;
}

/** The TDS rules of section 194H, oldest start first. */
export function listTdsRuleRows(db: Database) {
  return db
    .select({
      ruleId: tdsRules.ruleId,
      section: tdsRules.section,
      effectiveFrom: tdsRules.effectiveFrom,
      ratePercent: tdsRules.ratePercent,
      noPanRatePercent: tdsRules.noPanRatePercent,
      threshold: tdsRules.threshold,
    })
    .from(tdsRules)
    .where(eq(tdsRules.section, '194H'))
    .orderBy(asc(tdsRules.effectiveFrom));
}

/** A ledger entry a run may pay. */
export type EligibleEntryRow = {
  entryId: number;
  dealId: number;
  assId: number;
  kind: string;
  amount: string;
  status: string;
  siteTitle: string;
};

/**
 * The ledger entries a payout run would pay now: `confirmed` entries and `reversal` rows written
 * before `before` (null: any time), of associates not in `excluded`, that are in no active payout
 * line; oldest first.
 * @see docs/product/payouts.md ("Payout runs")
 */
export function listEligibleEntryRows(db: Database, before: Date | null, excluded: readonly number[]): Promise<EligibleEntryRow[]> {
  const active = db
    .select({ entryId: payoutEntries.entryId })
    .from(payoutEntries)
    .where(and(eq(payoutEntries.active, true), eq(payoutEntries.entryId, brokerageLedger.entryId)));
  return db
    .select({
      entryId: brokerageLedger.entryId,
      dealId: brokerageLedger.dealId,
      assId: brokerageLedger.assId,
      kind: brokerageLedger.kind,
      amount: brokerageLedger.amount,
      status: brokerageLedger.status,
      siteTitle: sites.title,
    })
    .from(brokerageLedger)
    .innerJoin(deals, eq(deals.dealId, brokerageLedger.dealId))
    .innerJoin(sites, eq(sites.siteId, deals.siteId))
    .where(
      and(
        inArray(brokerageLedger.status, ['confirmed', 'reversal']),
        sql`not exists (${active})`,
        before ? lt(brokerageLedger.createdAt, before) : undefined,
        excluded.length > 0 ? notInArray(brokerageLedger.assId, [...excluded]) : undefined,
      ),
    )
    .orderBy(asc(brokerageLedger.entryId));
}

/**
 * The earlier lines of associates `assIds` that count for their year's TDS: lines not failed, of
 * runs not discarded, in the order they were made.
 * @see docs/product/payouts.md ("Tax deducted at source")
 */
export function listCountedLineRows(db: Database, assIds: readonly number[]) {
  if (assIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assId: payoutLines.assId,
      creditedOn: payoutLines.creditedOn,
      gross: payoutLines.gross,
      tdsShortfall: payoutLines.tdsShortfall,
    })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.runId, payoutLines.runId))
    .where(and(inArray(payoutLines.assId, [...assIds]), ne(payoutLines.status, 'failed'), ne(payoutRuns.status, 'discarded')))
    .orderBy(asc(payoutLines.lineId));
}

/** Who is paid: name, member id, whether a PAN is on file, and their bank details (sealed number) or nulls. */
export function listPayeeRows(db: Database, assIds: readonly number[]) {
  if (assIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assId: associates.assId,
      name: associates.name,
      memberId: associates.memberId,
      panPresent: sql<boolean>`${associates.panEnc} is not null`,
      holderName: associateBankAccounts.holderName,
      accountNumberEnc: associateBankAccounts.accountNumberEnc,
      accountNumberLast4: associateBankAccounts.accountNumberLast4,
      ifsc: associateBankAccounts.ifsc,
      bankName: associateBankAccounts.bankName,
    })
    .from(associates)
    .leftJoin(associateBankAccounts, eq(associateBankAccounts.assId, associates.assId))
    .where(inArray(associates.assId, [...assIds]));
}

/** A new run's row. */
export type NewRun = typeof payoutRuns.$inferInsert;
/** A new line's row. */
export type NewLine = typeof payoutLines.$inferInsert;

/** Stores a run; returns its id. */
export async function insertRunRow(tx: Database, run: NewRun): Promise<number> {
  const [row] = await tx.insert(payoutRuns).values(run).returning({ runId: payoutRuns.runId });
  if (!row) throw new Error('payout run insert returned nothing');
  return row.runId;
}

/** Stores a line; returns its id. */
export async function insertLineRow(tx: Database, line: NewLine): Promise<number> {
  const [row] = await tx.insert(payoutLines).values(line).returning({ lineId: payoutLines.lineId });
  if (!row) throw new Error('payout line insert returned nothing');
  return row.lineId;
}

/** Records which entries line `lineId` pays (active); the unique index refuses an entry already in an active line. */
export async function insertPayoutEntryRows(tx: Database, lineId: number, entries: { entryId: number; amount: string }[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(payoutEntries).values(entries.map((e) => ({ lineId, entryId: e.entryId, amount: e.amount, active: true })));
}

const creator = alias(staff, 'run_creator');
const approver = alias(staff, 'run_approver');

/** Columns of a run as answered, with its staff names and line counts. */
const runColumns = {
  runId: payoutRuns.runId,
  status: payoutRuns.status,
  until: payoutRuns.until,
  excludedAssIds: payoutRuns.excludedAssIds,
  financialYear: payoutRuns.financialYear,
  creditedOn: payoutRuns.creditedOn,
  totalGross: payoutRuns.totalGross,
  totalTds: payoutRuns.totalTds,
  totalNet: payoutRuns.totalNet,
  createdBy: payoutRuns.createdBy,
  createdByName: creator.name,
  createdAt: payoutRuns.createdAt,
  approvedByName: approver.name,
  approvedAt: payoutRuns.approvedAt,
  lineCount: sql<number>`(select count(*)::int from payout_lines l where l.run_id = ${payoutRuns.runId})`,
  linesPaid: sql<number>`(select count(*)::int from payout_lines l where l.run_id = ${payoutRuns.runId} and l.status = 'paid')`,
  linesFailed: sql<number>`(select count(*)::int from payout_lines l where l.run_id = ${payoutRuns.runId} and l.status = 'failed')`,
  linesWithoutBank: sql<number>`(select count(*)::int from payout_lines l where l.run_id = ${payoutRuns.runId} and l.account_number_enc is null)`,
};

/** A run as read for an answer. */
export type RunRow = Awaited<ReturnType<typeof listRunRows>>[number];

/** Runs newest first (at most `limit`). */
export function listRunRows(db: Database, limit = 200, runId?: number) {
  return db
    .select(runColumns)
    .from(payoutRuns)
    .leftJoin(creator, eq(creator.staffId, payoutRuns.createdBy))
    .leftJoin(approver, eq(approver.staffId, payoutRuns.approvedBy))
    .where(runId === undefined ? undefined : eq(payoutRuns.runId, runId))
    .orderBy(desc(payoutRuns.runId))
    .limit(limit);
}

/** The run `runId` locked for the rest of the transaction, or undefined. */
export async function lockRunRow(tx: Database, runId: number) {
  const [row] = await tx
    .select({ runId: payoutRuns.runId, status: payoutRuns.status, createdBy: payoutRuns.createdBy })
    .from(payoutRuns)
    .where(eq(payoutRuns.runId, runId))
    .for('update');
  return row;
}

/** Sets the run's status (and its approver when approved). */
export async function setRunStatusRow(
  tx: Database,
  runId: number,
  status: 'approved' | 'discarded',
  approvedBy: number | null,
  at: Date,
): Promise<void> {
  await tx
    .update(payoutRuns)
    .set(status === 'approved' ? { status, approvedBy, approvedAt: at } : { status })
    .where(eq(payoutRuns.runId, runId));
}

/** Makes every payout entry of run `runId`'s lines inactive (a discarded draft): its entries are unpaid again. */
export async function deactivateRunEntryRows(tx: Database, runId: number): Promise<void> {
  await tx
    .update(payoutEntries)
    .set({ active: false })
    .where(inArray(payoutEntries.lineId, tx.select({ lineId: payoutLines.lineId }).from(payoutLines).where(eq(payoutLines.runId, runId))));
}

/** Columns of a line as answered, with its associate and the threshold of its rule. */
const lineColumns = {
  lineId: payoutLines.lineId,
  runId: payoutLines.runId,
  runStatus: payoutRuns.status,
  assId: payoutLines.assId,
  associateName: associates.name,
  memberId: associates.memberId,
  status: payoutLines.status,
  financialYear: payoutLines.financialYear,
  creditedOn: payoutLines.creditedOn,
  gross: payoutLines.gross,
  yearCreditedBefore: payoutLines.yearCreditedBefore,
  tdsBase: payoutLines.tdsBase,
  tdsRuleId: payoutLines.tdsRuleId,
  threshold: tdsRules.threshold,
  tdsSection: payoutLines.tdsSection,
  tdsRatePercent: payoutLines.tdsRatePercent,
  panPresent: payoutLines.panPresent,
  tds: payoutLines.tds,
  tdsShortfall: payoutLines.tdsShortfall,
  net: payoutLines.net,
  holderName: payoutLines.holderName,
  accountNumberEnc: payoutLines.accountNumberEnc,
  accountNumberLast4: payoutLines.accountNumberLast4,
  ifsc: payoutLines.ifsc,
  bankName: payoutLines.bankName,
  reference: payoutLines.reference,
  paidAt: payoutLines.paidAt,
  failedReason: payoutLines.failedReason,
};

/** A line as read for an answer. */
export type LineRow = Awaited<ReturnType<typeof listRunLineRows>>[number];

function lineQuery(db: Database) {
  return db
    .select(lineColumns)
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.runId, payoutLines.runId))
    .innerJoin(associates, eq(associates.assId, payoutLines.assId))
    .leftJoin(tdsRules, eq(tdsRules.ruleId, payoutLines.tdsRuleId));
}

/** The lines of run `runId`, by associate name. */
export function listRunLineRows(db: Database, runId: number) {
  return lineQuery(db).where(eq(payoutLines.runId, runId)).orderBy(asc(associates.name), asc(payoutLines.lineId));
}

/** Associate `assId`'s lines of approved runs, newest first. */
export function listAssociateLineRows(db: Database, assId: number) {
  return lineQuery(db)
    .where(and(eq(payoutLines.assId, assId), eq(payoutRuns.status, 'approved')))
    .orderBy(desc(payoutLines.creditedOn), desc(payoutLines.lineId));
}

/** The line `lineId` (any run), or undefined. */
export async function findLineRow(db: Database, lineId: number): Promise<LineRow | undefined> {
  const [row] = await lineQuery(db).where(eq(payoutLines.lineId, lineId));
  return row;
}

/** The line `lineId` locked for the rest of the transaction, with its run's status, or undefined. */
export async function lockLineRow(tx: Database, lineId: number) {
  const [row] = await tx
    .select({ lineId: payoutLines.lineId, runId: payoutLines.runId, assId: payoutLines.assId, status: payoutLines.status })
    .from(payoutLines)
    .where(eq(payoutLines.lineId, lineId))
    .for('update');
  return row;
}

/** The entries of lines `lineIds` (active or not: what each line paid or was to pay), with deal and listing. */
export function listLineEntryRows(db: Database, lineIds: readonly number[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lineId: payoutEntries.lineId,
      entryId: payoutEntries.entryId,
      amount: payoutEntries.amount,
      dealId: brokerageLedger.dealId,
      kind: brokerageLedger.kind,
      isReversal: sql<boolean>`${brokerageLedger.reversesEntryId} is not null`,
      siteTitle: sites.title,
    })
    .from(payoutEntries)
    .innerJoin(brokerageLedger, eq(brokerageLedger.entryId, payoutEntries.entryId))
    .innerJoin(deals, eq(deals.dealId, brokerageLedger.dealId))
    .innerJoin(sites, eq(sites.siteId, deals.siteId))
    .where(inArray(payoutEntries.lineId, [...lineIds]))
    .orderBy(asc(payoutEntries.entryId));
}

/** Marks line `lineId` paid with the bank's `reference`, by staff member `staffId` at `at`. */
export async function setLinePaidRow(tx: Database, lineId: number, reference: string, staffId: number, at: Date): Promise<void> {
  await tx.update(payoutLines).set({ status: 'paid', reference, paidAt: at, markedBy: staffId }).where(eq(payoutLines.lineId, lineId));
}

/** Marks line `lineId` failed with `reason`, and makes its payout entries inactive (unpaid again). */
export async function setLineFailedRow(tx: Database, lineId: number, reason: string, staffId: number, at: Date): Promise<void> {
  await tx
    .update(payoutLines)
    .set({ status: 'failed', failedReason: reason, failedAt: at, markedBy: staffId })
    .where(eq(payoutLines.lineId, lineId));
  await tx.update(payoutEntries).set({ active: false }).where(eq(payoutEntries.lineId, lineId));
}

/**
 * Moves the `confirmed` ledger entries line `lineId` pays to `paid` (reversal rows keep their
 * status: being in a paid line settles them); returns the deals those entries belong to.
 */
export async function markLineEntriesPaidRows(tx: Database, lineId: number): Promise<number[]> {
  const ids = tx
    .select({ entryId: payoutEntries.entryId })
    .from(payoutEntries)
    .where(and(eq(payoutEntries.lineId, lineId), eq(payoutEntries.active, true)));
  await tx
    .update(brokerageLedger)
    .set({ status: 'paid' })
    .where(and(inArray(brokerageLedger.entryId, ids), eq(brokerageLedger.status, 'confirmed')));
  const rows = await tx
    .selectDistinct({ dealId: brokerageLedger.dealId })
    .from(brokerageLedger)
    .where(inArray(brokerageLedger.entryId, ids));
  return rows.map((r) => r.dealId);
}

/** Of deals `dealIds`, those still `confirmed` whose every entry but reversals is paid. */
export async function listDealsFullyPaid(tx: Database, dealIds: readonly number[]): Promise<number[]> {
  if (dealIds.length === 0) return [];
  const rows = await tx
    .select({ dealId: deals.dealId })
    .from(deals)
    .where(
      and(
        inArray(deals.dealId, [...dealIds]),
        eq(deals.status, 'confirmed'),
        sql`not exists (select 1 from brokerage_ledger e where e.deal_id = ${deals.dealId} and e.status not in ('paid', 'reversal'))`,
      ),
    );
  return rows.map((r) => r.dealId);
}

/** The bank file's rows of run `runId`: lines still pending that have bank details, by line id. */
export function listBankFileRows(db: Database, runId: number) {
  return db
    .select({
      lineId: payoutLines.lineId,
      holderName: payoutLines.holderName,
      accountNumberEnc: payoutLines.accountNumberEnc,
      ifsc: payoutLines.ifsc,
      net: payoutLines.net,
    })
    .from(payoutLines)
    .where(and(eq(payoutLines.runId, runId), eq(payoutLines.status, 'pending'), isNotNull(payoutLines.accountNumberEnc)))
    .orderBy(asc(payoutLines.lineId));
}

/** Whether any of `assIds` is an associate (for words about unknown ids). */
export async function existingAssociateIds(db: Database, assIds: readonly number[]): Promise<number[]> {
  if (assIds.length === 0) return [];
  const rows = await db
    .select({ assId: associates.assId })
    .from(associates)
    .where(inArray(associates.assId, [...assIds]));
  return rows.map((r) => r.assId);
}

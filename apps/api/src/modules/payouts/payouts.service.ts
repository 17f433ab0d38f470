import { indiaDateText } from '@realty/contracts/common/dates';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import {
  type AssociatePayout,
  BANK_FILE_COLUMNS,
  PAYOUT_MESSAGES,
  type PayoutLine,
  type PayoutRun,
  type PayoutRunCreate,
} from '@realty/contracts/payouts/payouts';
import type { LedgerKind } from '@realty/contracts/pipeline/brokerage';
import type { Database } from '@realty/db/client';
import { stringify } from 'csv-stringify/sync';
import type { Env } from '../../config/env.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { decryptPii, type PiiKeys } from '../../lib/crypto.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { parseCsv } from '../admin-import/csv.ts';
import { applyDealStatus } from '../brokerage/brokerage.service.ts';
import { normalisePercent, normaliseRupees, paiseToRupees, percentToHundredths, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';
import { renderPayoutAdvicePdf } from './payout-advice-pdf.ts';
import {
  deactivateRunEntryRows,
  type EligibleEntryRow,
  findLineRow,
  insertLineRow,
  insertPayoutEntryRows,
  insertRunRow,
  type LineRow,
  listAssociateLineRows,
  listBankFileRows,
  listCountedLineRows,
  listDealsFullyPaid,
  listEligibleEntryRows,
  listLineEntryRows,
  listPayeeRows,
  listRunLineRows,
  listRunRows,
  listTdsRuleRows,
  lockLineRow,
  lockRunMaking,
  lockRunRow,
  markLineEntriesPaidRows,
  type RunRow,
  runHoldingDeal,
  setLineFailedRow,
  setLinePaidRow,
  setRunStatusRow,
} from './payouts.repository.ts';
import { explainTds, financialYearOfDay, ruleInForce, type TdsPosition, tdsOnBase, workTds, yearBefore } from './tds-math.ts';

/**
 * Payout runs and payouts to associates (docs/product/payouts.md). Staff make a run as a draft
 * from the confirmed, unpaid ledger entries (one line per associate, TDS worked by tds-math.ts with
 * the rule in force on the day of credit), another admin approves it, and then each line is marked
 * paid with the bank's reference (its entries become `paid`, and a deal whose entries are all paid
 * becomes `paid`) or failed (its entries are unpaid again). An approved run never changes but for
 * its lines' outcome. Every change is audited in the same transaction as the change.
 */

/** What the payouts service needs: the database, the settings (the company on the advice), the PII keys, the job queue and the clock. */
export type PayoutDeps = { db: Database; env: Env; keys: PiiKeys; jobs: JobQueue; now: () => Date };

/** India's offset from UTC in milliseconds (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The first instant after day `day` (`YYYY-MM-DD`) ends in India. */
function endOfIndiaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3_600_000 - INDIA_OFFSET_MS);
}

/** The bank file's payment reference of a line: "KR-P12-L34" (run 12, line 34). */
export function paymentReference(runId: number, lineId: number): string {
  return `KR-P${runId}-L${lineId}`;
}

/** One planned line of a run (nothing saved yet). */
type PlannedLine = {
  assId: number;
  associateName: string;
  memberId: string;
  gross: bigint;
  creditedBefore: bigint;
  shortfallCarried: bigint;
  panPresent: boolean;
  outcome: ReturnType<typeof workTds>;
  entries: EligibleEntryRow[];
  bank: { holderName: string; accountNumberEnc: string; accountNumberLast4: string; ifsc: string; bankName: string | null } | null;
};

/** A planned run: its day of credit, year, the rule in force and its lines (by associate name). */
type PlannedRun = {
  creditedOn: string;
  financialYear: string;
  rule: { ruleId: number | null; section: string; ratePercent: string; noPanRatePercent: string; threshold: string; effectiveFrom: string };
  lines: PlannedLine[];
};

/**
 * The lines a run made at `now` would have: the eligible entries (confirmed, and reversal rows not
 * yet settled, credited on or before `until`, of associates not left out, in no active line)
 * grouped by associate; a line whose gross is zero or less is left out (carried to a later run).
 * @throws AppError 400 (until) for a day after today in India.
 */
async function planRun(db: Database, now: Date, input: PayoutRunCreate): Promise<PlannedRun> {
  const creditedOn = indiaDateText(now);
  if (input.until && input.until > creditedOn) throw badRequest(PAYOUT_MESSAGES.untilInFuture, 'until');
  const rule = ruleInForce(
    (await listTdsRuleRows(db)).map((r) => ({ ...r, ruleId: r.ruleId })),
    creditedOn,
  );
  if (!rule) throw new Error(`No TDS rule of section 194H is in force on ${creditedOn}`);
  const entries = await listEligibleEntryRows(db, input.until ? endOfIndiaDay(input.until) : null, input.exclude_ass_ids ?? []);
  const byAssociate = new Map<number, EligibleEntryRow[]>();
  for (const entry of entries) byAssociate.set(entry.assId, [...(byAssociate.get(entry.assId) ?? []), entry]);
  const assIds = [...byAssociate.keys()];
  const [payees, counted] = await Promise.all([listPayeeRows(db, assIds), listCountedLineRows(db, assIds)]);
  const lines: PlannedLine[] = [];
  for (const payee of payees) {
    const own = byAssociate.get(payee.assId) ?? [];
    const gross = own.reduce((sum, e) => sum + rupeesToPaise(e.amount), 0n);
    const before = yearBefore(
      counted.filter((l) => l.assId === payee.assId),
      creditedOn,
    );
    const outcome = workTds({ rule, panPresent: payee.panPresent, ...before, gross });
    if (!outcome.payable) continue;
    lines.push({
      assId: payee.assId,
      associateName: payee.name,
      memberId: payee.memberId,
      gross,
      creditedBefore: before.creditedBefore,
      shortfallCarried: before.shortfallCarried,
      panPresent: payee.panPresent,
      outcome,
      entries: own,
      bank:
        payee.accountNumberEnc && payee.holderName && payee.accountNumberLast4 && payee.ifsc
          ? {
              holderName: payee.holderName,
              accountNumberEnc: payee.accountNumberEnc,
              accountNumberLast4: payee.accountNumberLast4,
              ifsc: payee.ifsc,
              bankName: payee.bankName,
            }
          : null,
    });
  }
  lines.sort((a, b) => a.associateName.localeCompare(b.associateName) || a.assId - b.assId);
  return { creditedOn, financialYear: financialYearOfDay(creditedOn), rule, lines };
}

/** The sum of `values` in paise. */
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The TDS part of a line on the wire, with its explanation in words. */
function tdsOf(input: {
  section: string;
  ruleId: number | null;
  ratePercent: string;
  panPresent: boolean;
  threshold: string | null;
  creditedBefore: bigint;
  gross: bigint;
  base: bigint;
  tds: bigint;
  shortfall: bigint;
}): PayoutLine['tds'] {
  const rateHundredths = percentToHundredths(input.ratePercent);
  const threshold = input.threshold ? rupeesToPaise(input.threshold) : 0n;
  const position: TdsPosition = input.base === 0n ? 'below' : input.creditedBefore > threshold ? 'above' : 'crossing';
  const due = tdsOnBase(input.base, rateHundredths);
  const shortfallCarried = input.tds + input.shortfall - due;
  return {
    section: input.section,
    rule_id: input.ruleId,
    rate_percent: normalisePercent(input.ratePercent),
    pan_present: input.panPresent,
    year_credited_before: paiseToRupees(input.creditedBefore),
    base: paiseToRupees(input.base),
    amount: paiseToRupees(input.tds),
    shortfall: paiseToRupees(input.shortfall),
    explanation: explainTds(
      { position, rateHundredths, base: input.base, due, tds: input.tds, shortfall: input.shortfall },
      {
        threshold: input.threshold ?? '0.00',
        section: input.section,
        panPresent: input.panPresent,
        creditedBefore: input.creditedBefore,
        gross: input.gross,
        shortfallCarried: shortfallCarried > 0n ? shortfallCarried : 0n,
      },
    ),
  };
}

/** A ledger entry of a line on the wire. */
type EntryOut = PayoutLine['entries'][number];

/** A planned line on the wire (the preview: `line_id` and `run_id` 0). */
function plannedLineOut(plan: PlannedRun, line: PlannedLine): PayoutLine {
  return {
    line_id: 0,
    run_id: 0,
    ass_id: line.assId,
    associate_name: line.associateName,
    member_id: line.memberId,
    status: 'pending',
    financial_year: plan.financialYear,
    credited_on: plan.creditedOn,
    gross: paiseToRupees(line.gross),
    tds: tdsOf({
      section: plan.rule.section,
      ruleId: plan.rule.ruleId,
      ratePercent: paiseRate(line.outcome.rateHundredths),
      panPresent: line.panPresent,
      threshold: plan.rule.threshold,
      creditedBefore: line.creditedBefore,
      gross: line.gross,
      base: line.outcome.base,
      tds: line.outcome.tds,
      shortfall: line.outcome.shortfall,
    }),
    net: paiseToRupees(line.outcome.net),
    entry_count: line.entries.length,
    entries: line.entries.map((e) => ({
      entry_id: e.entryId,
      deal_id: e.dealId,
      kind: e.kind as LedgerKind,
      site_title: e.siteTitle,
      amount: normaliseRupees(e.amount),
      is_reversal: e.status === 'reversal',
    })),
    bank: line.bank
      ? {
          holder_name: line.bank.holderName,
          account_last4: line.bank.accountNumberLast4,
          ifsc: line.bank.ifsc,
          bank_name: line.bank.bankName,
        }
      : null,
    reference: null,
    paid_at: null,
    failed_reason: null,
  };
}

/** Hundredths of a percent as "2.00". */
function paiseRate(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A stored line on the wire, with its entries. */
function lineOut(row: LineRow, entries: EntryOut[]): PayoutLine {
  return {
    line_id: row.lineId,
    run_id: row.runId,
    ass_id: row.assId,
    associate_name: row.associateName,
    member_id: row.memberId,
    status: row.status,
    financial_year: row.financialYear,
    credited_on: String(row.creditedOn),
    gross: normaliseRupees(row.gross),
    tds: tdsOf({
      section: row.tdsSection,
      ruleId: row.tdsRuleId,
      ratePercent: row.tdsRatePercent,
      panPresent: row.panPresent,
      threshold: row.threshold,
      creditedBefore: rupeesToPaise(row.yearCreditedBefore),
      gross: rupeesToPaise(row.gross),
      base: rupeesToPaise(row.tdsBase),
      tds: rupeesToPaise(row.tds),
      shortfall: rupeesToPaise(row.tdsShortfall),
    }),
    net: normaliseRupees(row.net),
    entry_count: entries.length,
    entries,
    bank:
      row.accountNumberEnc && row.holderName && row.accountNumberLast4 && row.ifsc
        ? { holder_name: row.holderName, account_last4: row.accountNumberLast4, ifsc: row.ifsc, bank_name: row.bankName }
        : null,
    reference: row.reference,
    paid_at: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    failed_reason: row.failedReason,
  };
}

/** The entries of lines `lineIds` on the wire, by line. */
async function entriesByLine(db: Database, lineIds: number[]): Promise<Map<number, EntryOut[]>> {
  const map = new Map<number, EntryOut[]>();
  for (const row of await listLineEntryRows(db, lineIds)) {
    const list = map.get(row.lineId) ?? [];
    list.push({
      entry_id: row.entryId,
      deal_id: row.dealId,
      kind: row.kind as LedgerKind,
      site_title: row.siteTitle,
      amount: normaliseRupees(row.amount),
      is_reversal: row.isReversal,
    });
    map.set(row.lineId, list);
  }
  return map;
}

/** A stored run on the wire (with `lines` when given). */
function runOut(row: RunRow, lines?: PayoutLine[]): PayoutRun {
  return {
    run_id: row.runId,
    status: row.status,
    until: row.until ? String(row.until) : null,
    excluded_ass_ids: row.excludedAssIds ?? [],
    financial_year: row.financialYear,
    credited_on: String(row.creditedOn),
    total_gross: normaliseRupees(row.totalGross),
    total_tds: normaliseRupees(row.totalTds),
    total_net: normaliseRupees(row.totalNet),
    line_count: Number(row.lineCount),
    lines_paid: Number(row.linesPaid),
    lines_failed: Number(row.linesFailed),
    lines_without_bank: Number(row.linesWithoutBank),
    created_by: row.createdByName ?? null,
    created_at: new Date(row.createdAt).toISOString(),
    approved_by: row.approvedByName ?? null,
    approved_at: row.approvedAt ? new Date(row.approvedAt).toISOString() : null,
    ...(lines ? { lines } : {}),
  };
}

/**
 * `GET /api/admin/payout-runs/preview?until=&exclude_ass_ids=`: the run that would be made now,
 * nothing saved (`run_id` 0, status `draft`, each line's `line_id` 0).
 * @throws AppError 400 (until) for a day after today in India.
 * @see docs/product/payouts.md ("Payout runs")
 */
/**
 * Refuses a change by hand (`PATCH /api/admin/deals/{dealId}` to `paid` or `cancelled`) of deal
 * `dealId` while a payout line still pending holds its earnings: marked paid by hand the bank
 * could pay them twice; cancelled, the run would pay what no longer is owed. Takes the
 * payout-run lock in `tx` first, so no run is being made at the same moment either; call it inside
 * the transaction that changes the deal.
 * @throws AppError 409 (field `status`) {@link PAYOUT_MESSAGES.dealInPayoutRun} naming the run.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function assertDealNotInPayoutRun(tx: Database, dealId: number): Promise<void> {
  await lockRunMaking(tx);
  const runId = await runHoldingDeal(tx, dealId);
  if (runId !== undefined) throw conflict(PAYOUT_MESSAGES.dealInPayoutRun.replace('{run}', String(runId)), 'status');
}

export async function previewRun(deps: PayoutDeps, input: PayoutRunCreate): Promise<PayoutRun> {
  const now = deps.now();
  const plan = await planRun(deps.db, now, input);
  const lines = plan.lines.map((l) => plannedLineOut(plan, l));
  return {
    run_id: 0,
    status: 'draft',
    until: input.until ?? null,
    excluded_ass_ids: input.exclude_ass_ids ?? [],
    financial_year: plan.financialYear,
    credited_on: plan.creditedOn,
    total_gross: paiseToRupees(sum(plan.lines.map((l) => l.gross))),
    total_tds: paiseToRupees(sum(plan.lines.map((l) => l.outcome.tds))),
    total_net: paiseToRupees(sum(plan.lines.map((l) => l.outcome.net))),
    line_count: lines.length,
    lines_paid: 0,
    lines_failed: 0,
    lines_without_bank: lines.filter((l) => l.bank === null).length,
    created_by: null,
    created_at: now.toISOString(),
    approved_by: null,
    approved_at: null,
    lines,
  };
}

/**
 * `POST /api/admin/payout-runs` `{ until?, exclude_ass_ids? }` by admin `staffId`: stores the
 * run of {@link previewRun} as a draft with its lines and the entries each pays, under the
 * payout-run lock, so two runs made at once (or the same request twice) never put an entry in two
 * active lines: the unique index `payout_entries_once` refuses it in any case. Audited as `create`
 * on `payout-run`.
 * @returns the draft with its lines.
 * @throws AppError 400 (until) for a day after today; 409 `nothingToPay` when nothing is eligible;
 *   409 `entriesTaken` when entries it saw were put in another run meanwhile.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function createRun(deps: PayoutDeps, staffId: number, input: PayoutRunCreate): Promise<PayoutRun> {
  const seen = await planRun(deps.db, deps.now(), input);
  if (seen.lines.length === 0) throw conflict(PAYOUT_MESSAGES.nothingToPay);
  const seenEntries = seen.lines.flatMap((l) => l.entries.map((e) => e.entryId));
  let runId: number;
  try {
    runId = await runInTransaction(deps.db, async (tx) => {
      await lockRunMaking(tx);
      const at = deps.now();
      const plan = await planRun(tx, at, input);
      const now = new Set(plan.lines.flatMap((l) => l.entries.map((e) => e.entryId)));
      if (plan.lines.length === 0 || seenEntries.some((id) => !now.has(id))) throw conflict(PAYOUT_MESSAGES.entriesTaken);
      const id = await insertRunRow(tx, {
        status: 'draft',
        until: input.until ?? null,
        excludedAssIds: input.exclude_ass_ids ?? [],
        financialYear: plan.financialYear,
        creditedOn: plan.creditedOn,
        totalGross: paiseToRupees(sum(plan.lines.map((l) => l.gross))),
        totalTds: paiseToRupees(sum(plan.lines.map((l) => l.outcome.tds))),
        totalNet: paiseToRupees(sum(plan.lines.map((l) => l.outcome.net))),
        createdBy: staffId,
        createdAt: at,
      });
      for (const line of plan.lines) {
        const lineId = await insertLineRow(tx, {
          runId: id,
          assId: line.assId,
          status: 'pending',
          financialYear: plan.financialYear,
          creditedOn: plan.creditedOn,
          gross: paiseToRupees(line.gross),
          yearCreditedBefore: paiseToRupees(line.creditedBefore),
          tdsBase: paiseToRupees(line.outcome.base),
          tdsRuleId: plan.rule.ruleId,
          tdsSection: plan.rule.section,
          tdsRatePercent: paiseRate(line.outcome.rateHundredths),
          panPresent: line.panPresent,
          tds: paiseToRupees(line.outcome.tds),
          tdsShortfall: paiseToRupees(line.outcome.shortfall),
          net: paiseToRupees(line.outcome.net),
          holderName: line.bank?.holderName ?? null,
          accountNumberEnc: line.bank?.accountNumberEnc ?? null,
          accountNumberLast4: line.bank?.accountNumberLast4 ?? null,
          ifsc: line.bank?.ifsc ?? null,
          bankName: line.bank?.bankName ?? null,
        });
        await insertPayoutEntryRows(
          tx,
          lineId,
          line.entries.map((e) => ({ entryId: e.entryId, amount: normaliseRupees(e.amount) })),
        );
      }
      await recordAudit(tx, {
        staffId,
        action: 'create',
        entity: 'payout-run',
        entityId: String(id),
        after: {
          until: input.until ?? null,
          excluded_ass_ids: input.exclude_ass_ids ?? [],
          lines: plan.lines.length,
          total_gross: paiseToRupees(sum(plan.lines.map((l) => l.gross))),
          total_tds: paiseToRupees(sum(plan.lines.map((l) => l.outcome.tds))),
        },
      });
      return id;
    });
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw conflict(PAYOUT_MESSAGES.entriesTaken);
    throw error;
  }
  return getRun(deps.db, runId);
}

/**
 * `GET /api/admin/payout-runs`: runs newest first (at most 200), without their lines.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function listRuns(db: Database): Promise<PayoutRun[]> {
  return (await listRunRows(db)).map((r) => runOut(r));
}

/**
 * `GET /api/admin/payout-runs/{runId}`: the run with its lines (by associate name) and their entries.
 * @throws AppError 404 `runNotFound`.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function getRun(db: Database, runId: number): Promise<PayoutRun> {
  const [row] = await listRunRows(db, 1, runId);
  if (!row) throw notFound(PAYOUT_MESSAGES.runNotFound);
  const lines = await listRunLineRows(db, runId);
  const entries = await entriesByLine(
    db,
    lines.map((l) => l.lineId),
  );
  return runOut(
    row,
    lines.map((l) => lineOut(l, entries.get(l.lineId) ?? [])),
  );
}

/** The run `runId` locked in `tx`. @throws AppError 404 `runNotFound`. */
async function lockedRun(tx: Database, runId: number) {
  const run = await lockRunRow(tx, runId);
  if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
  return run;
}

/**
 * `POST /api/admin/payout-runs/{runId}/approve` by admin `staffId`: a draft made by another admin
 * becomes `approved` and never changes again but for its lines' outcome. Audited as `approve`.
 * @throws AppError 404; 409 `notDraft` for a run approved or discarded; 403 `approveOwnRun` for
 *   the admin who made it.
 * @see docs/product/payouts.md ("Who may do what")
 */
export async function approveRun(deps: PayoutDeps, staffId: number, runId: number): Promise<PayoutRun> {
  await runInTransaction(deps.db, async (tx) => {
    const run = await lockedRun(tx, runId);
    if (run.status !== 'draft') throw new AppError(409, PAYOUT_MESSAGES.notDraft, { code: ERROR_CODES.INVALID_STATE });
    if (run.createdBy === staffId) throw new AppError(403, PAYOUT_MESSAGES.approveOwnRun, { code: ERROR_CODES.FORBIDDEN });
    await setRunStatusRow(tx, runId, 'approved', staffId, deps.now());
    await recordAudit(tx, {
      staffId,
      action: 'approve',
      entity: 'payout-run',
      entityId: String(runId),
      before: { status: 'draft' },
      after: { status: 'approved' },
    });
  });
  return getRun(deps.db, runId);
}

/**
 * `POST /api/admin/payout-runs/{runId}/discard` by admin `staffId`: a draft becomes `discarded`
 * and its entries are unpaid again (its payout entries inactive). Audited as `discard`.
 * @throws AppError 404; 409 `notDraft` for a run approved or discarded already.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function discardRun(deps: PayoutDeps, staffId: number, runId: number): Promise<PayoutRun> {
  await runInTransaction(deps.db, async (tx) => {
    const run = await lockedRun(tx, runId);
    if (run.status !== 'draft') throw new AppError(409, PAYOUT_MESSAGES.notDraft, { code: ERROR_CODES.INVALID_STATE });
    await setRunStatusRow(tx, runId, 'discarded', null, deps.now());
    await deactivateRunEntryRows(tx, runId);
    await recordAudit(tx, {
      staffId,
      action: 'discard',
      entity: 'payout-run',
      entityId: String(runId),
      before: { status: 'draft' },
      after: { status: 'discarded' },
    });
  });
  return getRun(deps.db, runId);
}

/** The line `lineId` of approved run `runId`, locked and still pending. */
async function pendingLine(tx: Database, runId: number, lineId: number) {
  const run = await lockedRun(tx, runId);
  const line = await lockLineRow(tx, lineId);
  if (!line || line.runId !== runId) throw notFound(PAYOUT_MESSAGES.lineNotFound);
  if (run.status !== 'approved') throw new AppError(409, PAYOUT_MESSAGES.notApproved, { code: ERROR_CODES.INVALID_STATE });
  if (line.status !== 'pending') throw new AppError(409, PAYOUT_MESSAGES.lineDone, { code: ERROR_CODES.INVALID_STATE });
  return line;
}

/** The line as answered after marking it. */
async function lineAnswer(db: Database, runId: number, lineId: number): Promise<PayoutLine> {
  const rows = await listRunLineRows(db, runId);
  const row = rows.find((r) => r.lineId === lineId);
  if (!row) throw notFound(PAYOUT_MESSAGES.lineNotFound);
  const entries = await entriesByLine(db, [lineId]);
  return lineOut(row, entries.get(lineId) ?? []);
}

/** Marks the line paid in `tx`: its entries `paid`, each deal whose entries are all paid `paid`, audited. */
async function markPaidIn(tx: Database, staffId: number, runId: number, lineId: number, reference: string, at: Date) {
  const line = await pendingLine(tx, runId, lineId);
  await setLinePaidRow(tx, lineId, reference, staffId, at);
  const dealIds = await markLineEntriesPaidRows(tx, lineId);
  for (const dealId of await listDealsFullyPaid(tx, dealIds)) {
    const change = await applyDealStatus(tx, dealId, 'paid', { type: 'staff', id: staffId }, at);
    if (change.changed) {
      await recordAudit(tx, {
        staffId,
        action: 'status',
        entity: 'deal',
        entityId: String(dealId),
        before: { status: change.from },
        after: { status: 'paid', payout_line_id: lineId },
      });
    }
  }
  await recordAudit(tx, {
    staffId,
    action: 'paid',
    entity: 'payout-line',
    entityId: String(lineId),
    before: { status: 'pending' },
    after: { status: 'paid', reference, run_id: runId },
  });
  return line;
}

/** Tells the associate of line `line` it was paid, in their language. */
async function tellPaid(deps: PayoutDeps, line: PayoutLine): Promise<void> {
  await notify(
    deps.jobs,
    localisedNotification(
      { type: 'associate', id: line.ass_id },
      { kind: 'payoutPaid', net: line.net, tds: line.tds.amount, reference: line.reference ?? '' },
      '/associatedashboard',
    ),
  );
}

/**
 * `POST /api/admin/payout-runs/{runId}/lines/{lineId}/paid` `{ reference }` by admin `staffId`:
 * the line becomes `paid` with the bank's reference; the ledger entries it pays become `paid` and
 * a deal all of whose entries (reversals aside) are paid becomes `paid`; the associate is told by
 * SMS and push in their language. Audited as `paid` on `payout-line`.
 * @throws AppError 404 run or line; 409 `notApproved` before approval; 409 `lineDone` for a line marked already.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function markLinePaid(
  deps: PayoutDeps,
  staffId: number,
  runId: number,
  lineId: number,
  reference: string,
): Promise<PayoutLine> {
  await runInTransaction(deps.db, (tx) => markPaidIn(tx, staffId, runId, lineId, reference, deps.now()));
  const line = await lineAnswer(deps.db, runId, lineId);
  await tellPaid(deps, line);
  return line;
}

/** Marks the line failed in `tx` (its entries unpaid again), audited. */
async function markFailedIn(tx: Database, staffId: number, runId: number, lineId: number, reason: string, at: Date) {
  await pendingLine(tx, runId, lineId);
  await setLineFailedRow(tx, lineId, reason, staffId, at);
  await recordAudit(tx, {
    staffId,
    action: 'failed',
    entity: 'payout-line',
    entityId: String(lineId),
    before: { status: 'pending' },
    after: { status: 'failed', reason, run_id: runId },
  });
}

/**
 * `POST /api/admin/payout-runs/{runId}/lines/{lineId}/failed` `{ reason }` by admin `staffId`: the
 * line becomes `failed` and its entries are unpaid again (they go into the next run); its gross no
 * longer counts in the associate's year. Audited as `failed` on `payout-line`.
 * @throws AppError as {@link markLinePaid}.
 * @see docs/product/payouts.md ("Payout runs")
 */
export async function markLineFailed(
  deps: PayoutDeps,
  staffId: number,
  runId: number,
  lineId: number,
  reason: string,
): Promise<PayoutLine> {
  await runInTransaction(deps.db, (tx) => markFailedIn(tx, staffId, runId, lineId, reason, deps.now()));
  return lineAnswer(deps.db, runId, lineId);
}

/** Text that a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * `GET /api/admin/payout-runs/{runId}/bank-file.csv` by admin `staffId`: the NEFT/IMPS bulk
 * transfer file of an approved run, one row per line still pending that has bank details, columns
 * {@link BANK_FILE_COLUMNS}: beneficiary name, the full account number (decrypted here and nowhere
 * else), IFSC, the net amount (rupees, two decimals) and the payment reference ("KR-P12-L34").
 * Written by `csv-stringify` with a header row and CRLF line ends. Each download is audited as
 * `download` on `payout-run` (how many rows and their total; never an account number).
 * @returns the CSV text and its file name (`payout-run-12-bank-file.csv`).
 * @throws AppError 404; 409 `notApproved` for a draft or discarded run.
 * @see docs/product/payouts.md ("Bank file")
 */
export async function bankFile(deps: PayoutDeps, staffId: number, runId: number): Promise<{ csv: string; fileName: string }> {
  const [run] = await listRunRows(deps.db, 1, runId);
  if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
  if (run.status !== 'approved') throw new AppError(409, PAYOUT_MESSAGES.notApproved, { code: ERROR_CODES.INVALID_STATE });
  const rows = await listBankFileRows(deps.db, runId);
  const records = rows.map((r) => [
    safeCell(r.holderName ?? ''),
    decryptPii(deps.keys, r.accountNumberEnc ?? ''),
    r.ifsc ?? '',
    normaliseRupees(r.net),
    paymentReference(runId, r.lineId),
  ]);
  await recordAudit(deps.db, {
    staffId,
    action: 'download',
    entity: 'payout-run',
    entityId: String(runId),
    after: {
      file: 'bank-file.csv',
      rows: rows.length,
      total: paiseToRupees(sum(rows.map((r) => rupeesToPaise(r.net)))),
      line_ids: rows.map((r) => r.lineId),
    },
  });
  return {
    csv: stringify(records, { header: true, columns: [...BANK_FILE_COLUMNS], record_delimiter: 'windows' }),
    fileName: `payout-run-${runId}-bank-file.csv`,
  };
}

/** Statuses the bank's response file may give a transfer, and what each means here. */
const RESPONSE_STATUSES: Readonly<Record<string, 'paid' | 'failed'>> = {
  paid: 'paid',
  success: 'paid',
  successful: 'paid',
  failed: 'failed',
  failure: 'failed',
  rejected: 'failed',
  returned: 'failed',
};

/**
 * `POST /api/admin/payout-runs/{runId}/bank-response` `{ csv }` by admin `staffId`: reads the
 * bank's response file (a header row naming `reference`, `utr`, `status` and optionally `reason`,
 * in any order and case) and marks each row's line as {@link markLinePaid} (with the UTR as its
 * reference) or {@link markLineFailed} would, each row on its own; rows that match no line of this
 * run, lines marked already, or rows without a UTR are reported as problems in words and change
 * nothing.
 * @returns how many lines were marked paid and failed, and the problems by row number (the header is row 1).
 * @throws AppError 404; 409 `notApproved`; 400 (csv) for a file without the columns.
 * @see docs/product/payouts.md ("Bank file")
 */
export async function importBankResponse(
  deps: PayoutDeps,
  staffId: number,
  runId: number,
  csv: string,
): Promise<{ paid: number; failed: number; problems: { row: number; message: string }[] }> {
  const [run] = await listRunRows(deps.db, 1, runId);
  if (!run) throw notFound(PAYOUT_MESSAGES.runNotFound);
  if (run.status !== 'approved') throw new AppError(409, PAYOUT_MESSAGES.notApproved, { code: ERROR_CODES.INVALID_STATE });
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csv);
  } catch {
    throw badRequest('The bank’s response file is not a readable CSV file.', 'csv');
  }
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map((c) => c.trim().toLowerCase());
  const column = (name: string) => names.indexOf(name);
  if (column('reference') < 0 || column('status') < 0 || column('utr') < 0) {
    throw badRequest('The bank’s response file needs a header row with the columns reference, utr and status.', 'csv');
  }
  const result = { paid: 0, failed: 0, problems: [] as { row: number; message: string }[] };
  const told: PayoutLine[] = [];
  for (const [index, record] of rows.entries()) {
    const row = index + 2;
    const cell = (name: string) => (column(name) >= 0 ? (record.cells[column(name)] ?? '').trim() : '');
    const match = /^KR-P(\d+)-L(\d+)$/i.exec(cell('reference'));
    if (!match || Number(match[1]) !== runId) {
      result.problems.push({ row, message: `The reference "${cell('reference')}" is not a payment of this run.` });
      continue;
    }
    const lineId = Number(match[2]);
    const outcome = RESPONSE_STATUSES[cell('status').toLowerCase()];
    if (!outcome) {
      result.problems.push({ row, message: `The status "${cell('status')}" is not paid, success, failed or rejected.` });
      continue;
    }
    const utr = cell('utr');
    if (outcome === 'paid' && !/^[A-Za-z0-9/-]{1,40}$/.test(utr)) {
      result.problems.push({ row, message: 'A paid transfer needs the bank’s UTR (letters, digits, - and /, at most 40).' });
      continue;
    }
    try {
      if (outcome === 'paid') {
        await runInTransaction(deps.db, (tx) => markPaidIn(tx, staffId, runId, lineId, utr, deps.now()));
        told.push(await lineAnswer(deps.db, runId, lineId));
        result.paid += 1;
      } else {
        const reason = (cell('reason') || 'Rejected by the bank').slice(0, 300);
        await runInTransaction(deps.db, (tx) => markFailedIn(tx, staffId, runId, lineId, reason, deps.now()));
        result.failed += 1;
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.problems.push({ row, message: error.message });
    }
  }
  for (const line of told) await tellPaid(deps, line);
  return result;
}

/** A stored line as its associate sees it. */
function associatePayoutOut(line: PayoutLine): AssociatePayout {
  return {
    payout_id: line.line_id,
    status: line.status,
    credited_on: line.credited_on,
    financial_year: line.financial_year,
    gross: line.gross,
    tds: line.tds,
    net: line.net,
    reference: line.reference,
    paid_at: line.paid_at,
    failed_reason: line.failed_reason,
    bank: line.bank,
    entries: line.entries,
  };
}

/**
 * `GET /api/associate/payouts`: associate `assId`'s payouts (their lines of approved runs), newest
 * first, with gross, TDS (rate, section, how it was worked), net, reference and entries.
 * @see docs/product/payouts.md ("What associates see")
 */
export async function listMyPayouts(db: Database, assId: number): Promise<AssociatePayout[]> {
  const rows = await listAssociateLineRows(db, assId);
  const entries = await entriesByLine(
    db,
    rows.map((r) => r.lineId),
  );
  return rows.map((r) => associatePayoutOut(lineOut(r, entries.get(r.lineId) ?? [])));
}

/**
 * The payout advice PDF of payout `payoutId` for associate `assId`, and its file name
 * (`payout-advice-34.pdf`).
 * @throws AppError 404 `payoutNotFound` (unknown, or in a run not approved); 403 NOT_OWNER for another associate's payout.
 * @see docs/product/payouts.md ("Payout advice")
 */
export async function payoutAdvicePdf(deps: PayoutDeps, payoutId: number, assId: number): Promise<{ pdf: Buffer; fileName: string }> {
  const rows = await listAssociateLineRows(deps.db, assId);
  const row = rows.find((r) => r.lineId === payoutId);
  if (!row) {
    const other = await findOtherOwner(deps.db, payoutId);
    if (other !== undefined && other !== assId) {
      throw new AppError(403, PAYOUT_MESSAGES.payoutNotOwner, { code: ERROR_CODES.NOT_OWNER });
    }
    throw notFound(PAYOUT_MESSAGES.payoutNotFound);
  }
  const entries = await entriesByLine(deps.db, [payoutId]);
  const line = lineOut(row, entries.get(payoutId) ?? []);
  const pdf = await renderPayoutAdvicePdf({
    company: { legalName: deps.env.BUSINESS_LEGAL_NAME, address: deps.env.BUSINESS_ADDRESS, gstin: deps.env.BUSINESS_GSTIN },
    payout: line,
    paymentReference: paymentReference(line.run_id, line.line_id),
  });
  return { pdf, fileName: `payout-advice-${payoutId}.pdf` };
}

/** The associate of the line `lineId` in an approved run, or undefined. */
async function findOtherOwner(db: Database, lineId: number): Promise<number | undefined> {
  const row = await findLineRow(db, lineId);
  return row && row.runStatus === 'approved' ? row.assId : undefined;
}

import { indiaDateText } from '@realty/contracts/common/dates';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { PAYOUT_MESSAGES, type PayoutRun, type PayoutRunCreate } from '@realty/contracts/payouts/payouts';
import type { Database } from '@realty/db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { normaliseRupees, paiseToRupees, rupeesToPaise } from '../brokerage/ledger-math.ts';
import {
  entriesByLine,
  lineOut,
  type PayoutDeps,
  type PlannedLine,
  type PlannedRun,
  paiseRate,
  plannedLineOut,
  runOut,
  sum,
} from './payout-wire.ts';
import {
  deactivateRunEntryRows,
  type EligibleEntryRow,
  insertLineRow,
  insertPayoutEntryRows,
  insertRunRow,
  listCountedLineRows,
  listEligibleEntryRows,
  listPayeeRows,
  listRunLineRows,
  listRunRows,
  listTdsRuleRows,
  lockRunMaking,
  lockRunRow,
  runHoldingDeal,
  setRunStatusRow,
} from './payouts.repository.ts';
import { financialYearOfDay, ruleInForce, workTds, yearBefore } from './tds-math.ts';

/**
 * Payout runs (docs/product/payouts.md, "Payout runs"). Staff make a run as a draft from the
 * confirmed, unpaid ledger entries (one line per associate, TDS worked by tds-math.ts with the rule
 * in force on the day of credit), another admin approves it or it is discarded; an approved run
 * never changes but for its lines' outcome (payout-lines.service.ts). Runs are made one at a time
 * (a transaction advisory lock) and an entry is in one active line at most (a unique index), so
 * nothing is paid twice. Every change is audited in the same transaction as the change.
 */

/** India's offset from UTC in milliseconds (no daylight saving). */
export const INDIA_OFFSET_MS = 330 * 60_000;

/** The first instant after day `day` (`YYYY-MM-DD`) ends in India. */
export function endOfIndiaDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3_600_000 - INDIA_OFFSET_MS);
}

/**
 * The lines a run made at `now` would have: the eligible entries (confirmed, and reversal rows not
 * yet settled, credited on or before `until`, of associates not left out, in no active line)
 * grouped by associate; a line whose gross is zero or less is left out (carried to a later run).
 * @throws AppError 400 (until) for a day after today in India.
 */
export async function planRun(db: Database, now: Date, input: PayoutRunCreate): Promise<PlannedRun> {
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

/**
 * `GET /api/admin/payout-runs/preview?until=&exclude_ass_ids=`: the run that would be made now,
 * nothing saved (`run_id` 0, status `draft`, each line's `line_id` 0).
 * @throws AppError 400 (until) for a day after today in India.
 * @see docs/product/payouts.md ("Payout runs")
 */
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
export async function lockedRun(tx: Database, runId: number) {
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

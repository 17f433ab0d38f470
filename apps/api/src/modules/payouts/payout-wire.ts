import type { PayoutLine, PayoutRun } from '@realty/contracts/payouts/payouts';
import type { LedgerKind } from '@realty/contracts/pipeline/brokerage';
import type { Database } from '@realty/db/client';
import type { Env } from '../../config/env.ts';
import type { PiiKeys } from '../../lib/crypto.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import { normalisePercent, normaliseRupees, paiseToRupees, percentToHundredths, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { type EligibleEntryRow, type LineRow, listLineEntryRows, type RunRow } from './payouts.repository.ts';
import { explainTds, type TdsPosition, tdsOnBase, type workTds } from './tds-math.ts';

/**
 * Payout runs and lines as the API answers them (docs/product/payouts.md): the shapes shared by
 * the runs, the lines and the associates' payouts, the TDS part of a line with its explanation in
 * words, and the bank file's payment reference. Money is rupees as decimal text, worked in paise.
 */

/** What the payouts service needs: the database, the settings (the company on the advice), the PII keys, the job queue and the clock. */
export type PayoutDeps = { db: Database; env: Env; keys: PiiKeys; jobs: JobQueue; now: () => Date };

/** The bank file's payment reference of a line: "KR-P12-L34" (run 12, line 34). */
export function paymentReference(runId: number, lineId: number): string {
  return `KR-P${runId}-L${lineId}`;
}

/** One planned line of a run (nothing saved yet). */
export type PlannedLine = {
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
export type PlannedRun = {
  creditedOn: string;
  financialYear: string;
  rule: { ruleId: number | null; section: string; ratePercent: string; noPanRatePercent: string; threshold: string; effectiveFrom: string };
  lines: PlannedLine[];
};

/** The sum of `values` in paise. */
export const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** The TDS part of a line on the wire, with its explanation in words. */
export function tdsOf(input: {
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
export type EntryOut = PayoutLine['entries'][number];

/** A planned line on the wire (the preview: `line_id` and `run_id` 0). */
export function plannedLineOut(plan: PlannedRun, line: PlannedLine): PayoutLine {
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
export function paiseRate(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A stored line on the wire, with its entries. */
export function lineOut(row: LineRow, entries: EntryOut[]): PayoutLine {
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
export async function entriesByLine(db: Database, lineIds: number[]): Promise<Map<number, EntryOut[]>> {
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
export function runOut(row: RunRow, lines?: PayoutLine[]): PayoutRun {
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

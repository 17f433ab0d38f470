import { indiaDateText } from '@realty/contracts/common/dates';
import { financialYearOf } from '@realty/contracts/common/financial-year';
import {
  type AssociateTdsResponse,
  TDS_MESSAGES,
  TDS_QUARTERLY_CSV_COLUMNS,
  TDS_QUARTERS,
  type TdsQuarter,
  type TdsRule,
  type TdsRuleInput,
} from '@realty/contracts/payouts/tds';
import type { Database } from '@realty/db/client';
import { stringify } from 'csv-stringify/sync';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { decryptPii, type PiiKeys } from '../../lib/crypto.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { normalisePercent, normaliseRupees, paiseToRupees, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { associateHasPan, confirmedUnpaidTotal, listAssociateCredits, listQuarterCredits, type QuarterRow } from './tds.repository.ts';
import {
  findTdsRuleRow,
  insertTdsRuleRow,
  listTdsRuleRows,
  ruleInForce,
  type TdsRuleRow,
  type TdsRuleValues,
  updateTdsRuleRow,
} from './tds-rules.repository.ts';
import { clampDay, dayBefore, financialYearBounds, quarterBounds, quarterOf, returnDate } from './tds-year.ts';

/**
 * Tax deducted at source on the brokerage and commission paid to associates (docs/product/tds.md;
 * Income-tax Act s. 194H, s. 206AA): the rules as data with start days, the associate's TDS year,
 * and the quarter's rows of the TDS return (Form 26Q). Money is rupees as decimal text with two
 * places, added in integer paise (BigInt), never a float. "Today" is the day in India of the app's
 * clock (`identity.now()`), so tests move it.
 */

/** The section of the Income-tax Act every rule here is for: commission or brokerage. */
const SECTION = '194H';

/** What a quarter's return holds in place of the PAN of a deductee who gave none (as the return utility writes it). */
export const PAN_NOT_AVAILABLE = 'PANNOTAVBL';

/** A row as answered, with its `effective_until` (the day before the next rule of its section starts) and whether it has started by `today`. */
function toRule(row: TdsRuleRow, nextFrom: string | undefined, today: string): TdsRule {
  return {
    rule_id: row.ruleId,
    section: row.section,
    effective_from: row.effectiveFrom,
    effective_until: nextFrom ? dayBefore(nextFrom) : null,
    rate_percent: normalisePercent(row.ratePercent),
    no_pan_rate_percent: normalisePercent(row.noPanRatePercent),
    threshold: normaliseRupees(row.threshold),
    note: row.note ?? '',
    started: row.effectiveFrom <= today,
  };
}

/** Every rule as answered, oldest start first (ties by section), each with its end day. */
async function readRules(db: Database, today: string): Promise<TdsRule[]> {
  const rows = await listTdsRuleRows(db);
  const answered = rows.map((row, i) => {
    const next = rows[i + 1];
    return toRule(row, next && next.section === row.section ? next.effectiveFrom : undefined, today);
  });
  return answered.sort((a, b) => a.effective_from.localeCompare(b.effective_from) || a.section.localeCompare(b.section));
}

/**
 * `GET /api/admin/tds-rules` (admin): every TDS rule, oldest start first, with `effective_until`
 * (the day before the next rule of its section starts, null for the latest) and `started`
 * (`effective_from` on or before today in India).
 * @see docs/product/tds.md ("Rules as data")
 */
export function listTdsRules(db: Database, now: Date): Promise<TdsRule[]> {
  return readRules(db, indiaDateText(now));
}

/** The input as stored values. */
function valuesOf(input: TdsRuleInput): TdsRuleValues {
  return {
    effectiveFrom: input.effective_from,
    ratePercent: input.rate_percent,
    noPanRatePercent: input.no_pan_rate_percent,
    threshold: input.threshold,
    note: input.note,
  };
}

/** 400 when `day` is not after `today`: rules already in force are never made or changed. */
function assertStartsAfter(day: string, today: string): void {
  if (day <= today) throw badRequest(TDS_MESSAGES.startInPast, 'effective_from');
}

/** Runs a rule write, turning a second rule of the section on the same day into 409 `sameStart`. */
async function writingRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueIndex(error) === 'tds_rules_section_from') throw conflict(TDS_MESSAGES.sameStart, 'effective_from');
    throw error;
  }
}

/** The answered rule `ruleId` among all rules (its end day depends on the others). */
async function answeredRule(db: Database, ruleId: number, today: string): Promise<TdsRule> {
  const rule = (await readRules(db, today)).find((r) => r.rule_id === ruleId);
  if (!rule) throw notFound(TDS_MESSAGES.ruleNotFound);
  return rule;
}

/**
 * `POST /api/admin/tds-rules` (admin) by staff member `staffId` at `now`: a new rule of section
 * 194H starting after today in India, audited as `create` on entity `tds-rule` with the rule after.
 * @returns the rule as answered (its `effective_until` null while it is the latest).
 * @throws AppError 400 `startInPast` (field effective_from) for a start today or earlier; 409
 *   `sameStart` when a rule of the section already starts that day.
 * @see docs/product/tds.md ("Rules as data")
 */
export async function addTdsRule(db: Database, staffId: number, input: TdsRuleInput, now: Date): Promise<TdsRule> {
  const today = indiaDateText(now);
  assertStartsAfter(input.effective_from, today);
  return writingRule(() =>
    runInTransaction(db, async (tx) => {
      const row = await insertTdsRuleRow(tx, valuesOf(input), staffId, now);
      const after = await answeredRule(tx, row.ruleId, today);
      await recordAudit(tx, { staffId, action: 'create', entity: 'tds-rule', entityId: String(row.ruleId), after });
      return after;
    }),
  );
}

/**
 * `PUT /api/admin/tds-rules/{ruleId}` (admin) by staff member `staffId` at `now`: replaces the
 * start day, rates, threshold and note of a rule that has not started (its row locked while it
 * changes), audited as `update` on entity `tds-rule` with the rule before and after.
 * @throws AppError 404 `ruleNotFound`; 409 `ruleStarted` (INVALID_STATE) for a rule in force
 *   already or in the past; 400 `startInPast` for a new start today or earlier; 409 `sameStart`.
 * @see docs/product/tds.md ("Rules as data")
 */
export async function changeTdsRule(db: Database, staffId: number, ruleId: number, input: TdsRuleInput, now: Date): Promise<TdsRule> {
  const today = indiaDateText(now);
  return writingRule(() =>
    runInTransaction(db, async (tx) => {
      const row = await findTdsRuleRow(tx, ruleId, true);
      if (!row) throw notFound(TDS_MESSAGES.ruleNotFound);
      if (row.effectiveFrom <= today) throw new AppError(409, TDS_MESSAGES.ruleStarted, { code: 'INVALID_STATE' });
      assertStartsAfter(input.effective_from, today);
      const before = await answeredRule(tx, ruleId, today);
      await updateTdsRuleRow(tx, ruleId, valuesOf(input), now);
      const after = await answeredRule(tx, ruleId, today);
      await recordAudit(tx, { staffId, action: 'update', entity: 'tds-rule', entityId: String(ruleId), before, after });
      return after;
    }),
  );
}

/**
 * The TDS rule of `section` in force on `day` (`YYYY-MM-DD` in India): the one with the latest start
 * on or before it, for other modules (a payout run's day of credit), which reach the rules through
 * this service only. Rates "2.00", threshold rupees a financial year "20000.00".
 * @returns undefined when no rule of the section had started by then (before 2016-06-01 for 194H).
 * @see docs/product/tds.md ("Rules as data"); Income-tax Act s. 194H, s. 206AA
 */
export function tdsRuleInForce(db: Database, day: string, section = SECTION): Promise<TdsRuleRow | undefined> {
  return ruleInForce(db, day, section);
}

/** The rule in force on `day`. @throws AppError 400 (field fy) when no rule of the section had started by then. */
async function requireRule(db: Database, day: string, financialYear: string): Promise<TdsRuleRow> {
  const rule = await ruleInForce(db, day, SECTION);
  if (!rule) throw badRequest(`No TDS rule covers the financial year ${financialYear}.`, 'fy');
  return rule;
}

/**
 * `GET /api/associate/tds?fy=` for associate `assId` (the caller, never a parameter) at `now`:
 * their credits of the financial year `fy` (default: the current one in India), each with its
 * quarter; the year's totals; where they stand against the threshold of the rule in force today
 * (for a past year on its 31 March, for a year not begun on its 1 April), at its no-PAN rate when
 * they have no PAN on file; their confirmed earnings no payout holds yet; and the four quarters.
 * The threshold is crossed once the year's credits exceed it or a credit bore TDS;
 * `to_threshold` is what can still be credited before TDS starts ("0.00" once crossed).
 * @throws AppError 400 (field fy) for a year before any rule; 404 for an unknown associate.
 * @see docs/product/tds.md ("The associate's TDS year")
 */
export async function associateTdsYear(
  db: Database,
  assId: number,
  fy: string | undefined,
  now: Date,
): Promise<AssociateTdsResponse['data']> {
  const financialYear = fy ?? financialYearOf(now).label;
  const { from, to } = financialYearBounds(financialYear);
  const [hasPan, rows, unpaid] = await Promise.all([
    associateHasPan(db, assId),
    listAssociateCredits(db, assId, from, to),
    confirmedUnpaidTotal(db, assId),
  ]);
  if (hasPan === undefined) throw notFound('Associate not found.');
  const rule = await requireRule(db, clampDay(indiaDateText(now), from, to), financialYear);

  const byQuarter = new Map(TDS_QUARTERS.map((q) => [q, { credited: 0n, tds: 0n }]));
  let credited = 0n;
  let deducted = 0n;
  let bore = false;
  const credits = rows.map((row) => {
    const quarter = quarterOf(row.creditedOn);
    const gross = rupeesToPaise(row.gross);
    const tds = rupeesToPaise(row.tds);
    const sums = byQuarter.get(quarter);
    if (sums) {
      sums.credited += gross;
      sums.tds += tds;
    }
    credited += gross;
    deducted += tds;
    if (rupeesToPaise(row.tdsBase) > 0n || tds > 0n) bore = true;
    return {
      payout_id: row.lineId,
      credited_on: row.creditedOn,
      quarter,
      gross: paiseToRupees(gross),
      tds_base: normaliseRupees(row.tdsBase),
      rate_percent: normalisePercent(row.ratePercent),
      section: row.section,
      tds: paiseToRupees(tds),
    };
  });
  const threshold = rupeesToPaise(rule.threshold);
  const crossed = bore || credited > threshold;
  return {
    financial_year: financialYear,
    section: rule.section,
    pan_on_file: hasPan,
    rate_percent: normalisePercent(hasPan ? rule.ratePercent : rule.noPanRatePercent),
    threshold: paiseToRupees(threshold),
    credited: paiseToRupees(credited),
    tds_deducted: paiseToRupees(deducted),
    threshold_crossed: crossed,
    to_threshold: paiseToRupees(crossed ? 0n : threshold - credited),
    confirmed_unpaid: normaliseRupees(unpaid),
    credits,
    quarters: TDS_QUARTERS.map((quarter) => {
      const sums = byQuarter.get(quarter) ?? { credited: 0n, tds: 0n };
      return { quarter, credited: paiseToRupees(sums.credited), tds: paiseToRupees(sums.tds) };
    }),
  };
}

/** "XXXXXX234F" from the last four characters of a PAN; null without one. */
export function maskedPan(last4: string | null): string | null {
  return last4 ? `XXXXXX${last4}` : null;
}

/** A spreadsheet would read a cell starting with = + - @ (or a tab or return) as a formula: such a name is written after an apostrophe. */
function asCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The quarter's rows and their totals, in the order of the return (day of credit, then payout). */
async function quarterRows(db: Database, financialYear: string, quarter: TdsQuarter) {
  const { from, to } = quarterBounds(financialYear, quarter);
  const rows = await listQuarterCredits(db, from, to);
  let amount = 0n;
  let tds = 0n;
  for (const row of rows) {
    amount += rupeesToPaise(row.gross);
    tds += rupeesToPaise(row.tds);
  }
  const totals = { amount_credited: paiseToRupees(amount), tds: paiseToRupees(tds), deductees: new Set(rows.map((r) => r.assId)).size };
  return { rows, totals };
}

/** One row as the return (and the page) writes it, with `pan` in full or masked as the caller chose. */
function returnRow(row: QuarterRow, pan: string | null) {
  return {
    payout_id: row.lineId,
    ass_id: row.assId,
    deductee_name: row.name,
    member_id: row.memberId,
    section: row.section,
    date_of_credit: returnDate(row.creditedOn),
    amount_credited: normaliseRupees(row.gross),
    rate_percent: normalisePercent(row.ratePercent),
    tds: normaliseRupees(row.tds),
    pan,
  };
}

/**
 * `GET /api/admin/tds/quarterly?fy=&quarter=&format=json` (admin): the quarter's credits for the
 * back office page, one row per payout line of an approved run, not failed, credited in the
 * quarter (dates DD-MM-YYYY as in the CSV), the PAN masked ("XXXXXX234F", null without one), and
 * the totals (amount credited, TDS, how many deductees).
 * @see docs/product/tds.md ("Form 26Q")
 */
export async function tdsQuarterForPage(db: Database, financialYear: string, quarter: TdsQuarter) {
  const { rows, totals } = await quarterRows(db, financialYear, quarter);
  return {
    financial_year: financialYear,
    quarter,
    rows: rows.map((row) => {
      const { pan: _pan, ...rest } = returnRow(row, null);
      return { ...rest, pan_masked: maskedPan(row.panLast4) };
    }),
    totals,
  };
}

/**
 * `GET /api/admin/tds/quarterly?fy=&quarter=` (admin) by staff member `staffId`: the quarter's
 * rows for the TDS return (Form 26Q) as CSV, columns {@link TDS_QUARTERLY_CSV_COLUMNS} with a
 * header row, written by `csv-stringify` (RFC 4180 quoting, CRLF): the deductee's PAN in full
 * (decrypted here and nowhere else; "PANNOTAVBL" without one), name, member id, section, the day
 * of credit DD-MM-YYYY, amount credited, rate and TDS with two decimals, the payout. Each download
 * is audited as `download` on entity `tds-quarterly` (`2026-27-Q3`) with the row count, never a PAN.
 * @returns the CSV text and the file name (`form-26q-2026-27-Q3.csv`).
 * @see docs/product/tds.md ("Form 26Q", "Who sees the full PAN")
 */
export async function tdsQuarterCsv(
  db: Database,
  keys: PiiKeys,
  staffId: number,
  financialYear: string,
  quarter: TdsQuarter,
): Promise<{ csv: string; fileName: string }> {
  const { rows, totals } = await quarterRows(db, financialYear, quarter);
  const records = rows.map((row) => {
    const r = returnRow(row, row.panEnc ? decryptPii(keys, row.panEnc) : PAN_NOT_AVAILABLE);
    return [
      r.pan,
      asCellText(r.deductee_name),
      r.member_id,
      r.section,
      r.date_of_credit,
      r.amount_credited,
      r.rate_percent,
      r.tds,
      r.payout_id,
    ];
  });
  const csv = stringify(records, { header: true, columns: [...TDS_QUARTERLY_CSV_COLUMNS], record_delimiter: 'windows' });
  await recordAudit(db, {
    staffId,
    action: 'download',
    entity: 'tds-quarterly',
    entityId: `${financialYear}-${quarter}`,
    after: { financial_year: financialYear, quarter, format: 'csv', rows: rows.length, ...totals },
  });
  return { csv, fileName: `form-26q-${financialYear}-${quarter}.csv` };
}

import { indiaDateText } from '@realty/contracts/common/dates';
import type { PayoutLine } from '@realty/contracts/payouts/payouts';
import { TDS_QUARTERS, type TdsQuarter } from '@realty/contracts/payouts/tds';

/**
 * The back office's payouts arithmetic and words (docs/product/payouts.md, "Payout runs", "Tax
 * deducted at source"). Amounts are rupees as decimal text with two places; sums are made in
 * integer paise (BigInt), never with a float, so totals are exact.
 */

/** Rupees text ("1180.00", "-1800.00", "12.5") as integer paise; 0n for text that is not an amount. */
export function paiseOf(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0n;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  return sign ? -paise : paise;
}

/** Integer paise as rupees text with two decimals: 118000n → "1180.00", -180000n → "-1800.00". */
export function rupeesOf(paise: bigint): string {
  const negative = paise < 0n;
  const text = (negative ? -paise : paise).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The exact sum of rupee amounts as the API writes them (reversals negative), as rupees text: ["100.50", "-0.50"] → "100.00". */
export function addRupees(amounts: readonly string[]): string {
  return rupeesOf(amounts.reduce((sum, amount) => sum + paiseOf(amount), 0n));
}

/** Totals of the lines a run would pay: gross, TDS, net (rupees text) and how many lines. */
export type LineTotals = { gross: string; tds: string; net: string; count: number };

/**
 * The totals of `lines` leaving out the associates in `excluded`, added exactly in paise: what
 * the page shows the moment a line is ticked out, until the API's preview without it arrives.
 */
export function totalsOf(lines: readonly PayoutLine[], excluded: ReadonlySet<number>): LineTotals {
  const kept = lines.filter((line) => !excluded.has(line.ass_id));
  return {
    gross: addRupees(kept.map((line) => line.gross)),
    tds: addRupees(kept.map((line) => line.tds.amount)),
    net: addRupees(kept.map((line) => line.net)),
    count: kept.length,
  };
}

/** Today in India as `YYYY-MM-DD` (the latest day a run's period may end). */
export function indiaToday(now: Date = new Date()): string {
  return indiaDateText(now);
}

/**
 * The financial year (1 April – 31 March) of an India day `YYYY-MM-DD`, written as TDS returns
 * write it: "2026-11-29" → "2026-27", "2027-03-31" → "2026-27", "2027-04-01" → "2027-28".
 */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The quarter of a TDS return an India day falls in: April–June Q1, July–September Q2, October–December Q3, January–March Q4. */
export function quarterOf(day: string): TdsQuarter {
  const month = Number(day.slice(5, 7));
  return TDS_QUARTERS[month >= 4 ? Math.floor((month - 4) / 3) : 3] ?? 'Q1';
}

/** The months of each quarter, in words, for the chooser. */
export const QUARTER_MONTHS: Record<TdsQuarter, string> = {
  Q1: 'April–June',
  Q2: 'July–September',
  Q3: 'October–December',
  Q4: 'January–March',
};

/** The financial years the chooser offers: the current one first, then the `count - 1` before it ("2026-27", "2025-26", …). */
export function recentFinancialYears(today: string, count = 4): string[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`);
}

/** A run's period in words: "Credits up to 30 Nov 2026" or "Everything confirmed and unpaid". `formatDay` shows a day. */
export function periodText(until: string | null, formatDay: (day: string) => string): string {
  return until ? `Credits up to ${formatDay(until)}` : 'Everything confirmed and unpaid';
}

/** The masked bank account of a line: "Sunita Yadav · A/c ••••4321 · SBIN0001234 (State Bank of India)". */
export function bankText(bank: NonNullable<PayoutLine['bank']>): string {
  return `${bank.holder_name} · A/c ••••${bank.account_last4} · ${bank.ifsc}${bank.bank_name ? ` (${bank.bank_name})` : ''}`;
}

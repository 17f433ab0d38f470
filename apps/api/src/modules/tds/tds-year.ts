import { financialYearStarting } from '@realty/contracts/common/financial-year';
import { TDS_QUARTERS, type TdsQuarter } from '@realty/contracts/payouts/tds';

/**
 * The calendar of TDS (docs/product/tds.md, "Financial year and quarters"): a financial year runs
 * 1 April to 31 March (Income-tax Act s. 3) and its TDS return is filed by quarter, Q1 April–June,
 * Q2 July–September, Q3 October–December, Q4 January–March. Days are `YYYY-MM-DD` text read in
 * India; everything here is plain date arithmetic on that text, pure and without a clock.
 */

/** A financial year's label ("2026-27") → its first and last day: { from: '2026-04-01', to: '2027-03-31', startYear: 2026 }. */
export function financialYearBounds(label: string): { startYear: number; from: string; to: string } {
  const startYear = Number(label.slice(0, 4));
  if (!Number.isInteger(startYear) || financialYearStarting(startYear).label !== label) {
    throw new RangeError(`Not a financial year: "${label}"`);
  }
  return { startYear, from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

/**
 * The quarter of the TDS return a day of credit falls in: April–June Q1, July–September Q2,
 * October–December Q3, January–March Q4 ('2027-03-31' → 'Q4', '2027-04-01' → 'Q1').
 * @throws RangeError when `day` is not `YYYY-MM-DD`.
 */
export function quarterOf(day: string): TdsQuarter {
  const month = Number(/^\d{4}-(\d{2})-\d{2}$/.exec(day)?.[1]);
  if (!(month >= 1 && month <= 12)) throw new RangeError(`Not a day: "${day}"`);
  return TDS_QUARTERS[month >= 4 ? Math.floor((month - 4) / 3) : 3] as TdsQuarter;
}

/** The first and last day of `quarter` of the financial year `label`: ('2026-27', 'Q4') → { from: '2027-01-01', to: '2027-03-31' }. */
export function quarterBounds(label: string, quarter: TdsQuarter): { from: string; to: string } {
  const { startYear } = financialYearBounds(label);
  switch (quarter) {
    case 'Q1':
      return { from: `${startYear}-04-01`, to: `${startYear}-06-30` };
    case 'Q2':
      return { from: `${startYear}-07-01`, to: `${startYear}-09-30` };
    case 'Q3':
      return { from: `${startYear}-10-01`, to: `${startYear}-12-31` };
    default:
      return { from: `${startYear + 1}-01-01`, to: `${startYear + 1}-03-31` };
  }
}

/** The day before `day` ('2025-04-01' → '2025-03-31', '2024-03-01' → '2024-02-29'). */
export function dayBefore(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - 1);
  return at.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → `DD-MM-YYYY`, as TDS returns write a date ('2026-11-05' → '05-11-2026'). */
export function returnDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** `day` held within `from`…`to` (all `YYYY-MM-DD`, which compare as text). */
export function clampDay(day: string, from: string, to: string): string {
  if (day < from) return from;
  if (day > to) return to;
  return day;
}

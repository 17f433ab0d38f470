import { financialYearOf } from '@realty/contracts/common/financial-year';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { paiseToRupees, percentToHundredths, rupeesToPaise } from '../brokerage/ledger-math.ts';

/**
 * # TDS on brokerage and commission (Income-tax Act 1961, s. 194H; s. 206AA without a PAN)
 *
 * Pure arithmetic over integer paise (BigInt) and rates in hundredths of a percent, so no float
 * ever touches an amount (docs/product/payouts.md, "Tax deducted at source"). Per associate and
 * financial year (1 April – 31 March, the day read in India):
 *
 * - no TDS while the year's total credited stays at or below the threshold of the rule in force;
 * - the credit that takes the total past it bears TDS on the year's whole total so far (what was
 *   credited earlier that year without deduction is caught up);
 * - every later credit that year bears TDS on itself;
 * - the rate is the rule's rate with a PAN on file, its no-PAN rate (20 %) without one;
 * - each deduction is rounded half up to the whole rupee (s. 288B): ₹402.50 → ₹403, ₹402.49 → ₹402;
 * - TDS is never above the line's gross: what does not fit is carried as a shortfall to the
 *   associate's next line that year, and added to its TDS;
 * - a line whose gross is zero or less (reversals of a cancelled deal outweighing new credits) is
 *   not paid: its entries and any shortfall wait for the next run.
 */

/** The terms of a TDS rule as stored (tds_rules): rates "2.00", threshold rupees "20000.00", start `YYYY-MM-DD`. */
export type TdsRuleTerms = {
  ruleId: number | null;
  section: string;
  effectiveFrom: string;
  ratePercent: string;
  noPanRatePercent: string;
  threshold: string;
};

/**
 * The rule of `section` (default 194H) in force on `day` (`YYYY-MM-DD` in India): the one with the
 * latest `effectiveFrom` on or before that day; undefined when none had started.
 * @see docs/product/payouts.md ("Tax deducted at source")
 */
export function ruleInForce(rules: readonly TdsRuleTerms[], day: string, section = '194H'): TdsRuleTerms | undefined {
  let found: TdsRuleTerms | undefined;
  for (const rule of rules) {
    if (rule.section !== section || rule.effectiveFrom > day) continue;
    if (!found || rule.effectiveFrom > found.effectiveFrom) found = rule;
  }
  return found;
}

/**
 * The financial year label ("2024-25") of a day `YYYY-MM-DD` in India: 31 March 2025 is in
 * 2024-25, 1 April 2025 in 2025-26.
 * @throws RangeError for a day that is not a date.
 */
export function financialYearOfDay(day: string): string {
  return financialYearOf(new Date(`${day}T12:00:00+05:30`)).label;
}

/** An earlier line of the associate (a payout line not failed, of a run not discarded), in the order they were made. */
export type EarlierLine = { creditedOn: string; gross: string; tdsShortfall: string };

/**
 * Where associate's year stood before a credit on `day`: the sum of the gross of their earlier
 * lines credited in the same financial year (reversals included, as they were netted into those
 * lines) and the TDS shortfall the latest of them carried forward. Lines of other years count
 * for nothing. Amounts in paise.
 * @see docs/product/payouts.md ("Tax deducted at source")
 */
export function yearBefore(lines: readonly EarlierLine[], day: string): { creditedBefore: bigint; shortfallCarried: bigint } {
  const year = financialYearOfDay(day);
  let creditedBefore = 0n;
  let shortfallCarried = 0n;
  for (const line of lines) {
    if (financialYearOfDay(line.creditedOn) !== year) continue;
    creditedBefore += rupeesToPaise(line.gross);
    shortfallCarried = rupeesToPaise(line.tdsShortfall);
  }
  return { creditedBefore, shortfallCarried };
}

/** What {@link workTds} needs. Money in paise. */
export type TdsInput = {
  /** The rule in force on the day of credit. */
  rule: Pick<TdsRuleTerms, 'ratePercent' | 'noPanRatePercent' | 'threshold'>;
  /** Whether the associate has a PAN on file (else s. 206AA's rate). */
  panPresent: boolean;
  /** What was credited to them earlier in the same financial year, reversals included. */
  creditedBefore: bigint;
  /** TDS due earlier that year that did not fit in their earlier lines. */
  shortfallCarried: bigint;
  /** This line's gross: the sum of its entries (reversals negative). */
  gross: bigint;
};

/**
 * How the year stands with this credit: `below` (the total stays at or below the threshold),
 * `crossing` (this credit takes it past: TDS on the whole total), `above` (crossed earlier: TDS on
 * this credit alone).
 */
export type TdsPosition = 'below' | 'crossing' | 'above';

/** The outcome of {@link workTds}: paise, and the rate in hundredths of a percent. */
export type TdsOutcome = {
  /** False when the gross is zero or less: no line is paid, everything waits for the next run. */
  payable: boolean;
  position: TdsPosition;
  /** The rate applied (the no-PAN rate without a PAN), hundredths of a percent (200n = 2 %). */
  rateHundredths: bigint;
  /** What the rate was applied to (0 while below the threshold). */
  base: bigint;
  /** TDS on `base`, rounded half up to the whole rupee, before any shortfall is added. */
  due: bigint;
  /** TDS deducted from this line: `due` + the shortfall carried, but never above the gross. */
  tds: bigint;
  /** What is still owed after this line, carried to the next line that year. */
  shortfall: bigint;
  /** gross − tds. */
  net: bigint;
};

/** One rupee in paise times the percent scale: base paise × rate hundredths / 1,000,000 = whole rupees. */
const RUPEE_PERCENT_SCALE = 1_000_000n;

/**
 * `rateHundredths` of `basePaise`, rounded half up to the whole rupee (s. 288B), in paise:
 * 2 % of ₹20,125.00 = ₹402.50 → 40300n; 2 % of ₹20,124.50 = ₹402.49 → 40200n. `basePaise` ≥ 0.
 * @see docs/product/payouts.md ("Rounding")
 */
export function tdsOnBase(basePaise: bigint, rateHundredths: bigint): bigint {
  if (basePaise <= 0n) return 0n;
  const rupees = (basePaise * rateHundredths * 2n + RUPEE_PERCENT_SCALE) / (RUPEE_PERCENT_SCALE * 2n);
  return rupees * 100n;
}

/**
 * The TDS of one payout line (see the file comment for the rules).
 * @example workTds({ rule: { ratePercent: '2.00', noPanRatePercent: '20.00', threshold: '20000.00' },
 *   panPresent: true, creditedBefore: 1500000n, shortfallCarried: 0n, gross: 600000n })
 *   // crossing: base ₹21,000.00, tds ₹420.00 (42000n), net ₹5,580.00
 * @throws RangeError when the rule's rates or threshold are not decimal text.
 * @see docs/product/payouts.md ("Tax deducted at source")
 */
export function workTds(input: TdsInput): TdsOutcome {
  const rateHundredths = percentToHundredths(input.panPresent ? input.rule.ratePercent : input.rule.noPanRatePercent);
  const threshold = rupeesToPaise(input.rule.threshold);
  const total = input.creditedBefore + input.gross;
  const position: TdsPosition = input.creditedBefore > threshold ? 'above' : total > threshold ? 'crossing' : 'below';
  if (input.gross <= 0n) {
    return {
      payable: false,
      position,
      rateHundredths,
      base: 0n,
      due: 0n,
      tds: 0n,
      shortfall: input.shortfallCarried,
      net: input.gross,
    };
  }
  const base = position === 'below' ? 0n : position === 'crossing' ? total : input.gross;
  const due = tdsOnBase(base, rateHundredths);
  const owed = due + input.shortfallCarried;
  // biome-ignore lint/complexity/useMathMinMax: BigInt has no Math.min
  const tds = owed > input.gross ? input.gross : owed;
  return { payable: true, position, rateHundredths, base, due, tds, shortfall: owed - tds, net: input.gross - tds };
}

/** "2.00" from hundredths of a percent. */
function percentText(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** "2%" or "2.5%": a rate as people write it. */
function shortPercent(hundredths: bigint): string {
  return `${percentText(hundredths)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1')}%`;
}

/** "₹20,000": a threshold as people write it (paise shown only when there are any). */
function thresholdText(threshold: string): string {
  return formatRupeesExact(threshold).replace(/\.00$/, '');
}

/**
 * How the TDS of a line was worked, in words for staff and for the associate's payout advice:
 * "No TDS: the year's credits of ₹18,000.00 stay at or below ₹20,000 (section 194H).",
 * "2% under section 194H on ₹21,000.00: this credit takes the year past ₹20,000, so the year's
 * whole total so far is taxed.", "2% under section 194H on ₹6,000.00: the year's credits passed
 * ₹20,000 earlier." Adds the no-PAN rule (s. 206AA), a shortfall carried in, and a shortfall
 * carried forward when there is one.
 * @see docs/product/payouts.md ("Tax deducted at source")
 */
export function explainTds(
  outcome: Pick<TdsOutcome, 'position' | 'rateHundredths' | 'base' | 'tds' | 'due' | 'shortfall'>,
  context: { threshold: string; section: string; panPresent: boolean; creditedBefore: bigint; gross: bigint; shortfallCarried: bigint },
): string {
  const limit = thresholdText(context.threshold);
  const parts: string[] = [];
  if (outcome.position === 'below') {
    parts.push(
      `No TDS: the year's credits of ${formatRupeesExact(paiseToRupees(context.creditedBefore + context.gross))} stay at or below ${limit} (section ${context.section}).`,
    );
  } else {
    const rate = `${shortPercent(outcome.rateHundredths)} under section ${context.section}${context.panPresent ? '' : ' (no PAN on file: section 206AA)'}`;
    const on = `on ${formatRupeesExact(paiseToRupees(outcome.base))}`;
    parts.push(
      outcome.position === 'crossing'
        ? `${rate} ${on}: this credit takes the year past ${limit}, so the year's whole total so far is taxed.`
        : `${rate} ${on}: the year's credits passed ${limit} earlier.`,
    );
    parts.push(`Rounded half up to the rupee: ${formatRupeesExact(paiseToRupees(outcome.due))}.`);
  }
  if (context.shortfallCarried > 0n)
    parts.push(`Includes ${formatRupeesExact(paiseToRupees(context.shortfallCarried))} carried from an earlier payout.`);
  if (outcome.shortfall > 0n)
    parts.push(`${formatRupeesExact(paiseToRupees(outcome.shortfall))} did not fit in this payout and is deducted from the next one.`);
  return parts.join(' ');
}

import type { AssociatePlan } from '@realty/contracts/pipeline/fields';

/**
 * The brokerage arithmetic of docs/product/pipeline.md ("Deals and brokerage"), exact and pure:
 * money is integer paise (BigInt) and percentages integer hundredths of a percent (BigInt), so no
 * float ever touches an amount. The company brokerage B = agreement_value × site_brokerage_percent
 * / 100, and each beneficiary's amount = B × their percent / 100, each rounded half up to the
 * paisa on its own (half away from zero for a negative amount). Amounts in and out are rupees as
 * decimal text with two places ("90000.00", "-4500.00"); percentages "70.00".
 */

const RUPEES_TEXT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** Ten thousand: a percentage in hundredths (1.75 % = 175) applies as × p / 10,000. */
const PERCENT_SCALE = 10_000n;

/**
 * Rupees as decimal text ("4500000", "4500000.5", "-45000.00") → paise (450000000n).
 * @throws RangeError when `text` is not rupees with at most 2 decimals.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function rupeesToPaise(text: string): bigint {
  const match = RUPEES_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount in rupees: "${text}"`);
  const [, minus, whole = '0', fraction = ''] = match;
  const paise = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -paise : paise;
}

/**
 * Paise → rupees as decimal text with two places: 450000000n → "4500000.00", -5n → "-0.05".
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function paiseToRupees(paise: bigint): string {
  const negative = paise < 0n;
  const abs = negative ? -paise : paise;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/**
 * A percentage as decimal text ("2", "1.75", "70.00") → hundredths of a percent (200n, 175n, 7000n).
 * @throws RangeError when `text` is not 0 to 100 with at most 2 decimals.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function percentToHundredths(text: string): bigint {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`Not a percentage: "${text}"`);
  const [, whole = '0', fraction = ''] = match;
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (hundredths > 100n * 100n) throw new RangeError(`A percentage above 100: "${text}"`);
  return hundredths;
}

/**
 * Hundredths of a percent → text with two places: 175n → "1.75", 7000n → "70.00".
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function hundredthsToPercent(hundredths: bigint): string {
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * A percentage text normalised to two places ("2" → "2.00", "1.5" → "1.50"). @throws RangeError as {@link percentToHundredths}.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function normalisePercent(text: string): string {
  return hundredthsToPercent(percentToHundredths(text));
}

/**
 * Rupees text normalised to two places ("45000" → "45000.00"). @throws RangeError as {@link rupeesToPaise}.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function normaliseRupees(text: string): string {
  return paiseToRupees(rupeesToPaise(text));
}

/**
 * `numerator / denominator` rounded half up (half away from zero for a negative numerator);
 * `denominator` must be positive.
 */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

/**
 * `percentHundredths` (hundredths of a percent) of `paise`, rounded half up to the paisa: e.g.
 * 2 % (200n) of 123456789n paise (₹1,234,567.89) = 2469135.78 paise → 2469136n (₹24,691.36).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function percentOfPaise(paise: bigint, percentHundredths: bigint): bigint {
  return divideHalfUp(paise * percentHundredths, PERCENT_SCALE);
}

/**
 * The company brokerage B of a deal: `agreementValue` (rupees text) × `brokeragePercent`
 * (percent text) / 100, rounded half up to the paisa, as rupees text.
 * Example: "4500000.00" at "2.00" → "90000.00"; "1234567.89" at "1.75" → "21604.94".
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function companyBrokerage(agreementValue: string, brokeragePercent: string): string {
  return paiseToRupees(percentOfPaise(rupeesToPaise(agreementValue), percentToHundredths(brokeragePercent)));
}

/**
 * The brokerage rules as stored: percentages of B as text ("50.00").
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type RuleSet = {
  free_share_percent: string;
  pro_share_percent: string;
  sponsor_level_1_percent: string;
  sponsor_level_2_percent: string;
};

/**
 * One ledger entry a deal writes: beneficiary, kind, the percentage of B and the amount (rupees text).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type PlannedEntry = {
  kind: 'associate_share' | 'sponsor_level_1' | 'sponsor_level_2';
  assId: number;
  percent: string;
  amount: string;
};

/**
 * What a deal writes at the moment it is recorded (docs/product/pipeline.md, "Deals and
 * brokerage"): B from the agreement value and the listing's percentage, then the associate's
 * share by their plan (`free_share_percent` or `pro_share_percent` of B), the direct sponsor's
 * override (`sponsor_level_1_percent` of B) and that sponsor's sponsor's
 * (`sponsor_level_2_percent` of B). A level with no sponsor (null) writes no entry. Each amount
 * is rounded half up to the paisa on its own.
 * @throws RangeError for text that is not rupees or a percentage.
 */
export function planDealLedger(input: {
  agreementValue: string;
  brokeragePercent: string;
  plan: AssociatePlan;
  rules: RuleSet;
  assId: number;
  sponsorLevel1: number | null;
  sponsorLevel2: number | null;
}): { companyBrokerage: string; brokeragePercent: string; entries: PlannedEntry[] } {
  const b = percentOfPaise(rupeesToPaise(input.agreementValue), percentToHundredths(input.brokeragePercent));
  const share = (assId: number, kind: PlannedEntry['kind'], percentText: string): PlannedEntry => {
    const hundredths = percentToHundredths(percentText);
    return { kind, assId, percent: hundredthsToPercent(hundredths), amount: paiseToRupees(percentOfPaise(b, hundredths)) };
  };
  const entries: PlannedEntry[] = [
    share(input.assId, 'associate_share', input.plan === 'pro' ? input.rules.pro_share_percent : input.rules.free_share_percent),
  ];
  if (input.sponsorLevel1 !== null) entries.push(share(input.sponsorLevel1, 'sponsor_level_1', input.rules.sponsor_level_1_percent));
  if (input.sponsorLevel2 !== null) entries.push(share(input.sponsorLevel2, 'sponsor_level_2', input.rules.sponsor_level_2_percent));
  return { companyBrokerage: paiseToRupees(b), brokeragePercent: normalisePercent(input.brokeragePercent), entries };
}

/**
 * The amount of the reversal entry that undoes a paid entry of `amount` (rupees text): its negative ("4500.00" → "-4500.00").
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function reversalAmount(amount: string): string {
  return paiseToRupees(-rupeesToPaise(amount));
}

/**
 * A ledger entry as the totals read it: its status and amount (rupees text; negative for a reversal).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type EntryAmount = { status: string; amount: string };

/**
 * An associate's totals (docs/product/pipeline.md, "Deals and brokerage"): the sum of their
 * `pending` entries, of their `confirmed` ones, and of their `paid` ones less the reversals
 * (a reversal's amount is negative, so a paid deal that was cancelled adds up to 0).
 * Cancelled entries count nowhere. Rupees text with two places.
 */
export function earningsTotals(entries: readonly EntryAmount[]): { pending: string; confirmed: string; paid: string } {
  let pending = 0n;
  let confirmed = 0n;
  let paid = 0n;
  for (const entry of entries) {
    const paise = rupeesToPaise(entry.amount);
    if (entry.status === 'pending') pending += paise;
    else if (entry.status === 'confirmed') confirmed += paise;
    else if (entry.status === 'paid' || entry.status === 'reversal') paid += paise;
  }
  return { pending: paiseToRupees(pending), confirmed: paiseToRupees(confirmed), paid: paiseToRupees(paid) };
}

/**
 * Rupees text as people read it in India, with the rupee sign and lakh/crore grouping:
 * "4500000.00" → "₹45,00,000.00", "-1800" → "-₹1,800.00".
 * @throws RangeError as {@link rupeesToPaise}.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function indianRupees(text: string): string {
  const normalised = normaliseRupees(text);
  const sign = normalised.startsWith('-') ? '-' : '';
  const [whole = '0', fraction = '00'] = normalised.slice(sign.length).split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}₹${rest ? `${rest},${last3}` : last3}.${fraction}`;
}

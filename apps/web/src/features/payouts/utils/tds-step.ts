import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { AssociateTdsResponse } from '@realty/contracts/payouts/tds';

/**
 * Where an associate's financial year stands against the TDS threshold, as sentences
 * (docs/product/payouts.md, "Tax deducted at source"; Income-tax Act s. 194H, s. 206AA). The
 * sentences' words are the feature's catalogue keys; the values are filled in here.
 */

/** A percentage as people write it: "2.00" → "2", "0.75" → "0.75", "20.00" → "20", "7.50" → "7.5". */
export function percentText(percent: string): string {
  return percent.includes('.') ? percent.replace(/0+$/, '').replace(/\.$/, '') : percent;
}

/** A sentence to show: its catalogue key and the values of its placeholders. */
export type TdsSentence =
  | { key: 'tds.toThreshold'; values: { amount: string } }
  | { key: 'tds.crossed'; values: { rate: string } }
  | { key: 'tds.noPan'; values: { rate: string } };

/**
 * The next threshold step of the year, then (without a PAN on file) the note that the higher rate
 * applies until the PAN is added:
 * - below the threshold: "₹4,500.00 more credited this year and TDS starts." (`to_threshold`);
 * - once crossed: "TDS at 2% is deducted from each payout this year." (`rate_percent`);
 * - no PAN: "… TDS is 20% (section 206AA) until you add your PAN." (the rate the API says applies to them).
 */
export function tdsSentences(tds: AssociateTdsResponse['data']): TdsSentence[] {
  const rate = percentText(tds.rate_percent);
  const sentences: TdsSentence[] = [
    tds.threshold_crossed
      ? { key: 'tds.crossed', values: { rate } }
      : { key: 'tds.toThreshold', values: { amount: formatRupeesExact(tds.to_threshold) } },
  ];
  if (!tds.pan_on_file) sentences.push({ key: 'tds.noPan', values: { rate } });
  return sentences;
}

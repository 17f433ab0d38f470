import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { Language } from '../../../lib/i18n/i18n.ts';

/**
 * # Exact rupee amounts of the ledger
 *
 * Brokerage amounts travel as decimal text with two places ("90000.00", "-1800.00" for a
 * reversal; docs/product/pipeline.md, "Deals and brokerage"). They are shown to the paisa, never
 * rounded to lakh or crore, and never pass through a float: the text is split into its digits.
 */

/** The minus sign shown before a negative amount (U+2212, the typographic minus). */
export const MINUS_SIGN = '\u2212';

/** Text shown in place of an amount that is not decimal text. */
export { NO_AMOUNT } from '@realty/contracts/listings/price-format';

/**
 * A ledger amount in rupees as the associate reads it, exact to the paisa: the site's one exact
 * formatter, `formatRupeesExact` ("-1800.00" → "−₹1,800.00"). Exact amounts carry no lakh or
 * crore words, so Hindi pages show the same text, Indian digit grouping included.
 * @param language The page's language (default English; docs/product/seo.md, "Hindi").
 * @see docs/product/pipeline.md, "Deals and brokerage".
 */
export const formatMoney = (amount: string | null | undefined, _language: Language = 'en'): string => formatRupeesExact(amount);

/**
 * The exact rupees a person means by what they typed in an amount box: the site's one reading of
 * typed rupee amounts (`lib/rupees-typed.ts`), kept here under the name the associate's forms use.
 * @see docs/product/pipeline.md, "Deals and brokerage".
 */
export { LAKH_TYPED_BELOW, readRupeesTyped } from '../../../lib/rupees-typed.ts';

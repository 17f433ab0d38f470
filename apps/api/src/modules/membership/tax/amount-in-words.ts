import { ToWords } from 'to-words';
import { rupeesToPaise } from '../../brokerage/ledger-math.ts';

/**
 * An amount in words in the Indian system, as a tax invoice states its total (CGST Rules 2017,
 * rule 46(1)(j): "value of supply … in words"; docs/product/payments.md, "Tax invoices"), by the
 * `to-words` library (locale en-IN: lakh and crore, "Rupees", "Paise", "Only").
 */
const toWords = new ToWords({
  localeCode: 'en-IN',
  converterOptions: { currency: true, ignoreDecimal: false, ignoreZeroCurrency: false, doNotAddOnly: false },
});

/**
 * `rupees` (decimal text with at most two places, e.g. "1180.00") in words: "One Thousand One
 * Hundred Eighty Rupees Only"; "1180.50" → "One Thousand One Hundred Eighty Rupees And Fifty Paise
 * Only"; "12345678.09" → "One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy
 * Eight Rupees And Nine Paise Only". A negative amount (a credit note's) is read as its size.
 * @throws RangeError when `rupees` is not rupees with at most two decimals.
 */
export function amountInWords(rupees: string): string {
  const paise = rupeesToPaise(rupees);
  const size = paise < 0n ? -paise : paise;
  // the library takes a number: whole rupees and paise are written out as their exact decimal text first
  const text = `${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
  return toWords.convert(Number(text));
}

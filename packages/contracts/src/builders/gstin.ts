/**
 * GSTIN (Goods and Services Tax Identification Number) checks for builder sign-up
 * (docs/product/builders.md, "Account": optional `builder_gstin`, 15 characters, checked with the
 * GSTIN check-digit algorithm). Shared by the API and the web form, so both judge a GSTIN alike.
 *
 * Layout: 2-digit state code, 10-character PAN, entity number, 'Z' by default, and a check
 * character. The check character is the standard base-36 weighted mod-36 checksum of the first 14
 * characters (see {@link gstinCheckCharacter}).
 */

/** Characters of a GSTIN. */
export const GSTIN_LENGTH = 15;

/** The alphabet of the checksum: '0'–'9' are worth 0–9, 'A'–'Z' 10–35. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Two digits then 13 characters of A–Z and 0–9 (upper case); the check character is tested separately. */
export const GSTIN_PATTERN = /^[0-9]{2}[0-9A-Z]{13}$/;

/** A GSTIN as typed, made comparable: surrounding spaces removed, upper-cased. */
export const normalizeGstin = (value: string): string => value.trim().toUpperCase();

/**
 * The check character of a GSTIN from its first 14 characters (upper case A–Z, 0–9): each
 * character's value (0–35) is multiplied by 1 at even positions and 2 at odd ones (counting from
 * 0); each product adds its base-36 digits (quotient + remainder by 36) to the sum; the check
 * value is (36 − sum mod 36) mod 36, written in the same alphabet.
 * E.g. `gstinCheckCharacter('27AAPFU0939F1Z')` is 'V'.
 * @throws Error when `first14` is not 14 characters of A–Z and 0–9.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new Error('gstinCheckCharacter needs 14 characters of A-Z and 0-9');
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * What is wrong with a GSTIN, for messages while typing: 'empty' (nothing typed), 'incomplete'
 * (fewer than 15 characters, all allowed so far), 'malformed' (a wrong character, or more than
 * 15), 'check-digit' (15 well-formed characters whose last one is not the check character), or
 * 'valid'. The value is read through {@link normalizeGstin}.
 */
export type GstinVerdict = 'empty' | 'incomplete' | 'malformed' | 'check-digit' | 'valid';

/** The {@link GstinVerdict} of `value` (trimmed and upper-cased first). */
export function judgeGstin(value: string): GstinVerdict {
  const gstin = normalizeGstin(value);
  if (gstin === '') return 'empty';
  if (gstin.length < GSTIN_LENGTH) {
    const prefix = /^[0-9]{0,2}$/.test(gstin.slice(0, 2)) && /^[0-9A-Z]*$/.test(gstin.slice(2));
    return prefix ? 'incomplete' : 'malformed';
  }
  if (!GSTIN_PATTERN.test(gstin)) return 'malformed';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? 'valid' : 'check-digit';
}

/** Whether `value` (trimmed, any case) is a well-formed GSTIN with the right check character. */
export const isValidGstin = (value: string): boolean => judgeGstin(value) === 'valid';

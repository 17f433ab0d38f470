/**
 * Aadhaar number checks for associate sign-up (docs/product/accounts.md, "Associate sign-up":
 * optional Aadhaar, 12 digits). Shared by the API and the web form, so both judge a number alike.
 *
 * An Aadhaar number is 12 digits, never starts with 0 or 1, and its last digit is the Verhoeff
 * check digit of the first 11 (UIDAI's published scheme): "123412341234" is not one.
 */

/** Verhoeff multiplication table d(j, k) of the dihedral group D5, one row of ten digits per j. */
const MULTIPLY = [
  '0123456789',
  '1234067895',
  '2340178956',
  '3401289567',
  '4012395678',
  '5987604321',
  '6598710432',
  '7659821043',
  '8765932104',
  '9876543210',
].join('');

/** Verhoeff permutation table p(pos mod 8, digit), one row of ten digits per position. */
const PERMUTE = ['0123456789', '1576283094', '5803796142', '8916043527', '9453126870', '4286573901', '2793806415', '7046913258'].join('');

/** Verhoeff inverse table. */
const INVERSE = '0432156789';

/** The digit at `row`, `column` of a table of ten-digit rows. */
const cell = (table: string, row: number, column: number): number => Number(table.charAt(row * 10 + column));

/** The Verhoeff checksum of a string of digits: 0 when its last digit is a right check digit (`appendedCheck`). */
function verhoeffChecksum(digits: string, appendedCheck: boolean): number {
  let c = 0;
  const offset = appendedCheck ? 0 : 1;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits.charAt(digits.length - 1 - i));
    c = cell(MULTIPLY, c, cell(PERMUTE, (i + offset) % 8, digit));
  }
  return c;
}

/**
 * The Verhoeff check digit for `digits` (only 0–9), e.g. `verhoeffCheckDigit('23456789012')` is '4'.
 * @throws Error when `digits` holds anything but 0–9 or is empty.
 */
export function verhoeffCheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('verhoeffCheckDigit needs digits');
  return INVERSE.charAt(verhoeffChecksum(digits, false));
}

/** What is wrong with a 12-digit text as an Aadhaar number: 'first-digit' (0 or 1), 'check-digit', or 'valid'. */
export type AadhaarVerdict = 'length' | 'first-digit' | 'check-digit' | 'valid';

/**
 * The {@link AadhaarVerdict} of `aadhaar` (spaces and dashes already removed): 'length' unless it
 * is exactly 12 digits, 'first-digit' when it starts with 0 or 1, 'check-digit' when the Verhoeff
 * check fails, else 'valid'.
 */
export function judgeAadhaar(aadhaar: string): AadhaarVerdict {
  if (!/^\d{12}$/.test(aadhaar)) return 'length';
  if (aadhaar.startsWith('0') || aadhaar.startsWith('1')) return 'first-digit';
  return verhoeffChecksum(aadhaar, true) === 0 ? 'valid' : 'check-digit';
}

/** True when `aadhaar` is 12 digits, starts 2 to 9 and carries a right Verhoeff check digit. */
export const isValidAadhaar = (aadhaar: string): boolean => judgeAadhaar(aadhaar) === 'valid';

import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin, judgeGstin } from './gstin.ts';

/** Published, real GSTINs (each check character computed by the tax portal, not by this module). */
const KNOWN_VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAACR5055K1Z9', '33AAACH7409R1Z8', '24AAACC1206D1ZM'];

describe('GSTIN check digit (docs/product/builders.md, "Account")', () => {
  it.each(KNOWN_VALID)('%s is valid', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
    expect(judgeGstin(gstin)).toBe('valid');
  });

  it('computes the check character of a made-up number by hand', () => {
    // 2,9,A,B,C,D,E,1,2,3,4,F,1,Z weighted 1,2,1,2,…: digit sums 2+18+10+22+12+26+14+2+2+6+4+30+1+35 = 184;
    // (36 − 184 mod 36) mod 36 = 32 → 'W'. So the often-quoted sample 29ABCDE1234F1Z5 has a wrong check digit.
    expect(gstinCheckCharacter('29ABCDE1234F1Z')).toBe('W');
    expect(isValidGstin('29ABCDE1234F1ZW')).toBe(true);
    expect(judgeGstin('29ABCDE1234F1Z5')).toBe('check-digit');
  });

  it('reads lower case and surrounding spaces', () => {
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it.each([
    ['27AAPFU0939F1ZW', 'check-digit'],
    ['27AAPFU0939F1Z', 'incomplete'],
    ['27', 'incomplete'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['27AAPFU0939F1ZV1', 'malformed'],
    ['2AAAPFU0939F1ZV', 'malformed'],
    ['27AAPFU0939F1Z-', 'malformed'],
    ['A7', 'malformed'],
    ['27AAP-', 'malformed'],
  ] as const)('%j is %s', (gstin, verdict) => {
    expect(judgeGstin(gstin)).toBe(verdict);
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('refuses to compute from anything but 14 characters of A-Z and 0-9', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow();
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow();
  });
});

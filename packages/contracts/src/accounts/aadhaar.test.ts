import { describe, expect, it } from 'vitest';
import { isValidAadhaar, judgeAadhaar, verhoeffCheckDigit } from './aadhaar.ts';
import { ACCOUNT_MESSAGES, aadhaarProblem, aadhaarSchema } from './fields.ts';

// Aadhaar numbers carry a Verhoeff check digit and never start with 0 or 1 (docs/product/accounts.md, "Associate sign-up").

describe('Aadhaar checks', () => {
  it('computes the Verhoeff check digit of the published examples', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(verhoeffCheckDigit('142857')).toBe('0');
    expect(() => verhoeffCheckDigit('12a')).toThrow();
  });

  it('tells a real-looking number from "123412341234"', () => {
    expect(judgeAadhaar('123412341234')).toBe('first-digit');
    expect(judgeAadhaar('023456789012')).toBe('first-digit');
    expect(judgeAadhaar('234567890123')).toBe('check-digit');
    expect(judgeAadhaar('234567890124')).toBe('valid');
    expect(judgeAadhaar('23456789012')).toBe('length');
    expect(isValidAadhaar('999999999999')).toBe(true);
    // every single-digit slip is caught
    for (let i = 0; i < 12; i += 1) {
      const slipped = `${'234567890124'.slice(0, i)}${(Number('234567890124'[i]) + 1) % 10}${'234567890124'.slice(i + 1)}`;
      expect(isValidAadhaar(slipped), slipped).toBe(false);
    }
  });

  it('gives the browser and the server one message per fault', () => {
    expect(aadhaarProblem('2345 6789')).toBe(ACCOUNT_MESSAGES.aadhaarInvalid);
    expect(aadhaarProblem('123412341234')).toBe(ACCOUNT_MESSAGES.aadhaarFirstDigit);
    expect(aadhaarProblem('234567890123')).toBe(ACCOUNT_MESSAGES.aadhaarCheckDigit);
    expect(aadhaarProblem('234567890124')).toBeNull();
    expect(aadhaarSchema.parse('2345 6789-0124')).toBe('234567890124');
    expect(aadhaarSchema.safeParse('1234 1234 1234').error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.aadhaarFirstDigit);
  });
});

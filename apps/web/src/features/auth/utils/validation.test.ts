import { userSignUpRequestSchema } from '@realty/contracts/accounts/user-sign-up';
import { describe, expect, it } from 'vitest';
import {
  type AssociateSubmitState,
  acceptsPanChar,
  associateOtpProblem,
  associateSignUpProblem,
  associateSubmitLabel,
  customerSignUpFormSchema,
  normaliseEmail,
} from './validation.ts';

const valid: AssociateSubmitState = {
  ass_name: 'Sunita Verma',
  ass_email: ' Sunita.Verma@Example.IN ',
  ass_mobile: '9876543210',
  ass_password: 'Sarnath#12',
  ass_sponsor_id: 'KR000001',
  isSponsorValid: true,
  isMobileVerified: true,
  duplicates: ['available', 'available', 'idle', 'idle'],
};

describe('associateSignUpProblem', () => {
  it('reports the failures in the order of docs/product/accounts.md, one at a time', () => {
    const seen: string[] = [];
    let state: AssociateSubmitState = {
      ass_name: ' ',
      ass_email: 'not-an-email',
      ass_mobile: '98765',
      ass_password: '12345',
      ass_sponsor_id: '',
      isSponsorValid: false,
      isMobileVerified: false,
      duplicates: ['exists', 'idle', 'idle', 'idle'],
    };
    const fixes: Partial<AssociateSubmitState>[] = [
      { ass_name: 'Sunita Verma' },
      { ass_email: 'sunita@example.in' },
      { ass_mobile: '9876543210' },
      { ass_password: 'Sarnath#12' },
      { ass_sponsor_id: 'KR000001' },
      { isSponsorValid: true },
      { isMobileVerified: true },
      { duplicates: ['available', 'available', 'idle', 'idle'] },
    ];
    for (const fix of fixes) {
      const problem = associateSignUpProblem(state);
      if (problem) seen.push(problem);
      state = { ...state, ...fix };
    }
    expect(seen).toEqual([
      'Full Name required.',
      'Valid Email required.',
      'Valid Mobile required.',
      'Password must be 8+ chars.',
      'Sponsor ID required.',
      'Enter valid Sponsor ID',
      'Verify mobile first.',
      'Resolve duplicate fields.',
    ]);
    expect(associateSignUpProblem(state)).toBeNull();
  });

  it('accepts an e-mail with spaces and capitals, since it is trimmed and lower-cased', () => {
    expect(associateSignUpProblem(valid)).toBeNull();
    expect(normaliseEmail(valid.ass_email)).toBe('sunita.verma@example.in');
  });

  it('refuses what the sign-up contract refuses, e.g. a name over 100 characters', () => {
    expect(associateSignUpProblem({ ...valid, ass_name: 'S'.repeat(101) })).toBe('Full Name must be at most 100 characters');
    expect(associateSignUpProblem({ ...valid, ass_password: 'x'.repeat(129) })).toBe('Password must be at most 128 characters');
  });

  it('refuses a mobile with letters or 11 digits', () => {
    expect(associateSignUpProblem({ ...valid, ass_mobile: '98765432a0' })).toBe('Valid Mobile required.');
    expect(associateSignUpProblem({ ...valid, ass_mobile: '98765432101' })).toBe('Valid Mobile required.');
  });
});

describe('associateSubmitLabel', () => {
  const base = { isLocating: false, hasLocation: true, isSubmitting: false, hasDuplicate: false };
  it('gives the five button texts of docs/product/accounts.md, enabled only for Create Account', () => {
    expect(associateSubmitLabel({ ...base, isLocating: true, hasLocation: false })).toEqual({
      label: 'Checking Location...',
      isDisabled: true,
    });
    expect(associateSubmitLabel({ ...base, hasLocation: false })).toEqual({
      label: 'Enable Location or Choose Your City',
      isDisabled: true,
    });
    expect(associateSubmitLabel({ ...base, isSubmitting: true })).toEqual({ label: 'Creating Account...', isDisabled: true });
    expect(associateSubmitLabel({ ...base, hasDuplicate: true })).toEqual({ label: 'Resolve duplicates', isDisabled: true });
    expect(associateSubmitLabel(base)).toEqual({ label: 'Create Account', isDisabled: false });
  });

  it('puts the location first: no location wins over duplicates', () => {
    expect(associateSubmitLabel({ ...base, hasLocation: false, hasDuplicate: true }).label).toBe('Enable Location or Choose Your City');
  });
});

describe('customerSignUpFormSchema', () => {
  const messages = (input: Record<string, string>) => {
    const result = customerSignUpFormSchema.safeParse(input);
    // the form shows the first message of each field
    const first: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
    return first;
  };

  it('gives the spec messages for an empty form', () => {
    expect(messages({ user_name: '', user_email: '', user_mobile: '', user_password: '', user_alt_mobile: '' })).toEqual({
      user_name: 'Name is required.',
      user_email: 'Email is required.',
      user_mobile: 'Mobile must be 10 digits',
      user_password: 'Password must be at least 8 characters',
    });
  });

  it('checks the e-mail shape and a given alternate mobile', () => {
    expect(
      messages({
        user_name: 'Amit',
        user_email: 'amit@',
        user_mobile: '9876543210',
        user_password: 'Ganga#Ghat1',
        user_alt_mobile: '12345',
      }),
    ).toEqual({
      user_email: 'Enter a valid email address.',
      user_alt_mobile: 'Alternate mobile must be 10 digits',
    });
  });

  it('is the contract of POST /api/user/sign-up, so it refuses what the API refuses', () => {
    for (const key of Object.keys(customerSignUpFormSchema.shape) as (keyof typeof customerSignUpFormSchema.shape)[]) {
      expect(customerSignUpFormSchema.shape[key]).toBe(userSignUpRequestSchema.shape[key]);
    }
    expect(
      messages({
        user_name: 'A'.repeat(101),
        user_email: 'amit@example.in',
        user_mobile: '9876543210',
        user_password: 'Ganga#Ghat1',
        user_alt_mobile: '',
      }),
    ).toEqual({ user_name: 'Name must be at most 100 characters' });
  });

  it('reads the values as the API does: trimmed, e-mail lower-cased, blank alternate mobile absent', () => {
    expect(
      customerSignUpFormSchema.parse({
        user_name: ' Amit ',
        user_email: ' Amit@Example.IN ',
        user_mobile: '9876543210',
        user_password: 'Ganga#Ghat1',
        user_alt_mobile: '',
      }),
    ).toEqual({ user_name: 'Amit', user_email: 'amit@example.in', user_mobile: '9876543210', user_password: 'Ganga#Ghat1' });
  });

  it('accepts a complete form with the alternate mobile left blank', () => {
    expect(
      messages({
        user_name: 'Amit',
        user_email: 'amit@example.in',
        user_mobile: '9876543210',
        user_password: 'Ganga#Ghat1',
        user_alt_mobile: '',
      }),
    ).toEqual({});
  });
});

describe('associate OTP and PAN checks', () => {
  it("checks the associate's OTP with the contract of verify-otp: empty first, then six digits", () => {
    expect(associateOtpProblem('')).toBe('Enter OTP first');
    expect(associateOtpProblem('123')).toBe('Enter 6-digit OTP');
    expect(associateOtpProblem('123456')).toBeNull();
  });

  it('puts PAN letters and digits in their places', () => {
    expect([...'ABCDE1234F'].every((char, index) => acceptsPanChar(char, index))).toBe(true);
    expect(acceptsPanChar('1', 0)).toBe(false);
    expect(acceptsPanChar('A', 5)).toBe(false);
    expect(acceptsPanChar('a', 0)).toBe(false);
  });
});

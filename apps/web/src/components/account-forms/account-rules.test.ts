import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../lib/api-client.ts';
import {
  failureMessage,
  isSignInLost,
  newPasswordProblems,
  otpProblem,
  PASSWORDS_DIFFER,
  serverFieldError,
  signInProblem,
  TAKEN,
} from './account-rules.ts';

// The rules every account form applies alike (docs/product/accounts.md; docs/decisions/0027-shared-account-form-steps.md).

const answered = (status: number, body: { message: string; code?: ApiErrorCode; field?: string }) =>
  new ApiError(status, body.message, { code: body.code, field: body.field, isServerMessage: true });

describe('sign-in and OTP checks', () => {
  it('warns about empty fields before checking the mobile', () => {
    expect(signInProblem('', 'secret')).toEqual({ kind: 'warning', message: 'Please enter mobile number and password' });
    expect(signInProblem('9876543210', '')).toEqual({ kind: 'warning', message: 'Please enter mobile number and password' });
    expect(signInProblem('98765', 'secret')).toEqual({ kind: 'error', message: 'Enter a valid 10-digit mobile number' });
    expect(signInProblem(' 9876543210 ', 'secret')).toBeNull();
    expect(signInProblem('9876543210', 'secret')).toBeNull();
  });

  it('wants exactly six digits of OTP', () => {
    expect(otpProblem('12345')).toBe('Enter 6-digit OTP');
    expect(otpProblem('12345a')).toBe('Enter 6-digit OTP');
    expect(otpProblem('123456')).toBeNull();
  });
});

describe('a new password typed twice', () => {
  it('applies the one password rule and wants the same password twice', () => {
    expect(newPasswordProblems('short', 'short')).toEqual({ password: 'Password must be at least 8 characters', confirm: undefined });
    expect(newPasswordProblems('password', 'password').password).toBe('This password is too common. Choose a less common one.');
    expect(newPasswordProblems('new-ghat-9', 'new-ghat-8')).toEqual({ password: undefined, confirm: PASSWORDS_DIFFER });
    expect(newPasswordProblems('new-ghat-9', 'new-ghat-9')).toEqual({ password: undefined, confirm: undefined });
  });
});

describe('failed calls', () => {
  it("shows the server's message, the fallback without one, and the thrown text without an answer", () => {
    expect(failureMessage(answered(401, { message: 'Invalid mobile number or password' }), 'Sign-in failed', 'Oops')).toBe(
      'Invalid mobile number or password',
    );
    expect(failureMessage(new ApiError(502, 'Bad Gateway', { isServerMessage: false }), 'Sign-in failed', 'Oops')).toBe('Sign-in failed');
    expect(failureMessage(new TypeError('Failed to fetch'), 'Sign-in failed', 'Oops')).toBe('Oops');
  });

  it('knows a lost sign-in by its code, not by its status', () => {
    expect(isSignInLost(answered(401, { message: 'Please sign in again.', code: ERROR_CODES.UNAUTHORIZED }))).toBe(true);
    expect(isSignInLost(answered(401, { message: 'Invalid OTP', code: ERROR_CODES.OTP_INVALID, field: 'otp' }))).toBe(false);
  });

  it('puts a field message at the form field it names, through the aliases, and marks a taken value by its code', () => {
    const fields = ['builder_mobile', 'builder_email'] as const;
    const taken = answered(409, { message: 'Mobile already registered', code: ERROR_CODES.MOBILE_TAKEN, field: 'mobile' });
    expect(serverFieldError(taken, fields, { mobile: 'builder_mobile' })).toEqual({
      field: 'builder_mobile',
      type: TAKEN,
      message: 'Mobile already registered',
    });
    expect(serverFieldError(taken, fields)).toBeNull();
    const wrong = answered(400, { message: 'Enter a valid email address.', field: 'builder_email' });
    expect(serverFieldError(wrong, fields)).toEqual({ field: 'builder_email', type: 'server', message: 'Enter a valid email address.' });
    expect(serverFieldError(new TypeError('Failed to fetch'), fields)).toBeNull();
  });
});

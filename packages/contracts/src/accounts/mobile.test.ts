import { describe, expect, it } from 'vitest';
import { staffSignInRequestSchema } from '../admin/staff-sign-in.ts';
import { createContactBodySchema, normaliseContactPhone } from '../content/create-contact.ts';
import { associateSendOtpRequestSchema } from './associate-send-otp.ts';
import { associateSignInRequestSchema } from './associate-sign-in.ts';
import { associateSignUpRequestSchema } from './associate-sign-up.ts';
import { builderSignInRequestSchema } from './builder-sign-in.ts';
import { builderSignUpRequestSchema } from './builder-sign-up.ts';
import { ACCOUNT_MESSAGES, mobileInputText, mobileSchema, normaliseMobile } from './fields.ts';
import { userSendOtpRequestSchema } from './user-send-otp.ts';
import { userSignInRequestSchema } from './user-sign-in.ts';
import { userSignUpRequestSchema } from './user-sign-up.ts';

// Mobile numbers as Indians type and paste them (docs/product/accounts.md, "Mobile numbers").

describe('normaliseMobile', () => {
  it.each([
    ['9839012345', '9839012345'],
    ['98390 12345', '9839012345'],
    ['+91 98390 12345', '9839012345'],
    ['+91 9839011223', '9839011223'],
    ['+919839011223', '9839011223'],
    ['919839011223', '9839011223'],
    ['91 98390-11223', '9839011223'],
    ['09839011223', '9839011223'],
    ['0091 98390 11223', '9839011223'],
    ['(+91) 98390-11223', '9839011223'],
    ['+91-(983) 901-1223', '9839011223'],
    ['983.901.1223', '9839011223'],
    ['  9839011223\n', '9839011223'],
    ['9198390112', '9198390112'],
    ['6000000000', '6000000000'],
  ])('reads %j as %j', (typed, digits) => {
    expect(normaliseMobile(typed)).toBe(digits);
  });

  it.each(['983901234', '98390123456', '+1 415 555 0100', '5839012345', '0983901234', '+44 98390 12345', '98390x12345', ''])(
    'refuses %j',
    (typed) => {
      expect(normaliseMobile(typed)).toBeUndefined();
    },
  );
});

describe('mobileInputText (what a mobile input holds while typing)', () => {
  it('keeps a number still being typed as typed, and turns a whole one into its 10 digits', () => {
    expect(mobileInputText('+91 98390 1')).toBe('+91 98390 1');
    expect(mobileInputText('+91 98390 12345')).toBe('9839012345');
    expect(mobileInputText('98390 1234')).toBe('98390 1234');
    expect(mobileInputText('98390 12345')).toBe('9839012345');
    expect(mobileInputText('0983901234')).toBe('0983901234');
    expect(mobileInputText('09839012345')).toBe('9839012345');
    expect(mobileInputText('91983901234')).toBe('91983901234');
    expect(mobileInputText('919839012345')).toBe('9839012345');
  });

  it('drops letters and a + that is not first, and never grows past 20 characters', () => {
    expect(mobileInputText('abc98+390')).toBe('98390');
    expect(mobileInputText('Mobile: +91 98390 12345')).toBe('9839012345');
    expect(mobileInputText('1'.repeat(40))).toHaveLength(20);
  });
});

describe('every mobile field reads through the one normaliser', () => {
  it('stores what the person meant, for customers, associates, builders, staff and the contact form', () => {
    const typed = '+91 98390 11223';
    expect(mobileSchema().parse(typed)).toBe('9839011223');
    expect(userSendOtpRequestSchema.parse({ mobile: typed }).mobile).toBe('9839011223');
    expect(associateSendOtpRequestSchema.parse({ mobile: typed }).mobile).toBe('9839011223');
    expect(userSignInRequestSchema.parse({ user_mobile: typed, user_password: 'x' }).user_mobile).toBe('9839011223');
    expect(associateSignInRequestSchema.parse({ reg_mobile: typed, reg_password: 'x' }).reg_mobile).toBe('9839011223');
    expect(builderSignInRequestSchema.parse({ builder_mobile: typed, builder_password: 'x' }).builder_mobile).toBe('9839011223');
    expect(staffSignInRequestSchema.parse({ mobile: typed, password: 'x' }).mobile).toBe('9839011223');
    expect(userSignUpRequestSchema.shape.user_mobile.parse(typed)).toBe('9839011223');
    expect(userSignUpRequestSchema.shape.user_alt_mobile.parse('098390 11224')).toBe('9839011224');
    expect(associateSignUpRequestSchema.shape.ass_mobile.parse(typed)).toBe('9839011223');
    expect(builderSignUpRequestSchema.shape.builder_mobile.parse(typed)).toBe('9839011223');
    expect(normaliseContactPhone(typed)).toBe('+919839011223');
    expect(createContactBodySchema.shape.con_phone.parse('098390-11223')).toBe('+919839011223');
  });

  it('refuses a cut-short number instead of keeping its first 10 characters', () => {
    const answer = mobileSchema().safeParse('+91 98390');
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe(ACCOUNT_MESSAGES.mobileTenDigits);
    expect(userSignInRequestSchema.safeParse({ user_mobile: '+91 9839011', user_password: 'x' }).success).toBe(false);
  });
});

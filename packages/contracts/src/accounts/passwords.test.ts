import { describe, expect, it } from 'vitest';
import { associateSignUpRequestSchema } from './associate-sign-up.ts';
import { builderSignUpRequestSchema } from './builder-sign-up.ts';
import { ACCOUNT_MESSAGES, hasLetter, newPasswordSchema } from './fields.ts';
import { isCommonPassword } from './passwords.ts';
import { userResetPasswordRequestSchema } from './user-reset-password.ts';
import { userSignUpRequestSchema } from './user-sign-up.ts';

// One password rule and one name rule for every account kind (docs/product/accounts.md, "Passwords", "Names").

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the password rule', () => {
  it.each(['123456', 'password', 'qwerty', 'Password@2024', 'KashiRealty#1', 'kashi@123', '12345678', 'abcdefgh', 'aaaaaaaa', 'iloveyou'])(
    'refuses %j for every account kind',
    (password) => {
      const messages = [
        firstMessage(newPasswordSchema.safeParse(password)),
        firstMessage(userSignUpRequestSchema.shape.user_password.safeParse(password)),
        firstMessage(builderSignUpRequestSchema.shape.builder_password.safeParse(password)),
        firstMessage(associateSignUpRequestSchema.shape.ass_password.safeParse(password)),
        firstMessage(userResetPasswordRequestSchema.shape.new_password.safeParse(password)),
      ];
      for (const message of messages) expect(message).toBeDefined();
    },
  );

  it('names the length first, then the common password', () => {
    expect(firstMessage(newPasswordSchema.safeParse('123456'))).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(firstMessage(associateSignUpRequestSchema.shape.ass_password.safeParse('abc'))).toBe(ACCOUNT_MESSAGES.assPasswordTooShort);
    expect(firstMessage(newPasswordSchema.safeParse('password'))).toBe(ACCOUNT_MESSAGES.passwordTooCommon);
    expect(ACCOUNT_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
  });

  it.each(['Ganga#Ghat2024', 'Founder@2018', 'Demo@2024', 'Sarnath@Stupa9', 'Kashi@Vishwanath1', 'मेरा-घर-2024'])(
    'accepts %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
      expect(newPasswordSchema.safeParse(password).success).toBe(true);
    },
  );
});

describe('the name rule', () => {
  it('wants a letter of any script', () => {
    expect(hasLetter('😀😀')).toBe(false);
    expect(hasLetter('1234')).toBe(false);
    expect(hasLetter('मीरा')).toBe(true);
    expect(hasLetter('Meera')).toBe(true);
    for (const schema of [
      userSignUpRequestSchema.shape.user_name,
      associateSignUpRequestSchema.shape.ass_name,
      builderSignUpRequestSchema.shape.builder_name,
      builderSignUpRequestSchema.shape.builder_company,
    ]) {
      expect(firstMessage(schema.safeParse('😀😀'))).toBe(ACCOUNT_MESSAGES.nameNeedsLetter);
      expect(schema.parse(' मीरा जोशी ')).toBe('मीरा जोशी');
    }
  });
});

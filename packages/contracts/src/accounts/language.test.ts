import { describe, expect, it } from 'vitest';
import { associateSendOtpRequestSchema } from './associate-send-otp.ts';
import { associateSignUpRequestSchema } from './associate-sign-up.ts';
import { builderSendOtpRequestSchema } from './builder-send-otp.ts';
import { builderSignUpRequestSchema } from './builder-sign-up.ts';
import { ACCOUNT_LANGUAGES, ACCOUNT_MESSAGES, accountLanguageOf, DEFAULT_ACCOUNT_LANGUAGE, languageSchema } from './fields.ts';
import { userSendOtpRequestSchema } from './user-send-otp.ts';
import { userSignUpRequestSchema } from './user-sign-up.ts';

// The language of an account (docs/product/accounts.md, "Language of an account and Hindi listing text").

describe('languageSchema', () => {
  it('reads en and hi, and null, "" or nothing as not given', () => {
    expect(ACCOUNT_LANGUAGES).toEqual(['en', 'hi']);
    expect(DEFAULT_ACCOUNT_LANGUAGE).toBe('en');
    expect(languageSchema.parse('en')).toBe('en');
    expect(languageSchema.parse('hi')).toBe('hi');
    for (const unset of [undefined, null, '']) expect(languageSchema.parse(unset)).toBeUndefined();
  });

  it('refuses anything else as sent: other codes, capitals, spaces, control characters, other types', () => {
    for (const bad of ['fr', 'HI', 'Hindi', ' hi', 'hi ', '\u000bhi', 'h\u0000i', 1, true, ['hi'], { hi: true }]) {
      const result = languageSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([ACCOUNT_MESSAGES.languageInvalid]);
    }
    expect(ACCOUNT_MESSAGES.languageInvalid).toBe('Language must be en (English) or hi (Hindi)');
  });

  it('reads a stored language, anything unknown as English', () => {
    expect(accountLanguageOf('hi')).toBe('hi');
    expect(accountLanguageOf('en')).toBe('en');
    for (const other of ['', 'fr', null, undefined, 3]) expect(accountLanguageOf(other)).toBe('en');
  });
});

describe('the bodies that take a language', () => {
  it.each([
    ['customer send-otp', userSendOtpRequestSchema, { mobile: '9415000009' }],
    ['associate send-otp', associateSendOtpRequestSchema, { mobile: '9415000009' }],
    ['builder send-otp', builderSendOtpRequestSchema, { mobile: '9415000009' }],
    [
      'customer sign-up',
      userSignUpRequestSchema,
      { user_name: 'Sita Devi', user_email: 'sita@example.in', user_mobile: '9415000009', user_password: 'Sangam#Prayag2024' },
    ],
    [
      'associate sign-up',
      associateSignUpRequestSchema,
      {
        ass_name: 'Ramesh',
        ass_email: 'ramesh@example.in',
        ass_mobile: '9415000009',
        ass_password: 'Civil#Lines2024',
        ass_sponsor_id: 'KR000001',
      },
    ],
    [
      'builder sign-up',
      builderSignUpRequestSchema,
      {
        builder_company: 'Triveni Developers',
        builder_name: 'Anil',
        builder_email: 'anil@example.in',
        builder_mobile: '9415000009',
        builder_password: 'Ghat#Walk2024',
        builder_address: 'Civil Lines, Prayagraj',
      },
    ],
  ] as const)('%s takes an optional language and names the field when it is wrong', (_name, schema, body) => {
    expect(schema.parse(body).language).toBeUndefined();
    expect(schema.parse({ ...body, language: 'hi' }).language).toBe('hi');
    const wrong = schema.safeParse({ ...body, language: 'hindi' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['language', ACCOUNT_MESSAGES.languageInvalid]]);
  });
});

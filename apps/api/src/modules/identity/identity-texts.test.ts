import { ACCOUNT_LANGUAGES } from '@realty/contracts/accounts/fields';
import { SIGN_IN_LIMIT_MESSAGES } from '@realty/contracts/accounts/sign-in-limits';
import { describe, expect, it } from 'vitest';
import { IDENTITY_SMS_TEXTS, identitySms } from './identity-texts.ts';
import { otpSmsBody } from './otp.service.ts';

/** The identity core's SMS texts in every language (docs/product/accounts.md, "Language of an account and Hindi listing text"). */
describe('identity SMS texts', () => {
  const samples: Record<keyof typeof IDENTITY_SMS_TEXTS, unknown[]> = { otp: ['482913'], signInLock: [10] };

  it.each(Object.keys(IDENTITY_SMS_TEXTS) as (keyof typeof IDENTITY_SMS_TEXTS)[])(
    '%s has a text in every language, the Hindi one in Devanagari with every value of the English',
    (name) => {
      const texts = IDENTITY_SMS_TEXTS[name] as Record<string, (...args: unknown[]) => string>;
      expect(Object.keys(texts).sort()).toEqual([...ACCOUNT_LANGUAGES].sort());
      const en = texts.en?.(...samples[name]) ?? '';
      const hi = texts.hi?.(...samples[name]) ?? '';
      expect(hi).toMatch(/[\u0900-\u097F]/);
      expect(hi).not.toBe(en);
      const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect(numbers(hi)).toEqual(numbers(en));
      // the brand and the words Hindi property sites keep in English stay as they are
      for (const word of ['Kashi Realty', 'OTP'].filter((w) => en.includes(w))) expect(hi).toContain(word);
    },
  );

  it('keeps the English texts of the wire contract word for word', () => {
    expect(otpSmsBody('482913')).toBe(
      '482913 is your Kashi Realty verification code. It is valid for 5 minutes. Do not share it with anyone.',
    );
    expect(otpSmsBody('482913', 'en')).toBe(otpSmsBody('482913'));
    expect(identitySms('signInLock', 'en', 10)).toBe(SIGN_IN_LIMIT_MESSAGES.lockSms.replace('{n}', '10'));
  });

  it('writes the Hindi OTP with the code first, as phones pick it up', () => {
    expect(otpSmsBody('482913', 'hi')).toBe('482913 आपका Kashi Realty OTP है। यह 5 मिनट तक ही मान्य है। इसे किसी के साथ साझा न करें।');
  });
});

import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SCREEN_MESSAGES,
  BUILDER_MESSAGES,
  OTP_RESEND_SECONDS,
  otpWaitMessage,
} from '@realty/contracts/accounts/fields';
import { SIGN_IN_LIMIT_MESSAGES, SIGN_IN_LOCK_MINUTES, signInLockedMessage } from '@realty/contracts/accounts/sign-in-limits';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import '../texts.ts';

/** The Hindi the messages catalogue gives an English message, as `useMessageText()` does on a Hindi page. */
const inHindi = (english: string) => i18nFor('hi').t(english, { ns: 'messages', defaultValue: english });
const DEVANAGARI = /[\u0900-\u097F]/;

// Every text the account screens show from the contracts has natural Hindi (docs/product/seo.md, "Hindi").
describe('the account messages in Hindi', () => {
  const templates = new Set<string>([ACCOUNT_MESSAGES.otpWait]);
  const messages = [
    ...Object.values(ACCOUNT_MESSAGES).filter((text) => !templates.has(text)),
    ...Object.values(ACCOUNT_SCREEN_MESSAGES),
    ...Object.values(BUILDER_MESSAGES),
    SIGN_IN_LIMIT_MESSAGES.associateOtpRequired,
  ];

  it.each(messages)('translates %s', (english) => {
    const hindi = inHindi(english);
    expect(hindi).not.toBe(english);
    expect(hindi).toMatch(DEVANAGARI);
  });

  it('translates the resend wait for every second of the lock, keeping the number', () => {
    for (let seconds = 1; seconds <= OTP_RESEND_SECONDS; seconds += 1) {
      expect(inHindi(otpWaitMessage(seconds))).toBe(`दूसरा OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`);
    }
  });

  it('translates the wrong-password lock for every minute it can last', () => {
    const longest = Math.max(...SIGN_IN_LOCK_MINUTES);
    for (let minutes = 1; minutes <= longest; minutes += 1) {
      expect(inHindi(signInLockedMessage(minutes * 60_000))).toBe(`बहुत बार गलत पासवर्ड डाला गया। कृपया ${minutes} मिनट बाद फिर कोशिश करें।`);
    }
  });

  it('leaves English as it is and shows an unknown message as it came', () => {
    expect(i18nFor('en').t(ACCOUNT_MESSAGES.otpInvalid, { ns: 'messages' })).toBe('Invalid OTP');
    expect(inHindi('A message nobody wrote down')).toBe('A message nobody wrote down');
  });
});

import { type AccountLanguage, OTP_TTL_SECONDS } from '@realty/contracts/accounts/fields';
import { signInLockSms } from '@realty/contracts/accounts/sign-in-limits';

/**
 * Every SMS the identity core sends, in each language an account can choose
 * (docs/product/accounts.md, "Mobile OTPs", "Repeated wrong passwords", "Language of an account
 * and Hindi listing text"). The English texts are the wire contract's, word for word; the Hindi
 * ones say the same thing the way a buyer in Varanasi or Prayagraj would read it, keeping the
 * words people use on property sites (OTP). Sending code picks a text with {@link identitySms}.
 */

/** One text in every language: a function of the same values for each. */
export type LocalisedText<Args extends unknown[]> = Record<AccountLanguage, (...args: Args) => string>;

/** Minutes an OTP stays valid, as the SMS says it (from `OTP_TTL_SECONDS`). */
const OTP_TTL_MINUTES = Math.round(OTP_TTL_SECONDS / 60);

/**
 * The identity core's SMS texts:
 * - `otp(code)`: the six-digit code first, then how long it is valid (5 minutes) and not to share it;
 * - `signInLock(failures)`: the one SMS to an account's owner when wrong passwords lock it
 *   (docs/decisions/0006-account-sign-in-limits.md); English is `SIGN_IN_LIMIT_MESSAGES.lockSms`.
 */
export const IDENTITY_SMS_TEXTS = {
  otp: {
    en: (code: string) =>
      `${code} is your Kashi Realty verification code. It is valid for ${OTP_TTL_MINUTES} minutes. Do not share it with anyone.`,
    hi: (code: string) => `${code} आपका Kashi Realty OTP है। यह ${OTP_TTL_MINUTES} मिनट तक ही मान्य है। इसे किसी के साथ साझा न करें।`,
  },
  signInLock: {
    en: (failures: number) => signInLockSms(failures),
    hi: (failures: number) =>
      `Kashi Realty: आपके खाते पर ${failures} बार गलत पासवर्ड डाला गया, इसलिए कुछ देर के लिए लॉग-इन रोक दिया गया है। आप अपने पासवर्ड और हमारे भेजे OTP से अब भी लॉग-इन कर सकते हैं। OTP कभी किसी को न बताएं।`,
  },
} as const satisfies { otp: LocalisedText<[code: string]>; signInLock: LocalisedText<[failures: number]> };

/**
 * The text of SMS `name` in `language` with `args` filled in, e.g.
 * `identitySms('otp', 'hi', '123456')` → '123456 आपका Kashi Realty OTP है। …'.
 */
export function identitySms<Name extends keyof typeof IDENTITY_SMS_TEXTS>(
  name: Name,
  language: AccountLanguage,
  ...args: Parameters<(typeof IDENTITY_SMS_TEXTS)[Name][AccountLanguage]>
): string {
  const text = IDENTITY_SMS_TEXTS[name][language] as (...values: typeof args) => string;
  return text(...args);
}

/**
 * The per-account limit on wrong passwords, shared by every account kind that signs in with a
 * mobile and a password (customers, associates, staff; docs/decisions/0006-account-sign-in-limits.md).
 * The API enforces these numbers; the screens show these texts.
 */

/** Wrong passwords in one run that lock the account (the lock starts with the 10th). */
export const SIGN_IN_FAILURE_LIMIT = 10;

/** Minutes without a wrong password (and after any lock has ended) that end a run: its count starts again at 0. */
export const SIGN_IN_FAILURE_RUN_MINUTES = 15;

/**
 * Length of each lock, in minutes: the 10th wrong password of a run locks the account for 1
 * minute, each wrong password after a lock has ended locks it again for the next length, up to
 * 15 minutes for every one after that.
 */
export const SIGN_IN_LOCK_MINUTES: readonly number[] = [1, 2, 4, 8, 15];

/** Every person-facing text of the sign-in limit, word for word. */
export const SIGN_IN_LIMIT_MESSAGES = {
  /** 429 answer to a wrong password while the account is locked; `{time}` is e.g. '1 minute' or '15 minutes'. */
  locked: 'Too many wrong passwords. Please try again in {time}.',
  /** Associate sign-in with the right password while the account is locked: the OTP step follows. */
  associateOtpRequired: 'Too many wrong passwords were tried on this account. Enter the OTP sent to your mobile to sign in.',
  /** SMS to the account's mobile when a run of wrong passwords first locks it. */
  lockSms:
    'Kashi Realty: {n} wrong passwords were tried on your account, so sign-in is paused for a while. You can still sign in with your password and the OTP we send you. Never share an OTP with anyone.',
} as const;

/** Whole minutes in words for `ms` milliseconds, rounded up: '1 minute', '15 minutes'. */
export const minutesInWords = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** The 429 text for a lock that ends in `ms` milliseconds: 'Too many wrong passwords. Please try again in 2 minutes.' */
export const signInLockedMessage = (ms: number): string => SIGN_IN_LIMIT_MESSAGES.locked.replace('{time}', minutesInWords(ms));

/** The lock SMS for a run of `failures` wrong passwords. */
export const signInLockSms = (failures: number): string => SIGN_IN_LIMIT_MESSAGES.lockSms.replace('{n}', String(failures));

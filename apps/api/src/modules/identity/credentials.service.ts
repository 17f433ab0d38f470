import { type AccountLanguage, DEFAULT_ACCOUNT_LANGUAGE } from '@realty/contracts/accounts/fields';
import {
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_RUN_MINUTES,
  SIGN_IN_LOCK_MINUTES,
  signInLockedMessage,
} from '@realty/contracts/accounts/sign-in-limits';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import type { IdentityContext } from './identity-context.ts';
import { identitySms } from './identity-texts.ts';
import type { SessionSubject } from './session.service.ts';
import {
  deleteSignInFailureRow,
  findSignInFailureRow,
  lockSignInFailureRow,
  type SignInFailureRow,
  saveSignInFailureRow,
} from './sign-in-failures.repository.ts';

/**
 * The one password check of every account kind that signs in with a mobile and a password
 * (customers, associates, staff; builders later), with the per-account limit on wrong passwords
 * of docs/decisions/0006-account-sign-in-limits.md (docs/product/accounts.md, "Repeated wrong
 * passwords"). Each kind supplies only its account (found in its own table), the fields below
 * and its 401 text; the sign-in flows of `sign-in.service.ts` call it for every kind.
 */

/** Which kind of account signs in: the session subject type (user = customer, associate, staff). */
export type AccountKindName = SessionSubject;

/**
 * What the check needs to know of an account: its id, mobile (for the lock SMS and the sign-in
 * OTP), password hash, whether it may sign in, and the language of its texts (absent for kinds
 * without one, such as staff: English; docs/product/accounts.md, "Language of an account and
 * Hindi listing text").
 */
export type PasswordAccount = { id: number; mobile: string; passwordHash: string; isActive: boolean; language?: AccountLanguage };

const MINUTE_MS = 60_000;

/**
 * The outcome of one wrong password for an account whose run is `current` at `now` (a pure rule).
 * While a lock runs the wrong password is not counted (`locked` is the running lock, the state is
 * unchanged). Otherwise it is counted: a run ends after {@link SIGN_IN_FAILURE_RUN_MINUTES} minutes
 * with no wrong password and no lock, the {@link SIGN_IN_FAILURE_LIMIT}th of a run locks the
 * account for the first of {@link SIGN_IN_LOCK_MINUTES}, each later one for the next length
 * (the last length repeats); `notify` is true for the first lock of a run (its SMS goes out once).
 */
export function countWrongPassword(
  current: SignInFailureRow,
  now: Date,
): { next: SignInFailureRow; locked: Date | null; isCounted: boolean; notify: boolean } {
  const at = now.getTime();
  if (current.lockedUntil && current.lockedUntil.getTime() > at) {
    return { next: current, locked: current.lockedUntil, isCounted: false, notify: false };
  }
  const quietSince = Math.max(current.lastFailedAt.getTime(), current.lockedUntil?.getTime() ?? 0);
  const isNewRun = current.failures === 0 || at - quietSince >= SIGN_IN_FAILURE_RUN_MINUTES * MINUTE_MS;
  const failures = isNewRun ? 1 : current.failures + 1;
  const lockStep = failures - SIGN_IN_FAILURE_LIMIT;
  const lockMinutes = lockStep >= 0 ? (SIGN_IN_LOCK_MINUTES[Math.min(lockStep, SIGN_IN_LOCK_MINUTES.length - 1)] ?? 0) : 0;
  const lockedUntil = lockMinutes > 0 ? new Date(at + lockMinutes * MINUTE_MS) : null;
  const notifiedBefore = isNewRun ? null : current.lockNotifiedAt;
  const notify = lockedUntil !== null && notifiedBefore === null;
  return {
    next: { failures, lastFailedAt: now, lockedUntil, lockNotifiedAt: notify ? now : notifiedBefore },
    locked: null,
    isCounted: true,
    notify,
  };
}

/** Whether the run `row` holds a lock at `now`. */
export const isLockedAt = (row: SignInFailureRow | undefined, now: Date): boolean =>
  Boolean(row?.lockedUntil && row.lockedUntil.getTime() > now.getTime());

/**
 * Checks `password` against `account` (found by the caller in its kind's table, or undefined for
 * an unknown mobile) and applies the per-account limit. An unknown mobile is checked against a
 * throw-away hash, so it answers as slowly as a wrong password, and is never counted. A wrong
 * password of an active account is counted under a row lock (simultaneous attempts on any number
 * of instances all count); the one that locks the account sends its owner one SMS, in the
 * account's language.
 * Returns the account and whether it is locked right now: a right password always passes (so a
 * known mobile can never be locked out by others), and the caller decides what a lock adds (the
 * associates' OTP step).
 * @throws AppError 401 `wrongMessage` (code INVALID_CREDENTIALS) for an unknown mobile, a wrong
 *   password or an account that may not sign in, all alike; 429 'Too many wrong passwords. Please try again in {time}.' with
 *   Retry-After (seconds) for a wrong password while the account is locked.
 */
export async function checkPassword<A>(
  ctx: IdentityContext,
  params: {
    kind: AccountKindName;
    account: A | undefined;
    describe: (account: A) => PasswordAccount;
    password: string;
    wrongMessage: string;
  },
): Promise<{ account: A; isLocked: boolean }> {
  const found = params.account === undefined ? undefined : params.describe(params.account);
  const isRight = found ? await verifyPassword(found.passwordHash, params.password) : await verifyAgainstDummy(params.password);
  const wrong = () => new AppError(401, params.wrongMessage, { code: ERROR_CODES.INVALID_CREDENTIALS });
  if (params.account === undefined || !found?.isActive) throw wrong();
  const now = ctx.now();
  if (isRight) {
    return { account: params.account, isLocked: isLockedAt(await findSignInFailureRow(ctx.db, params.kind, found.id), now) };
  }
  const outcome = await runInTransaction(ctx.db, async (tx) => {
    const result = countWrongPassword(await lockSignInFailureRow(tx, params.kind, found.id), now);
    if (result.isCounted) await saveSignInFailureRow(tx, params.kind, found.id, result.next);
    return result;
  });
  if (outcome.locked)
    throw tooManyRequests(signInLockedMessage(outcome.locked.getTime() - now.getTime()), (outcome.locked.getTime() - now.getTime()) / 1000);
  if (outcome.notify) {
    try {
      await ctx.sms.send({
        to: found.mobile,
        body: identitySms('signInLock', found.language ?? DEFAULT_ACCOUNT_LANGUAGE, outcome.next.failures),
      });
    } catch (error) {
      ctx.log.error({ err: error, provider: ctx.sms.name }, 'sign-in lock SMS could not be sent');
    }
  }
  throw wrong();
}

/** Forgets the wrong passwords of one account; called once it has fully signed in (password, and OTP where one is asked). */
export async function clearWrongPasswords(ctx: IdentityContext, kind: AccountKindName, accountId: number): Promise<void> {
  await deleteSignInFailureRow(ctx.db, kind, accountId);
}

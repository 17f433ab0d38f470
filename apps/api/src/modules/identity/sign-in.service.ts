import { unauthorized } from '../../lib/app-error.ts';
import type { AccountKind } from './account-kind.ts';
import { checkPassword, clearWrongPasswords } from './credentials.service.ts';
import type { IdentityContext } from './identity-context.ts';
import { otpPurposeOf, sendOtp, verifyOtp } from './otp.service.ts';
import { activatePendingSession, type IssuedSession, type ResolvedSession, startSession } from './session.service.ts';

/**
 * The sign-in flows of every account kind, written once (docs/product/accounts.md, "Account kinds", "Customer sign-in", "Associate sign-in";
 * docs/decisions/0007-identity-core.md). A kind picks one:
 * - two steps (customers, staff; builders next): {@link startOtpSignIn} checks the password,
 *   sends an OTP and opens a PENDING session (10 minutes), refused by every guard until
 *   {@link completeOtpSignIn} turns it into an active one under a new token;
 * - one step (associates): {@link startDirectSignIn} opens an active session at once, unless the
 *   account is locked by wrong passwords, when it falls back to the two steps.
 * Wrong passwords count towards the account's limit (`checkPassword`, decision 0006); a full
 * sign-in forgets them.
 */

/** An answer that may open a session: the body to send, and the session whose cookie the route sets with it. */
export type SessionAnswer<Body, Session extends IssuedSession | undefined = IssuedSession> = { body: Body; session: Session };

/** The account that signed in and the session to hand to the client. */
export type SignInResult<Row> = { row: Row; session: IssuedSession };

/** A two-step sign-in under way: the account, its pending session and the seconds until an OTP resend (30). */
export type PendingSignIn<Row> = SignInResult<Row> & { resendAfter: number };

/** Sends the sign-in OTP to the account's own mobile, in the account's language, and opens its pending session. */
async function openPendingSignIn<Row>(ctx: IdentityContext, kind: AccountKind<Row>, row: Row, ip: string): Promise<PendingSignIn<Row>> {
  const account = kind.credentials(row);
  const resendAfter = await sendOtp(ctx, {
    purpose: otpPurposeOf(kind.subject, 'signin'),
    mobile: account.mobile,
    ip,
    language: account.language,
  });
  const session = await startSession(ctx.db, {
    subjectType: kind.subject,
    subjectId: account.id,
    status: 'pending',
    now: ctx.now(),
    meta: { mobile: account.mobile },
  });
  return { row, session, resendAfter };
}

/**
 * Step 1 of a two-step sign-in: the right mobile and password of an active account send an OTP
 * to the account's mobile and open a pending session. A right password proceeds even while the
 * account is locked (the OTP is the second factor).
 * @throws AppError 401 `kind.messages.wrongCredentials` (unknown mobile, wrong password or a
 *   disabled account, all alike and equally slow); 429 with Retry-After for a wrong password while
 *   locked, or when the OTP sends are throttled; 502 when the SMS cannot be sent.
 */
export async function startOtpSignIn<Row>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: { mobile: string; password: string; ip: string },
): Promise<PendingSignIn<Row>> {
  const { account: row } = await checkPassword(ctx, {
    kind: kind.subject,
    account: await kind.findByMobile(ctx.db, params.mobile),
    describe: kind.credentials,
    password: params.password,
    wrongMessage: kind.messages.wrongCredentials,
  });
  return openPendingSignIn(ctx, kind, row, params.ip);
}

/**
 * A one-step sign-in: the right mobile and password open an active session at once and forget
 * the account's wrong passwords. While the account is locked the password is not enough: it
 * continues as a two-step sign-in (`otpRequired: true`, a pending session, an OTP sent).
 * @throws AppError as {@link startOtpSignIn}.
 */
export async function startDirectSignIn<Row>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: { mobile: string; password: string; ip: string },
): Promise<(SignInResult<Row> & { otpRequired: false }) | (PendingSignIn<Row> & { otpRequired: true })> {
  const { account: row, isLocked } = await checkPassword(ctx, {
    kind: kind.subject,
    account: await kind.findByMobile(ctx.db, params.mobile),
    describe: kind.credentials,
    password: params.password,
    wrongMessage: kind.messages.wrongCredentials,
  });
  if (isLocked) return { ...(await openPendingSignIn(ctx, kind, row, params.ip)), otpRequired: true };
  const { id } = kind.credentials(row);
  await clearWrongPasswords(ctx, kind.subject, id);
  const session = await startSession(ctx.db, { subjectType: kind.subject, subjectId: id, status: 'active', now: ctx.now() });
  return { row, session, otpRequired: false };
}

/** Whether `pending` is a pending sign-in session of `kind` for `mobile` (the holder is between the two steps). */
export function isPendingSignInFor(kind: Pick<AccountKind<unknown>, 'subject'>, pending: ResolvedSession | null, mobile: string): boolean {
  return pending?.status === 'pending' && pending.subjectType === kind.subject && pending.meta.mobile === mobile;
}

/**
 * Asserts that the caller holds the pending sign-in session of `kind` for `mobile`.
 * @throws AppError 401 `kind.messages.signInAgain` otherwise.
 */
export function assertPendingSignIn(
  kind: Pick<AccountKind<unknown>, 'subject' | 'messages'>,
  pending: ResolvedSession | null,
  mobile: string,
): asserts pending is ResolvedSession {
  if (!isPendingSignInFor(kind, pending, mobile)) throw unauthorized(kind.messages.signInAgain);
}

/**
 * A new OTP for the pending sign-in of `mobile`, in the language of the account signing in;
 * returns the seconds until another may be asked for (30).
 * @throws AppError 401 `kind.messages.signInAgain` without that pending session; 429 within 30
 *   seconds or past the hourly limits; 502 when the SMS cannot be sent.
 */
export async function resendSignInOtp<Row>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: { mobile: string; ip: string; pending: ResolvedSession | null },
): Promise<number> {
  assertPendingSignIn(kind, params.pending, params.mobile);
  const row = await kind.findById(ctx.db, params.pending.subjectId);
  const language = row === undefined ? undefined : kind.credentials(row).language;
  return sendOtp(ctx, { purpose: otpPurposeOf(kind.subject, 'signin'), mobile: params.mobile, ip: params.ip, language });
}

/**
 * Step 2: the right OTP turns `pending` (this mobile's pending session of `kind`) into an active
 * session under a brand-new token and forgets the account's wrong passwords (a lock ends).
 * @throws AppError 400 OTP errors (field otp, codes OTP_INVALID / OTP_EXPIRED); 401
 *   `kind.messages.signInAgain` without the pending session, or when the account was disabled meanwhile.
 */
export async function completeOtpSignIn<Row>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: { mobile: string; otp: string; pending: ResolvedSession | null },
): Promise<SignInResult<Row>> {
  assertPendingSignIn(kind, params.pending, params.mobile);
  await verifyOtp(ctx, { purpose: otpPurposeOf(kind.subject, 'signin'), mobile: params.mobile, code: params.otp, consume: true });
  const row = await kind.findById(ctx.db, params.pending.subjectId);
  const issued = row && kind.credentials(row).isActive ? await activatePendingSession(ctx.db, params.pending, ctx.now()) : null;
  if (!row || !issued) throw unauthorized(kind.messages.signInAgain);
  await clearWrongPasswords(ctx, kind.subject, kind.credentials(row).id);
  return { row, session: issued };
}

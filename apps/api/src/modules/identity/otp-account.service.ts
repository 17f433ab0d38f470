import { ACCOUNT_MESSAGES, type AccountLanguage, DEFAULT_ACCOUNT_LANGUAGE } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { Database } from '@realty/db/client';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import type { AccountKind } from './account-kind.ts';
import type { IdentityContext } from './identity-context.ts';
import { consumeVerifiedMobile, hasVerifiedMobile, type OtpStep, otpPurposeOf, sendOtp, verifyOtp } from './otp.service.ts';
import { type IssuedSession, type ResolvedSession, startSession } from './session.service.ts';
import {
  completeOtpSignIn,
  isPendingSignInFor,
  type PendingSignIn,
  resendSignInOtp,
  type SessionAnswer,
  type SignInResult,
  startOtpSignIn,
} from './sign-in.service.ts';

/**
 * The OTP account flows of the kinds that sign up with a mobile OTP and sign in in two steps
 * (customers and builders; docs/product/accounts.md, "Mobile OTPs", "Customer sign-up", "Customer
 * sign-in"; docs/product/builders.md, "Account": "the customers' shapes"), written once and
 * parameterised by the kind (docs/decisions/0027-shared-account-form-steps.md). Each kind's
 * module keeps only its table, its fields and the shape of its answers.
 */

/**
 * What the OTP account flows need of a kind beyond sign-in ({@link AccountKind}): its e-mail
 * lookup, the names its API gives the fields, and how its answers show the account.
 */
export type SignUpKind<Row, Shown extends object> = AccountKind<Row> & {
  /** The account registered under this e-mail (compared lower-cased), if any. */
  findByEmail: (db: Database, email: string) => Promise<Row | undefined>;
  /** The sign-up body's e-mail, mobile and password fields, named in the answers' `field`. */
  fields: { email: string; mobile: string; password: string };
  /** The unique index on the kind's e-mail column: a violation of it is a taken e-mail, of any other a taken mobile. */
  emailIndex: string;
  /** The account in the answers of sign-up and of the sign-in OTP (`user`, and the kind's `role` where it has one). */
  shown: (row: Row) => Shown;
};

/** The answer of a call that opened an active session: 'Account created successfully' or 'Signed in successfully!', the token and the account. */
export type SignedInAnswer<Shown extends object> = { success: true; message: string; token: string } & Shown;

/** The answer of an OTP call that sent a code: 'OTP sent to your mobile' and the seconds until another may be asked for (30). */
export type OtpSentAnswer = { success: true; message: string; resend_after: number };

/** The answer of an OTP check that opened no session: 'OTP verified'. */
export type OtpVerifiedAnswer = { success: true; message: string };

/** An OTP call as the routes hand it over: the mobile, the step asked for (if any), the caller's address, session and language. */
export type OtpSendParams<Step extends OtpStep> = {
  mobile: string;
  purpose?: Step | undefined;
  ip: string;
  pending: ResolvedSession | null;
  language?: AccountLanguage | undefined;
};

/** An OTP check as the routes hand it over: the mobile, the code, the step asked for (if any) and the caller's session. */
export type OtpVerifyParams<Step extends OtpStep> = {
  mobile: string;
  otp: string;
  purpose?: Step | undefined;
  pending: ResolvedSession | null;
};

/** A sign-up as the shared flow reads it: the kind's e-mail, mobile, password and OTP, whatever the body calls them. */
export type SignUpCredentials = { email: string; mobile: string; password: string; otp?: string | undefined };

/** 400 'Verify your mobile number with the OTP first.' (field otp, code OTP_NOT_VERIFIED). */
const notVerified = () => new AppError(400, ACCOUNT_MESSAGES.verifyMobileWithOtp, { field: 'otp', code: ERROR_CODES.OTP_NOT_VERIFIED });

/**
 * The step an OTP call of `kind` is for: the `purpose` sent, or, when a client sends none
 * (docs/product/accounts.md, "Customer sign-in": a client that follows the OTP calls alone),
 * 'signin' while the caller holds this mobile's pending sign-in session of the kind, else 'signup'.
 */
export function otpStepOf<Step extends OtpStep>(
  kind: Pick<AccountKind<unknown>, 'subject'>,
  purpose: Step | undefined,
  pending: ResolvedSession | null,
  mobile: string,
): Step | 'signin' | 'signup' {
  if (purpose) return purpose;
  return isPendingSignInFor(kind, pending, mobile) ? 'signin' : 'signup';
}

/**
 * An OTP call of `kind` (docs/product/accounts.md, "Mobile OTPs"), for the step of
 * {@link otpStepOf}. signup: 409 'Mobile already registered' (field mobile, code MOBILE_TAKEN)
 * when an account of the kind has the mobile; the SMS in `language` (English when not given).
 * signin: `pending` must be this mobile's pending sign-in of the kind; a new sign-in code in the
 * account's language. reset: the same answer whether or not the mobile is registered, the SMS
 * only to a registered one, in its language. Answers 'OTP sent to your mobile' and `resend_after`.
 * @throws AppError 409 as above, 401 'Please sign in again.' without the pending sign-in, 429
 *   with Retry-After when throttled, 502 when the SMS cannot be sent.
 */
export async function sendAccountOtp<Row>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: OtpSendParams<OtpStep>,
): Promise<OtpSentAnswer> {
  const { mobile, ip } = params;
  const step = otpStepOf(kind, params.purpose, params.pending, mobile);
  const resendAfter = await sendStepOtp(ctx, kind, { mobile, ip, step, pending: params.pending, language: params.language });
  return { success: true, message: ACCOUNT_MESSAGES.otpSent, resend_after: resendAfter };
}

/** Sends the code of {@link sendAccountOtp} for `step`; returns the seconds until another may be asked for. */
async function sendStepOtp<Row>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: { mobile: string; step: OtpStep; ip: string; pending: ResolvedSession | null; language: AccountLanguage | undefined },
): Promise<number> {
  const { mobile, step, ip } = params;
  if (step === 'signin') return resendSignInOtp(ctx, kind, { mobile, ip, pending: params.pending });
  const account = await kind.findByMobile(ctx.db, mobile);
  const purpose = otpPurposeOf(kind.subject, step);
  if (step === 'signup') {
    if (account) throw conflict(ACCOUNT_MESSAGES.mobileTaken, 'mobile', ERROR_CODES.MOBILE_TAKEN);
    return sendOtp(ctx, { purpose, mobile, ip, language: params.language ?? DEFAULT_ACCOUNT_LANGUAGE });
  }
  const language = account ? kind.credentials(account).language : DEFAULT_ACCOUNT_LANGUAGE;
  return sendOtp(ctx, { purpose, mobile, ip, deliver: Boolean(account), language });
}

/**
 * An OTP check of `kind`, for the step of {@link otpStepOf}. signin: the right code turns
 * `pending` into an active session under a new token and forgets the account's wrong passwords →
 * 'Signed in successfully!' with `token` and the account (the route sets the cookie). signup and
 * reset: the mobile counts as verified for 15 minutes and the code stays usable for the sign-up
 * or the reset → 'OTP verified'.
 * @throws AppError 400 OTP errors (field otp, codes OTP_INVALID / OTP_EXPIRED), 401 'Please sign
 *   in again.' without the pending sign-in.
 */
export async function verifyAccountOtp<Row, Shown extends object>(
  ctx: IdentityContext,
  kind: SignUpKind<Row, Shown>,
  params: OtpVerifyParams<OtpStep>,
): Promise<SessionAnswer<SignedInAnswer<Shown> | OtpVerifiedAnswer, IssuedSession | undefined>> {
  const { mobile, otp, pending } = params;
  const step = otpStepOf(kind, params.purpose, pending, mobile);
  if (step === 'signin') {
    const { row, session } = await completeOtpSignIn(ctx, kind, { mobile, otp, pending });
    return { body: signedIn(kind, row, session, ACCOUNT_MESSAGES.signedIn), session };
  }
  await verifyOtp(ctx, { purpose: otpPurposeOf(kind.subject, step), mobile, code: otp, consume: false });
  return { body: { success: true, message: ACCOUNT_MESSAGES.otpVerified }, session: undefined };
}

/** The {@link SignedInAnswer} of `row` with `message`. */
const signedIn = <Row, Shown extends object>(kind: SignUpKind<Row, Shown>, row: Row, session: IssuedSession, message: string) =>
  ({ success: true, message, token: session.token, ...kind.shown(row) }) as SignedInAnswer<Shown>;

/**
 * A sign-up verified by OTP (docs/product/accounts.md, "Customer sign-up"; docs/product/builders.md,
 * "Account"). After the request schema: a common password → 400; a taken e-mail or mobile → 409;
 * then the mobile must have a sign-up verification from the last 15 minutes, or `otp` must be
 * right now (so one call can verify and create; a wrong code counts as a try but stays usable).
 * `insert` stores the account with the argon2id `passwordHash`; it runs with an active 30-day
 * session in one transaction that also uses the verification up, so a sign-up that fails there
 * can be corrected and retried with the same verification. Answers 'Account created
 * successfully', the token and the account.
 * @throws AppError 400 'This password is too common…' (the password field), 409 'Email already
 *   registered' (EMAIL_TAKEN) / 'Mobile already registered' (MOBILE_TAKEN) at the kind's fields,
 *   400 'Verify your mobile number with the OTP first.' (field otp, OTP_NOT_VERIFIED), or the OTP
 *   errors of `verifyOtp`.
 */
export async function signUpWithOtp<Row, Shown extends object>(
  ctx: IdentityContext,
  kind: SignUpKind<Row, Shown>,
  credentials: SignUpCredentials,
  insert: (db: Database, passwordHash: string) => Promise<Row>,
): Promise<SessionAnswer<SignedInAnswer<Shown>>> {
  const { email, mobile, password, otp } = credentials;
  const emailTaken = () => conflict(ACCOUNT_MESSAGES.emailTaken, kind.fields.email, ERROR_CODES.EMAIL_TAKEN);
  const mobileTaken = () => conflict(ACCOUNT_MESSAGES.mobileTaken, kind.fields.mobile, ERROR_CODES.MOBILE_TAKEN);
  if (isCommonPassword(password)) throw badRequest(ACCOUNT_MESSAGES.passwordTooCommon, kind.fields.password);
  if (await kind.findByEmail(ctx.db, email)) throw emailTaken();
  if (await kind.findByMobile(ctx.db, mobile)) throw mobileTaken();

  const purpose = otpPurposeOf(kind.subject, 'signup');
  if (!(await hasVerifiedMobile(ctx, purpose, mobile, otp))) {
    if (!otp) throw notVerified();
    // proves the code now (wrong tries count) but keeps it usable until the account really exists
    await verifyOtp(ctx, { purpose, mobile, code: otp, consume: false });
  }

  const passwordHash = await hashPassword(password);
  let created: SignInResult<Row>;
  try {
    // the verification is used up only together with the new account and its session
    created = await runInTransaction(ctx.db, async (db) => {
      if (!(await consumeVerifiedMobile({ ...ctx, db }, purpose, mobile, otp))) throw notVerified();
      const row = await insert(db, passwordHash);
      const { id } = kind.credentials(row);
      const session = await startSession(db, { subjectType: kind.subject, subjectId: id, status: 'active', now: ctx.now() });
      return { row, session };
    });
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === kind.emailIndex) throw emailTaken();
    if (index !== null) throw mobileTaken();
    throw error;
  }
  return { body: signedIn(kind, created.row, created.session, ACCOUNT_MESSAGES.accountCreated), session: created.session };
}

/** The answer of a password step that sent the OTP: 'Password accepted. Enter the OTP…', `otp_required` and the pending session's token. */
export type PendingSignInAnswer = { success: true; message: string; otp_required: true; token: string };

/**
 * Step 1 of a two-step sign-in by mobile and password (docs/product/accounts.md, "Customer
 * sign-in"; docs/product/builders.md, "Account"): the identity core's `startOtpSignIn`, which
 * sends the OTP to the account's mobile and opens a PENDING session (10 minutes) that the OTP
 * check turns into an active one. Wrong passwords count towards the account's limit; a right one
 * proceeds to the OTP even while locked. `shown` adds the kind's part of the answer (the account's
 * id and mobile; the resend wait where the kind's answer has it).
 * @throws AppError 401 'Invalid mobile number or password' (unknown mobile, wrong password or a
 *   disabled account, all alike and equally slow), 429 with Retry-After for a wrong password while
 *   locked or a throttled OTP.
 */
export async function signInWithPassword<Row, Extra extends object>(
  ctx: IdentityContext,
  kind: AccountKind<Row>,
  params: { mobile: string; password: string; ip: string },
  shown: (pending: PendingSignIn<Row>) => Extra,
): Promise<SessionAnswer<PendingSignInAnswer & Extra>> {
  const pending = await startOtpSignIn(ctx, kind, params);
  const { session } = pending;
  const body = { success: true, message: ACCOUNT_MESSAGES.signedInVerifyOtp, otp_required: true, token: session.token, ...shown(pending) };
  return { body: body as PendingSignInAnswer & Extra, session };
}

import { EMAIL_CHANGE_MESSAGES } from '@realty/contracts/accounts/email-change';
import {
  EMAIL_CONFIRMATION_MAX_PER_DAY,
  EMAIL_CONFIRMATION_MESSAGES,
  EMAIL_CONFIRMATION_MIN_GAP_MS,
  EMAIL_CONFIRMATION_TTL_MS,
  type MyEmailResponse,
} from '@realty/contracts/accounts/email-confirmation';
import { ACCOUNT_MESSAGES, accountLanguageOf } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { AppError, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { generateToken, hmacPii } from '../../lib/crypto.ts';
import type { IdentityContext } from '../identity/identity-context.ts';
import type { SessionSubject } from '../identity/session.service.ts';
import {
  changeAccountEmail,
  deleteConfirmation,
  type EmailAccount,
  type EmailAccountKind,
  findConfirmationByHash,
  findEmailAccount,
  reserveConfirmation,
  useConfirmation,
} from './account-email.repository.ts';
import { renderConfirmationEmail } from './confirmation-email.ts';

/** The signed-in caller as the e-mail routes know it: the session's subject and account id. */
export type EmailCaller = { subjectType: SessionSubject; subjectId: number };

/** What a confirmation link's token looks like: 32 random bytes as URL-safe base64 ({@link generateToken}). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The keyed hash a link's token is stored as (HMAC-SHA-256 with the PII hash key; docs/decisions/0002-sessions-and-security.md). */
export function confirmationTokenHash(ctx: Pick<IdentityContext, 'keys'>, token: string): string {
  return hmacPii(ctx.keys, 'email-confirmation', token);
}

/** The e-mail account behind `caller`. @throws AppError 403 for staff, 401 when the account is gone or disabled. */
async function callerAccount(ctx: IdentityContext, caller: EmailCaller): Promise<{ kind: EmailAccountKind; account: EmailAccount }> {
  if (caller.subjectType === 'staff') throw forbidden(EMAIL_CONFIRMATION_MESSAGES.notForStaff);
  const kind = caller.subjectType;
  const account = await findEmailAccount(ctx.db, kind, caller.subjectId);
  if (!account?.isActive) throw unauthorized();
  return { kind, account };
}

/**
 * `GET /api/me/email`: the signed-in customer's, associate's or builder's e-mail address and
 * whether it is confirmed (docs/product/accounts.md, "E-mail confirmation").
 * @throws AppError 403 for staff; 401 when the account is gone or disabled.
 */
export async function getMyEmail(ctx: IdentityContext, caller: EmailCaller): Promise<MyEmailResponse> {
  const { account } = await callerAccount(ctx, caller);
  return { success: true, email: account.email, email_confirmed: account.emailConfirmedAt !== null };
}

/**
 * `POST /api/me/email/confirmation`: sends the signed-in account a link
 * `{origin}/confirm-email?token=…` in its language (docs/product/accounts.md, "E-mail
 * confirmation"). The token is 256 random bits, stored only as its keyed hash with the address it
 * was sent to; it works once, for 24 hours. At most one link a minute and five in any 24 hours
 * per account (`options.newAddress`, the first link to a corrected address: the five only). An
 * address already confirmed gets no e-mail (200 saying so).
 * @throws AppError 403 for staff; 401 when the account is gone; 429 with `Retry-After` over the
 *   limits; 502 when the mail provider refuses the message (the link is then forgotten).
 */
export async function sendEmailConfirmation(
  ctx: IdentityContext,
  caller: EmailCaller,
  origin: string,
  options: { newAddress?: boolean } = {},
): Promise<MyEmailResponse> {
  const { kind, account } = await callerAccount(ctx, caller);
  if (account.emailConfirmedAt) {
    return { success: true, message: EMAIL_CONFIRMATION_MESSAGES.alreadyConfirmed, email: account.email, email_confirmed: true };
  }
  const now = ctx.now();
  const token = generateToken();
  const email = account.email.trim().toLowerCase();
  // (a link to a just-corrected address is not held back by one sent to the old address a moment ago; the five a day still count)
  const reserved = await reserveConfirmation(
    ctx.db,
    {
      kind,
      id: caller.subjectId,
      email,
      tokenHash: confirmationTokenHash(ctx, token),
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS),
      createdAt: now,
    },
    { minGapMs: options.newAddress ? 0 : EMAIL_CONFIRMATION_MIN_GAP_MS, maxPerDay: EMAIL_CONFIRMATION_MAX_PER_DAY },
  );
  if ('limit' in reserved) {
    if (reserved.limit === 'day') throw tooManyRequests(EMAIL_CONFIRMATION_MESSAGES.tooMany, 60 * 60);
    const lastSent = reserved.lastSentAt?.getTime() ?? now.getTime();
    throw tooManyRequests(EMAIL_CONFIRMATION_MESSAGES.tooSoon, (lastSent + EMAIL_CONFIRMATION_MIN_GAP_MS - now.getTime()) / 1000);
  }
  const linkId = reserved.id;
  const link = `${origin}/confirm-email?token=${token}`;
  try {
    const rendered = await renderConfirmationEmail({ language: accountLanguageOf(account.language), name: account.name, link });
    await ctx.mail.send({ to: account.email, ...rendered });
  } catch (error) {
    await deleteConfirmation(ctx.db, linkId);
    ctx.log.warn({ err: error, accountKind: kind }, 'The e-mail confirmation could not be sent');
    throw new AppError(502, EMAIL_CONFIRMATION_MESSAGES.sendFailed);
  }
  return { success: true, message: EMAIL_CONFIRMATION_MESSAGES.sent, email: account.email, email_confirmed: false };
}

/** A 400 naming `token` with `code`. */
const tokenError = (message: string, code: (typeof ERROR_CODES)['TOKEN_INVALID' | 'TOKEN_EXPIRED' | 'TOKEN_USED']) =>
  new AppError(400, message, { field: 'token', code });

/**
 * `POST /api/me/email/confirm` `{ token }` (no sign-in needed: the link may be opened on another
 * device): confirms the address the link was sent to, once (docs/product/accounts.md, "E-mail
 * confirmation").
 * @throws AppError 400 naming `token`: TOKEN_INVALID (unknown or damaged token, or the account
 *   is gone or has another address now), TOKEN_EXPIRED (over 24 hours old), TOKEN_USED (opened before).
 */
export async function confirmEmail(ctx: IdentityContext, token: string): Promise<MyEmailResponse> {
  const invalid = tokenError(EMAIL_CONFIRMATION_MESSAGES.tokenInvalid, ERROR_CODES.TOKEN_INVALID);
  if (!TOKEN_SHAPE.test(token)) throw invalid;
  const link = await findConfirmationByHash(ctx.db, confirmationTokenHash(ctx, token));
  if (!link) throw invalid;
  if (link.usedAt) throw tokenError(EMAIL_CONFIRMATION_MESSAGES.tokenUsed, ERROR_CODES.TOKEN_USED);
  const now = ctx.now();
  if (link.expiresAt.getTime() <= now.getTime()) throw tokenError(EMAIL_CONFIRMATION_MESSAGES.tokenExpired, ERROR_CODES.TOKEN_EXPIRED);
  const kind = link.accountKind as EmailAccountKind;
  const account = await findEmailAccount(ctx.db, kind, link.accountId);
  if (!account?.isActive) throw invalid;
  const outcome = await useConfirmation(ctx.db, { id: link.id, kind, accountId: link.accountId, email: link.email }, now);
  if (outcome === 'used') throw tokenError(EMAIL_CONFIRMATION_MESSAGES.tokenUsed, ERROR_CODES.TOKEN_USED);
  if (outcome === 'changed') throw invalid;
  return { success: true, message: EMAIL_CONFIRMATION_MESSAGES.confirmed, email: account.email, email_confirmed: true };
}

/**
 * `PUT /api/me/email` `{ email }`: the signed-in customer, associate or builder corrects their
 * address (docs/product/accounts.md, "E-mail confirmation"). The new address is unconfirmed (no
 * e-mail alert goes to it until it is) and a confirmation link is sent to it at once, within the
 * five links a day of {@link sendEmailConfirmation}: when that limit or the mail server stops the
 * link, the change is kept and the message says to ask again. The same address (compared lower-cased)
 * changes nothing.
 * @throws AppError 403 for staff; 401 when the account is gone; 409 'Email already registered'
 *   naming `email` (code EMAIL_TAKEN) when another account of the same kind has it.
 */
export async function changeMyEmail(ctx: IdentityContext, caller: EmailCaller, email: string, origin: string): Promise<MyEmailResponse> {
  const { kind, account } = await callerAccount(ctx, caller);
  if (account.email.trim().toLowerCase() === email) {
    return {
      success: true,
      message: EMAIL_CHANGE_MESSAGES.unchanged,
      email: account.email,
      email_confirmed: account.emailConfirmedAt !== null,
      outcome: 'unchanged',
    };
  }
  if ((await changeAccountEmail(ctx.db, kind, caller.subjectId, email)) === 'taken') {
    throw conflict(ACCOUNT_MESSAGES.emailTaken, 'email', ERROR_CODES.EMAIL_TAKEN);
  }
  ctx.log.info({ accountKind: kind, accountId: caller.subjectId }, 'account e-mail address changed');
  try {
    await sendEmailConfirmation(ctx, caller, origin, { newAddress: true });
    return { success: true, message: EMAIL_CHANGE_MESSAGES.changed, email, email_confirmed: false, outcome: 'changed' };
  } catch (error) {
    if (!(error instanceof AppError) || (error.status !== 429 && error.status !== 502)) throw error;
    return error.status === 429
      ? { success: true, message: EMAIL_CHANGE_MESSAGES.changedAskLater, email, email_confirmed: false, outcome: 'changed_link_later' }
      : { success: true, message: EMAIL_CHANGE_MESSAGES.changedSendFailed, email, email_confirmed: false, outcome: 'changed_link_failed' };
  }
}

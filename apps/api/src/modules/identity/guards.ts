import { ACCOUNT_MESSAGES } from '@realty/contracts/accounts/fields';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.ts';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { type ResolvedSession, resolveSession, SESSION_COOKIE, type SessionSubject } from './session.service.ts';

/**
 * The session guards of every route (docs/product/accounts.md, "Sessions"; decision 0002): the
 * token comes from the HttpOnly `session` cookie or `Authorization: Bearer <token>`, is looked up
 * by its SHA-256 hash at most once per request, and the guards turn it into the caller's identity
 * or a 401/403. Pending sign-in sessions (password right, OTP not yet verified) count as no
 * session for every guard but {@link loadSession}. They read the app's one identity context
 * (`request.server.identity`: database, settings and the one clock), installed by
 * `registerSession` (plugins/session.ts).
 *
 * Typical use in a route module:
 * ```ts
 * const { userId } = await requireCustomer(request, { forbiddenMessage: 'You are not allowed to add favorites.' });
 * assertSameUser(userId, request.params.userId);
 * ```
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised lookup of this request's session (see {@link loadSession}). */
    sessionLookup: Promise<{ token: string | null; source: 'cookie' | 'bearer' | null; session: ResolvedSession | null }> | null;
  }
}

/** Who a customer guard let through. */
export type CustomerAuth = { role: 'customer'; userId: number; session: ResolvedSession };
/** Who a builder guard let through. */
export type BuilderAuth = { role: 'builder'; builderId: number; session: ResolvedSession };
/** Who an associate guard let through. */
export type AssociateAuth = { role: 'associate'; assId: number; session: ResolvedSession };
/** Messages a guard answers with: `unauthorizedMessage` for 401 (no usable session), `forbiddenMessage` for 403 (wrong role). */
export type GuardMessages = { unauthorizedMessage?: string; forbiddenMessage?: string };

/** The 401 text when no usable session was sent ('Unauthorized: Please log in again.', from the contracts). */
export const SIGN_IN_REQUIRED = ACCOUNT_MESSAGES.signInRequired;

/** The session token the request carries: the `session` cookie first, else a Bearer token; null when neither. */
export function readSessionToken(request: FastifyRequest): { token: string | null; source: 'cookie' | 'bearer' | null } {
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, source: 'cookie' };
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (match?.[1]) return { token: match[1], source: 'bearer' };
  return { token: null, source: null };
}

/**
 * The request's session, pending or active, looked up once and remembered; null when no token
 * was sent or it is unknown, expired or revoked. Sign-in's second step reads the pending one here.
 */
export async function loadSession(request: FastifyRequest): Promise<ResolvedSession | null> {
  if (!request.sessionLookup) {
    const { db, now } = request.server.identity;
    const { token, source } = readSessionToken(request);
    request.sessionLookup = (async () => ({ token, source, session: token ? await resolveSession(db, token, now()) : null }))();
  }
  return (await request.sessionLookup).session;
}

/** The request's ACTIVE session, or null (pending sign-in sessions count as none). For routes open to everyone that behave differently when signed in. */
export async function optionalSession(request: FastifyRequest): Promise<ResolvedSession | null> {
  const session = await loadSession(request);
  return session?.status === 'active' ? session : null;
}

/**
 * The request's active session of any role.
 * @throws AppError 401 'Unauthorized: Please log in again.' (or `unauthorizedMessage`).
 */
export async function requireSession(request: FastifyRequest, messages: GuardMessages = {}): Promise<ResolvedSession> {
  const session = await optionalSession(request);
  if (!session) throw unauthorized(messages.unauthorizedMessage ?? SIGN_IN_REQUIRED);
  return session;
}

/**
 * The request's active session of one account kind (`subject`): the one guard that every kind's
 * own guard is built on (the staff guard adds its table checks in modules/admin-auth).
 * @throws AppError 401 without an active session; 403 `forbiddenMessage` (default
 *   'You are not allowed to do this.') for any other kind.
 */
export async function requireSubject(
  request: FastifyRequest,
  subject: SessionSubject,
  messages: GuardMessages = {},
): Promise<ResolvedSession> {
  const session = await requireSession(request, messages);
  if (session.subjectType !== subject) throw forbidden(messages.forbiddenMessage);
  return session;
}

/**
 * A signed-in customer (docs/product/activity.md, "Who may touch what"): returns `{ userId }`.
 * @throws AppError 401 without an active session; 403 `forbiddenMessage` (default 'This is for
 *   customer accounts only.') for associates and staff — e.g. pass 'You are not allowed to add favorites.'.
 */
export async function requireCustomer(request: FastifyRequest, messages: GuardMessages = {}): Promise<CustomerAuth> {
  const session = await requireSubject(request, 'user', {
    ...messages,
    forbiddenMessage: messages.forbiddenMessage ?? 'This is for customer accounts only.',
  });
  return { role: 'customer', userId: session.subjectId, session };
}

/**
 * A signed-in associate: returns `{ assId }`.
 * @throws AppError 401 without an active session; 403 `forbiddenMessage` (default 'This is for associate accounts only.').
 */
export async function requireAssociate(request: FastifyRequest, messages: GuardMessages = {}): Promise<AssociateAuth> {
  const session = await requireSubject(request, 'associate', {
    ...messages,
    forbiddenMessage: messages.forbiddenMessage ?? 'This is for associate accounts only.',
  });
  return { role: 'associate', assId: session.subjectId, session };
}

/**
 * A signed-in builder (docs/product/builders.md, "Account"): returns `{ builderId }`.
 * @throws AppError 401 without an active session; 403 `forbiddenMessage` (default 'This is for builder accounts only.').
 */
export async function requireBuilder(request: FastifyRequest, messages: GuardMessages = {}): Promise<BuilderAuth> {
  const session = await requireSubject(request, 'builder', {
    ...messages,
    forbiddenMessage: messages.forbiddenMessage ?? 'This is for builder accounts only.',
  });
  return { role: 'builder', builderId: session.subjectId, session };
}

/**
 * Owner check for routes that take a user id from the URL or body (docs/product/activity.md,
 * "Who may touch what"): the id must be the signed-in customer's own.
 * @throws AppError 403 `message` (default 'You are not allowed to do this.') with code NOT_OWNER otherwise.
 */
export function assertSameUser(sessionUserId: number, requestedUserId: number | string, message?: string): void {
  if (Number(requestedUserId) !== sessionUserId) {
    throw new AppError(403, message ?? 'You are not allowed to do this.', { code: ERROR_CODES.NOT_OWNER });
  }
}

/** Whether cookies get the Secure flag: COOKIE_SECURE, or always in production. */
export const isCookieSecure = (env: Pick<Env, 'COOKIE_SECURE' | 'NODE_ENV'>): boolean => env.COOKIE_SECURE || env.NODE_ENV === 'production';

/** Sets the `session` cookie: HttpOnly, SameSite=Lax, Path=/, Secure per {@link isCookieSecure}, lasting `maxAgeMs` milliseconds. */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isCookieSecure(reply.server.identity.env),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** Clears the `session` cookie (same attributes, expired). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isCookieSecure(reply.server.identity.env),
  });
}

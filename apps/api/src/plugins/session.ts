import type { Database } from '@realty/db/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../config/env.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { type ResolvedSession, resolveSession, SESSION_COOKIE, SESSION_LIFETIME_MS } from '../modules/auth/session.service.ts';
import { findStaffRow } from '../modules/auth/sessions.repository.ts';

/**
 * Sessions for every route (architecture brief, "Security decisions"; accounts wire contract):
 * the token comes from the HttpOnly `session` cookie or `Authorization: Bearer <token>`, is looked
 * up by its SHA-256 hash at most once per request, and the guards below turn it into the caller's
 * identity or a 401/403. Pending sign-in sessions (password right, OTP not yet verified) count as
 * no session for every guard here.
 *
 * Typical use in a route module:
 * ```ts
 * const { userId } = await requireCustomer(request, { forbiddenMessage: 'You are not allowed to add favorites.' });
 * assertSameUser(userId, request.params.userId);
 * ```
 */

type SessionSettings = { db: Database; env: Env; now: () => Date };

declare module 'fastify' {
  interface FastifyInstance {
    /** Database, settings and clock used by the session guards. */
    sessionSettings: SessionSettings;
  }
  interface FastifyRequest {
    /** Memoised lookup of this request's session (see {@link loadSession}). */
    sessionLookup: Promise<{ token: string | null; source: 'cookie' | 'bearer' | null; session: ResolvedSession | null }> | null;
  }
}

/** Who a customer guard let through. */
export type CustomerAuth = { role: 'customer'; userId: number; session: ResolvedSession };
/** Who an associate guard let through. */
export type AssociateAuth = { role: 'associate'; assId: number; session: ResolvedSession };
/** Who a staff guard let through; `staffRole` is admin or editor. */
export type StaffAuth = { role: 'staff'; staffId: number; staffRole: string; session: ResolvedSession };
/** Messages a guard answers with: `unauthorizedMessage` for 401 (no usable session), `forbiddenMessage` for 403 (wrong role). */
export type GuardMessages = { unauthorizedMessage?: string; forbiddenMessage?: string };

/** The 401 text when no usable session was sent. */
export const SIGN_IN_REQUIRED = 'Unauthorized: Please log in again.';

/**
 * Installs the session support on the root app: the settings the guards read, the per-request
 * lookup slot, and an `onSend` hook that re-sends the cookie when a lookup slid the session's
 * lifetime (so the browser's copy slides with the server's). Call once, after @fastify/cookie.
 */
export function registerSession(app: FastifyInstance, settings: { db: Database; env: Env; now?: () => Date }): void {
  app.decorate('sessionSettings', { db: settings.db, env: settings.env, now: settings.now ?? (() => new Date()) });
  app.decorateRequest('sessionLookup', null);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.sessionLookup || reply.hasHeader('set-cookie')) return payload;
    // a lookup that failed (the database out of reach) has already been answered by the error handler
    const lookup = await request.sessionLookup.catch(() => null);
    if (!lookup) return payload;
    const { token, source, session } = lookup;
    if (token && source === 'cookie' && session?.status === 'active' && session.refreshed) {
      setSessionCookie(reply, token, SESSION_LIFETIME_MS[session.subjectType]);
    }
    return payload;
  });
}

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
 * was sent or it is unknown, expired or revoked.
 */
export async function loadSession(request: FastifyRequest): Promise<ResolvedSession | null> {
  if (!request.sessionLookup) {
    const { db, now } = request.server.sessionSettings;
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
 * A signed-in customer (accounts.md §6): returns `{ userId }`.
 * @throws AppError 401 without an active session; 403 `forbiddenMessage` (default 'This is for
 *   customer accounts only.') for associates and staff — e.g. pass 'You are not allowed to add favorites.'.
 */
export async function requireCustomer(request: FastifyRequest, messages: GuardMessages = {}): Promise<CustomerAuth> {
  const session = await requireSession(request, messages);
  if (session.subjectType !== 'user') throw forbidden(messages.forbiddenMessage ?? 'This is for customer accounts only.');
  return { role: 'customer', userId: session.subjectId, session };
}

/**
 * A signed-in associate: returns `{ assId }`.
 * @throws AppError 401 without an active session; 403 `forbiddenMessage` (default 'This is for associate accounts only.').
 */
export async function requireAssociate(request: FastifyRequest, messages: GuardMessages = {}): Promise<AssociateAuth> {
  const session = await requireSession(request, messages);
  if (session.subjectType !== 'associate') throw forbidden(messages.forbiddenMessage ?? 'This is for associate accounts only.');
  return { role: 'associate', assId: session.subjectId, session };
}

/**
 * A signed-in, active staff member (issue "Staff back office"); with `role` 'admin' only admins pass
 * (editors get 403). The role is read from the `staff` table at each call, so a demotion applies at once.
 * @throws AppError 401 without an active session or for a disabled staff account; 403 for other roles.
 */
export async function requireStaff(request: FastifyRequest, role?: 'admin' | 'editor', messages: GuardMessages = {}): Promise<StaffAuth> {
  const session = await requireSession(request, messages);
  if (session.subjectType !== 'staff') throw forbidden(messages.forbiddenMessage ?? 'This is for staff only.');
  const member = await findStaffRow(request.server.sessionSettings.db, session.subjectId);
  if (member?.status !== 'active') throw unauthorized(messages.unauthorizedMessage ?? SIGN_IN_REQUIRED);
  if (role === 'admin' && member.role !== 'admin') throw forbidden(messages.forbiddenMessage ?? 'Only an admin can do this.');
  return { role: 'staff', staffId: member.staffId, staffRole: member.role, session };
}

/**
 * Owner check for routes that take a user id from the URL or body (architecture brief): the id
 * must be the signed-in customer's own.
 * @throws AppError 403 `message` (default 'You are not allowed to do this.') otherwise.
 */
export function assertSameUser(sessionUserId: number, requestedUserId: number | string, message?: string): void {
  if (Number(requestedUserId) !== sessionUserId) throw forbidden(message);
}

/** Whether cookies get the Secure flag: COOKIE_SECURE, or always in production. */
export const isCookieSecure = (env: Env): boolean => env.COOKIE_SECURE || env.NODE_ENV === 'production';

/** Sets the `session` cookie: HttpOnly, SameSite=Lax, Path=/, Secure per {@link isCookieSecure}, lasting `maxAgeMs` milliseconds. */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isCookieSecure(reply.server.sessionSettings.env),
    maxAge: Math.floor(maxAgeMs / 1000),
  });
}

/** Clears the `session` cookie (same attributes, expired). */
export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isCookieSecure(reply.server.sessionSettings.env),
  });
}

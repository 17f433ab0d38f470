import { STAFF_SESSION_MAX_MS } from '@realty/contracts/admin/staff';
import type { Database } from '@realty/db/client';
import { generateToken, sha256Hex } from '../../lib/crypto.ts';
import {
  activateSessionRow,
  findSessionByTokenHash,
  findSessionTimeRow,
  insertSession,
  revokeOtherSubjectSessionRows,
  revokeSessionRow,
  revokeSubjectSessionRows,
  touchSessionLastSeenRow,
  touchSessionRow,
} from './sessions.repository.ts';

/**
 * Sessions of every account kind (docs/product/accounts.md, "Sessions"; decision 0002): a
 * random token kept only as its SHA-256 hash, pending (password right, OTP not yet given) or
 * active, revoked at logout.
 */

/**
 * Who a session belongs to: a customer (`user`), an associate or a staff member. Also the
 * account kind of the credential check and the prefix of OTP purposes; a new account kind adds
 * its name here and its lifetime to {@link SESSION_LIFETIME_MS} (docs/decisions/0007-identity-core.md).
 */
export type SessionSubject = 'user' | 'associate' | 'staff' | 'builder';

/** Every {@link SessionSubject}, for checking what the database holds. */
export const SESSION_SUBJECTS: readonly SessionSubject[] = ['user', 'associate', 'staff', 'builder'];

/** A session the route must hand to the client: its token (cookie + JSON) and lifetime in milliseconds. */
export type IssuedSession = { token: string; lifetimeMs: number };

/** Name of the session cookie (HttpOnly, SameSite=Lax, Path=/). */
export const SESSION_COOKIE = 'session';
const DAY_MS = 86_400_000;
/**
 * Sliding lifetime of an active session, in milliseconds (docs/product/accounts.md, "Sessions"):
 * 30 days for customers and associates; 8 hours for staff (`STAFF_SESSION_MAX_MS`, whose guard
 * also ends a session 8 hours after it began and after 30 idle minutes).
 */
export const SESSION_LIFETIME_MS: Record<SessionSubject, number> = {
  user: 30 * DAY_MS,
  associate: 30 * DAY_MS,
  staff: STAFF_SESSION_MAX_MS,
  builder: 30 * DAY_MS,
};
/** Lifetime of a pending sign-in session (password right, OTP not yet verified): 10 minutes. */
export const PENDING_SESSION_MS = 10 * 60_000;
/** `last_seen_at` is refreshed (and the lifetime slid) at most this often: one hour. */
export const SESSION_TOUCH_INTERVAL_MS = 3_600_000;

/** A live session as the guards see it (never the token itself). */
export type ResolvedSession = {
  id: number;
  subjectType: SessionSubject;
  subjectId: number;
  status: 'active' | 'pending';
  expiresAt: Date;
  meta: Record<string, unknown>;
  /** True when this lookup slid the lifetime (the cookie should be re-sent). */
  refreshed: boolean;
};

const isSubject = (value: string): value is SessionSubject => (SESSION_SUBJECTS as readonly string[]).includes(value);

/**
 * Opens a session for one account and returns its new 256-bit token (stored only as SHA-256)
 * and its lifetime in milliseconds. A new token at every login (docs/decisions/0002-sessions-and-security.md).
 */
export async function startSession(
  db: Database,
  params: { subjectType: SessionSubject; subjectId: number; status: 'active' | 'pending'; now: Date; meta?: Record<string, unknown> },
): Promise<IssuedSession & { sessionId: number }> {
  const token = generateToken();
  const lifetimeMs = params.status === 'pending' ? PENDING_SESSION_MS : SESSION_LIFETIME_MS[params.subjectType];
  const row = await insertSession(db, {
    tokenHash: sha256Hex(token),
    subjectType: params.subjectType,
    subjectId: params.subjectId,
    status: params.status,
    createdAt: params.now,
    lastSeenAt: params.now,
    expiresAt: new Date(params.now.getTime() + lifetimeMs),
    meta: params.meta ?? {},
  });
  return { token, sessionId: row.id, lifetimeMs };
}

/**
 * Finds the unrevoked, unexpired session behind `token` (pending ones included; guards decide).
 * An active session last seen over an hour ago is slid: seen now, expiring a full lifetime later.
 */
export async function resolveSession(db: Database, token: string, now: Date): Promise<ResolvedSession | null> {
  if (!token || token.length > 200) return null;
  const row = await findSessionByTokenHash(db, sha256Hex(token));
  if (!row || row.revokedAt || !isSubject(row.subjectType)) return null;
  const expiresAt = new Date(row.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) return null;
  const status = row.status === 'pending' ? 'pending' : 'active';
  const session: ResolvedSession = {
    id: row.id,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    status,
    expiresAt,
    meta: row.meta,
    refreshed: false,
  };
  if (status === 'active' && now.getTime() - new Date(row.lastSeenAt).getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    session.expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS[row.subjectType]);
    session.refreshed = true;
    await touchSessionRow(db, row.id, now, session.expiresAt);
  }
  return session;
}

/**
 * Turns a pending sign-in session into an active one under a brand-new token (the pending token
 * stops working). Returns null when it was revoked or activated meanwhile.
 */
export async function activatePendingSession(db: Database, session: ResolvedSession, now: Date): Promise<IssuedSession | null> {
  const token = generateToken();
  const lifetimeMs = SESSION_LIFETIME_MS[session.subjectType];
  const ok = await activateSessionRow(db, session.id, sha256Hex(token), now, new Date(now.getTime() + lifetimeMs));
  return ok ? { token, lifetimeMs } : null;
}

/** Revokes the session behind `token`, if any (logout). */
export async function revokeSessionByToken(db: Database, token: string, now: Date): Promise<void> {
  const row = await findSessionByTokenHash(db, sha256Hex(token));
  if (row) await revokeSessionRow(db, row.id, now);
}

/** Revokes every session of one account (password reset, account closure); returns how many were open. */
export function revokeAllSessions(db: Database, subjectType: SessionSubject, subjectId: number, now: Date): Promise<number> {
  return revokeSubjectSessionRows(db, subjectType, subjectId, now);
}

/**
 * Revokes every open session of one account except `keepSessionId` (a password change keeps the
 * session that made it); returns how many ended.
 */
export function revokeOtherSessions(
  db: Database,
  subjectType: SessionSubject,
  subjectId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  return revokeOtherSubjectSessionRows(db, subjectType, subjectId, keepSessionId, now);
}

/** When a session began and when it was last used, for absolute and idle limits; undefined for an unknown id. */
export function findSessionTimes(db: Database, sessionId: number): Promise<{ createdAt: Date; lastSeenAt: Date } | undefined> {
  return findSessionTimeRow(db, sessionId);
}

/** Records a request on a session (last seen `now`) without changing its expiry. */
export function recordSessionUse(db: Database, sessionId: number, now: Date): Promise<void> {
  return touchSessionLastSeenRow(db, sessionId, now);
}

/** Revokes one session by id (idempotent), e.g. a staff session past its limits. */
export function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  return revokeSessionRow(db, sessionId, now);
}

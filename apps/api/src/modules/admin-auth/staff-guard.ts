import { STAFF_IDLE_MS, STAFF_MESSAGES, STAFF_SESSION_MAX_MS, type StaffRole } from '@realty/contracts/admin/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { requireSubject } from '../identity/guards.ts';
import { findSessionTimes, recordSessionUse, revokeAllSessions, revokeSession } from '../identity/session.service.ts';
import { findStaffById, type StaffRow } from './staff.repository.ts';

/** Who passed the staff guard: the member's row, their role and the session id. */
export type StaffCaller = { staffId: number; role: StaffRole; name: string; sessionId: number; row: StaffRow };

/** Last-seen is written at most this often (milliseconds), so a busy page does not write at every request. */
const TOUCH_EVERY_MS = 30_000;

/**
 * The guard of every `/api/admin/*` route but the public contact form (docs/product/back-office.md):
 * an active staff session that is under 8 hours old and was used in the last 30 minutes (an
 * expired one is revoked), from an active staff member who has replaced their one-time password
 * (unless `allowPasswordChange`), with role admin when `role` is 'admin'.
 * @throws AppError 401 for guests, ended sessions and disabled staff; 403 'This is for staff only.'
 *   for customers and associates, 'Only an admin can do this.' for editors on admin routes and
 *   'Change your one-time password before you continue.' while the password is still one-time.
 */
export async function requireStaffMember(
  request: FastifyRequest,
  options: { role?: StaffRole; allowPasswordChange?: boolean } = {},
): Promise<StaffCaller> {
  const session = await requireSubject(request, 'staff', { forbiddenMessage: STAFF_MESSAGES.staffOnly });
  const { db } = request.server.identity;
  const now = request.server.identity.now();
  const times = await findSessionTimes(db, session.id);
  if (
    !times ||
    now.getTime() - times.createdAt.getTime() >= STAFF_SESSION_MAX_MS ||
    now.getTime() - times.lastSeenAt.getTime() >= STAFF_IDLE_MS
  ) {
    await revokeSession(db, session.id, now);
    throw unauthorized(STAFF_MESSAGES.sessionEnded);
  }
  if (now.getTime() - times.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await recordSessionUse(db, session.id, now);
  const row = await findStaffById(db, session.subjectId);
  if (row?.status !== 'active') {
    if (row) await revokeAllSessions(db, 'staff', row.staffId, now);
    throw unauthorized(STAFF_MESSAGES.signInAgain);
  }
  const role: StaffRole = row.role === 'admin' ? 'admin' : 'editor';
  if (row.mustChangePassword === 1 && !options.allowPasswordChange) {
    throw new AppError(403, STAFF_MESSAGES.changePasswordFirst, { extra: { must_change_password: true } });
  }
  if (options.role === 'admin' && role !== 'admin') throw forbidden(STAFF_MESSAGES.adminOnly);
  return { staffId: row.staffId, role, name: row.name, sessionId: session.id, row };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member who passed {@link guardStaffRoutes}' hook (null on unguarded routes). */
    staffCaller: StaffCaller | null;
  }
}

/** Adds the `staffCaller` request slot; call once on the scope that holds every back office module. */
export function decorateStaffCaller(app: FastifyInstance): void {
  app.decorateRequest('staffCaller', null);
}

/**
 * Guards every route of the calling module scope with {@link requireStaffMember} in an `onRequest`
 * hook, before the body is read or validated, so guests get 401 and other roles 403 whatever they
 * send. Handlers read the member with {@link staffCallerOf}.
 */
export function guardStaffRoutes(app: FastifyInstance, role?: StaffRole): void {
  app.addHook('onRequest', async (request) => {
    request.staffCaller = await requireStaffMember(request, role ? { role } : {});
  });
}

/**
 * The staff member the scope's guard let through.
 * @throws Error when the route is not guarded (a wiring bug, never user input).
 */
export function staffCallerOf(request: FastifyRequest): StaffCaller {
  if (!request.staffCaller) throw new Error('staffCallerOf used on a route without guardStaffRoutes');
  return request.staffCaller;
}

import type { GetSessionResponse } from '@realty/contracts/accounts/get-session';
import { unauthorized } from '../../lib/app-error.ts';
import { findAssociateById } from '../associates/associates.repository.ts';
import { toAssociateUser } from '../associates/associates.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { toCustomerUser } from '../users/users.service.ts';
import type { AccountsContext } from './accounts-context.ts';
import { type ResolvedSession, revokeSessionByToken } from './session.service.ts';
import { findStaffRow } from './sessions.repository.ts';

/**
 * `GET /auth/session`: the role and the account behind an active session, in the same shape as
 * the sign-in answers (customer: user_id…; associate: ass_id, reg_mem_name…; staff: staff_id…).
 * @throws AppError 401 when the account is gone or disabled.
 */
export async function describeSession(ctx: AccountsContext, session: ResolvedSession): Promise<GetSessionResponse> {
  if (session.subjectType === 'user') {
    const row = await findUserById(ctx.db, session.subjectId);
    if (row?.status === 'active') return { success: true, role: 'customer', user: toCustomerUser(row) };
  } else if (session.subjectType === 'associate') {
    const row = await findAssociateById(ctx.db, session.subjectId);
    if (row?.status === 'active') return { success: true, role: 'associate', user: toAssociateUser(row) };
  } else {
    const row = await findStaffRow(ctx.db, session.subjectId);
    if (row?.status === 'active') {
      return {
        success: true,
        role: 'staff',
        user: { staff_id: row.staffId, staff_name: row.name, staff_mobile: row.mobile, staff_role: row.role },
      };
    }
  }
  throw unauthorized();
}

/** `POST /auth/logout` (accounts.md §4 "Session"): revokes the session behind `token`, if any; never fails for a missing one. */
export async function logout(ctx: AccountsContext, token: string | null): Promise<void> {
  if (token && token.length <= 200) await revokeSessionByToken(ctx.db, token, ctx.now());
}

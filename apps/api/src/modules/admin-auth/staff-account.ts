import { STAFF_MESSAGES } from '@realty/contracts/admin/staff';
import type { AccountKind, SessionView } from '../identity/account-kind.ts';
import { findStaffById, findStaffByMobile, type StaffRow } from './staff.repository.ts';

/**
 * Staff as an account kind of the identity core (docs/product/back-office.md, "Staff and
 * sign-in"; docs/product/accounts.md, "Account kinds"): the `staff` table, session subject
 * 'staff', the back office's messages. Staff sign in in two steps (password, then OTP).
 */
export const staffKind: AccountKind<StaffRow> = {
  subject: 'staff',
  findByMobile: findStaffByMobile,
  findById: findStaffById,
  credentials: (row) => ({ id: row.staffId, mobile: row.mobile, passwordHash: row.passwordHash, isActive: row.status === 'active' }),
  messages: { wrongCredentials: STAFF_MESSAGES.signInWrong, signInAgain: STAFF_MESSAGES.signInAgain },
};

/** `GET /api/auth/session` for a staff session: role 'staff' with id, name, mobile and role; null when gone or disabled. */
export const staffSessionView: SessionView = {
  subject: 'staff',
  async describe(db, staffId) {
    const row = await findStaffById(db, staffId);
    if (row?.status !== 'active') return null;
    return {
      success: true,
      role: 'staff',
      user: { staff_id: row.staffId, staff_name: row.name, staff_mobile: row.mobile, staff_role: row.role },
    };
  },
};

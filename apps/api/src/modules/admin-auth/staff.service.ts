import { randomInt } from 'node:crypto';
import { normaliseMobile } from '@realty/contracts/accounts/fields';
import { STAFF_ROLES, type StaffMember, type StaffRole } from '@realty/contracts/admin/staff';
import type { Database } from '@realty/db/client';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeAllSessions } from '../identity/session.service.ts';
import { findStaffByMobile, insertStaffRow, listStaffRows, type StaffRow, updateStaffRow } from './staff.repository.ts';

/**
 * Staff accounts as the `npm run staff` command line manages them (docs/product/back-office.md):
 * create with a one-time password, list, disable, enable, change role, reset the password.
 * Every function throws `StaffCommandError` with a sentence for the operator on bad input.
 */

/** A refusal the command line prints as is (unknown mobile, duplicate, bad role). */
export class StaffCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaffCommandError';
  }
}

/** Letters and digits that cannot be mistaken for one another when read aloud or copied (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random one-time password of 14 characters from an unambiguous alphabet (about 80 bits). */
export function generateOneTimePassword(): string {
  return Array.from({ length: 14 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/** The staff member as the API shows them. */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    staff_id: row.staffId,
    staff_name: row.name,
    staff_mobile: row.mobile,
    staff_role: row.role === 'admin' ? 'admin' : 'editor',
    staff_status: row.status,
    must_change_password: row.mustChangePassword === 1,
  };
}

function checkMobile(mobile: string): string {
  const clean = normaliseMobile(mobile);
  if (clean === undefined) throw new StaffCommandError('Mobile must be 10 digits');
  return clean;
}

function checkRole(role: string): StaffRole {
  if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new StaffCommandError(`Role must be one of ${STAFF_ROLES.join(', ')}`);
  return role as StaffRole;
}

/**
 * Creates a staff member. Without `password` a one-time password is generated, which must be
 * changed at first sign-in; with `password` (tests and the e2e server) it is used as given and,
 * unless `mustChangePassword`, needs no change. Returns the member and the password in clear
 * (shown once, never stored).
 * @throws StaffCommandError for a missing name, a bad mobile or role, or a mobile already on staff.
 */
export async function createStaff(
  db: Database,
  input: { name: string; mobile: string; role?: string; password?: string; mustChangePassword?: boolean },
): Promise<{ staff: StaffMember; password: string }> {
  const name = input.name.trim();
  if (name.length < 2 || name.length > 100) throw new StaffCommandError('Name must be 2 to 100 characters');
  const mobile = checkMobile(input.mobile);
  const role = checkRole(input.role ?? 'editor');
  if (await findStaffByMobile(db, mobile)) throw new StaffCommandError(`A staff member with mobile ${mobile} already exists`);
  const password = input.password ?? generateOneTimePassword();
  const mustChange = input.mustChangePassword ?? input.password === undefined;
  const row = await insertStaffRow(db, {
    name,
    mobile,
    role,
    passwordHash: await hashPassword(password),
    mustChangePassword: mustChange ? 1 : 0,
  });
  return { staff: toStaffMember(row), password };
}

/** Every staff member, oldest first. */
export async function listStaff(db: Database): Promise<StaffMember[]> {
  return (await listStaffRows(db)).map(toStaffMember);
}

async function memberByMobile(db: Database, mobile: string): Promise<StaffRow> {
  const row = await findStaffByMobile(db, checkMobile(mobile));
  if (!row) throw new StaffCommandError(`No staff member has mobile ${mobile.trim()}`);
  return row;
}

/**
 * Disables (or with `enabled` re-enables) the staff member with this mobile. Disabling ends all
 * their sessions at once.
 * @throws StaffCommandError for an unknown mobile.
 */
export async function setStaffEnabled(db: Database, mobile: string, enabled: boolean, now = new Date()): Promise<StaffMember> {
  const row = await memberByMobile(db, mobile);
  const updated = await updateStaffRow(db, row.staffId, { status: enabled ? 'active' : 'disabled' });
  if (!enabled) await revokeAllSessions(db, 'staff', row.staffId, now);
  return toStaffMember(updated ?? row);
}

/**
 * Gives the staff member with this mobile a new role (applies at their next request).
 * @throws StaffCommandError for an unknown mobile or role.
 */
export async function setStaffRole(db: Database, mobile: string, role: string): Promise<StaffMember> {
  const checked = checkRole(role);
  const row = await memberByMobile(db, mobile);
  const updated = await updateStaffRow(db, row.staffId, { role: checked });
  return toStaffMember(updated ?? row);
}

/**
 * Replaces the password of the staff member with this mobile by a new one-time password (to be
 * changed at next sign-in) and ends their sessions. Returns the password in clear, shown once.
 * @throws StaffCommandError for an unknown mobile.
 */
export async function resetStaffPassword(
  db: Database,
  mobile: string,
  now = new Date(),
): Promise<{ staff: StaffMember; password: string }> {
  const row = await memberByMobile(db, mobile);
  const password = generateOneTimePassword();
  const updated = await updateStaffRow(db, row.staffId, { passwordHash: await hashPassword(password), mustChangePassword: 1 });
  await revokeAllSessions(db, 'staff', row.staffId, now);
  return { staff: toStaffMember(updated ?? row), password };
}

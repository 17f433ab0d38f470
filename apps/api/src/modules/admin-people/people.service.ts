import {
  ADMIN_PEOPLE_MESSAGES,
  type AdminListPeopleQuery,
  type AdminListPeopleResponse,
  type AdminPerson,
  type PersonKind,
} from '@realty/contracts/admin/people';
import type { Database } from '@realty/db/client';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { recordStaffAccess } from '../admin-privacy/admin-privacy.service.ts';
import type { Actor } from '../admin-sites/admin-sites.service.ts';
import { revokeAllSessions } from '../identity/session.service.ts';
import {
  findPersonRow,
  findPersonStatus,
  listAssociateRows,
  listCustomerRows,
  type PersonRow,
  setAssociateStatus,
  setCustomerStatus,
} from './people.repository.ts';

/**
 * Aadhaar shown masked from its last four digits: 'XXXX-XXXX-1234' (docs/decisions/0002-sessions-and-security.md); empty when not given.
 * @see docs/product/back-office.md ("Content and inboxes": People")
 */
export function maskAadhaar(last4: string | null): string {
  return last4 ? `XXXX-XXXX-${last4}` : '';
}

/**
 * PAN shown masked from its last four characters: 'XXXXXX234F'; empty when not given.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export function maskPan(last4: string | null): string {
  return last4 ? `XXXXXX${last4}` : '';
}

/**
 * A person as the People page shows them (masked numbers only).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export function toAdminPerson(kind: PersonKind, row: PersonRow): AdminPerson {
  return {
    kind,
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    status: row.status,
    created_at: new Date(row.createdAt).toISOString(),
    member_id: row.memberId,
    sponsor_id: row.sponsorId,
    aadhaar_masked: maskAadhaar(row.aadhaarLast4),
    pan_masked: maskPan(row.panLast4),
  };
}

/**
 * `GET /api/admin/people`: one page of customers or associates, newest first.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listPeople(db: Database, query: AdminListPeopleQuery): Promise<AdminListPeopleResponse> {
  const list = query.kind === 'customer' ? listCustomerRows : listAssociateRows;
  const { rows, total } = await list(db, { q: query.q, status: query.status }, (query.page - 1) * query.pageSize, query.pageSize);
  return { success: true, data: rows.map((r) => toAdminPerson(query.kind, r)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * `PATCH /api/admin/people/{kind}/{id}`: disables an account (every session it has ends at once;
 * sign-in is refused while disabled) or enables it again. Audited.
 * @throws AppError 404 `ADMIN_PEOPLE_MESSAGES.notFound` ('Account not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function setPersonStatus(
  db: Database,
  actor: Actor,
  kind: PersonKind,
  id: number,
  status: 'active' | 'disabled',
): Promise<AdminPerson> {
  const before = await findPersonStatus(db, kind, id);
  if (before === undefined) throw notFound(ADMIN_PEOPLE_MESSAGES.notFound);
  const row = kind === 'customer' ? await setCustomerStatus(db, id, status) : await setAssociateStatus(db, id, status);
  if (!row) throw notFound(ADMIN_PEOPLE_MESSAGES.notFound);
  if (status === 'disabled') await revokeAllSessions(db, kind === 'customer' ? 'user' : 'associate', id, new Date());
  await recordAudit(db, {
    staffId: actor.staffId,
    action: status === 'disabled' ? 'disable' : 'enable',
    entity: kind,
    entityId: String(id),
    before: { status: before },
    after: { status },
  });
  return toAdminPerson(kind, row);
}

/**
 * `GET /api/admin/people/{kind}/{id}`: one customer's or associate's record (masked numbers only).
 * Opening it is written to the staff access log (docs/product/privacy.md, "Staff access log").
 * @throws AppError 404 `ADMIN_PEOPLE_MESSAGES.notFound` for an unknown account.
 */
export async function getPerson(db: Database, actor: { staffId: number }, kind: PersonKind, id: number, at: Date): Promise<AdminPerson> {
  const row = await findPersonRow(db, kind, id);
  if (!row) throw notFound(ADMIN_PEOPLE_MESSAGES.notFound);
  await recordStaffAccess(db, { staffId: actor.staffId, kind, recordId: id }, at);
  return toAdminPerson(kind, row);
}

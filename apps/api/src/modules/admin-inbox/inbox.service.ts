import { ENQUIRY_STATUSES, type EnquiryStatus } from '@realty/contracts/activity/enquiries';
import {
  ADMIN_CONTACT_MESSAGES,
  type AdminContact,
  type AdminListContactsQuery,
  type AdminListContactsResponse,
  type AdminUpdateContactBody,
} from '@realty/contracts/admin/list-contacts';
import {
  ADMIN_ENQUIRY_MESSAGES,
  type AdminEnquiry,
  type AdminListEnquiriesQuery,
  type AdminListEnquiriesResponse,
  type AdminUpdateEnquiryBody,
} from '@realty/contracts/admin/list-enquiries';
import type { Database } from '@realty/db/client';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import type { Actor } from '../admin-sites/admin-sites.service.ts';
import {
  type ContactInboxRow,
  type EnquiryInboxRow,
  findContactRow,
  findEnquiryRow,
  listContactRows,
  listEnquiryRows,
  updateContactHandling,
  updateEnquiryRow,
} from './inbox.repository.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A contact request as the inbox shows it.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export function toAdminContact(row: ContactInboxRow): AdminContact {
  return {
    con_id: row.conId,
    con_name: row.name,
    con_email: row.email,
    con_phone: row.phone,
    con_type: row.type,
    con_message: row.message,
    is_handled: row.isHandled,
    handled_note: row.handledNote,
    handled_at: row.handledAt ? iso(row.handledAt) : null,
    handled_by: row.handlerName ?? '',
    created_at: iso(row.createdAt),
  };
}

/**
 * `GET /api/admin/contacts`: one page of the contact requests inbox, newest first.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listContacts(db: Database, query: AdminListContactsQuery): Promise<AdminListContactsResponse> {
  const handled = query.handled === undefined ? undefined : query.handled === 'handled';
  const { rows, total, unhandled } = await listContactRows(
    db,
    { type: query.type, handled, q: query.q },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return { success: true, data: rows.map(toAdminContact), unhandled, total, page: query.page, pageSize: query.pageSize };
}

/**
 * `PATCH /api/admin/contacts/{id}`: marks a contact request handled with a note (who and when are
 * recorded) or unhandled again, and audits the change.
 * @throws AppError 404 `ADMIN_CONTACT_MESSAGES.notFound` ('Contact request not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateContact(db: Database, actor: Actor, conId: number, body: AdminUpdateContactBody): Promise<AdminContact> {
  const before = await findContactRow(db, conId);
  if (!before) throw notFound(ADMIN_CONTACT_MESSAGES.notFound);
  await updateContactHandling(db, conId, {
    isHandled: body.is_handled,
    handledNote: body.handled_note,
    handledAt: body.is_handled ? new Date() : null,
    handledBy: body.is_handled ? actor.staffId : null,
  });
  const after = await findContactRow(db, conId);
  if (!after) throw notFound(ADMIN_CONTACT_MESSAGES.notFound);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: body.is_handled ? 'handled' : 'reopened',
    entity: 'contact',
    entityId: String(conId),
    before: { is_handled: before.isHandled, handled_note: before.handledNote },
    after: { is_handled: after.isHandled, handled_note: after.handledNote },
  });
  return toAdminContact(after);
}

const statusOf = (value: string): EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(value) ? (value as EnquiryStatus) : 'new';

/**
 * An enquiry as the inbox shows it.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export function toAdminEnquiry(row: EnquiryInboxRow): AdminEnquiry {
  return {
    enquiry_id: row.enquiryId,
    status: statusOf(row.status),
    note: row.note,
    question: row.question,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    user: { user_id: row.userId, user_name: row.userName, user_mobile: row.userMobile, user_email: row.userEmail },
    site: { site_id: row.siteId, site_title: row.siteTitle, site_city: row.siteCity },
  };
}

/**
 * `GET /api/admin/enquiries`: one page of customer enquiries, newest first.
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function listEnquiries(db: Database, query: AdminListEnquiriesQuery): Promise<AdminListEnquiriesResponse> {
  const { rows, total, newCount } = await listEnquiryRows(
    db,
    { status: query.status, q: query.q },
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return { success: true, data: rows.map(toAdminEnquiry), new_count: newCount, total, page: query.page, pageSize: query.pageSize };
}

/**
 * `PATCH /api/admin/enquiries/{id}`: sets status (new, contacted, closed) and note; the customer's
 * dashboard reads the same row through `GET /api/user/user_enquiry/{userId}`. Audited.
 * @throws AppError 404 `ADMIN_ENQUIRY_MESSAGES.notFound` ('Enquiry not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Content and inboxes")
 */
export async function updateEnquiry(db: Database, actor: Actor, enquiryId: number, body: AdminUpdateEnquiryBody): Promise<AdminEnquiry> {
  const before = await findEnquiryRow(db, enquiryId);
  if (!before) throw notFound(ADMIN_ENQUIRY_MESSAGES.notFound);
  await updateEnquiryRow(db, enquiryId, { status: body.status, note: body.note });
  const after = await findEnquiryRow(db, enquiryId);
  if (!after) throw notFound(ADMIN_ENQUIRY_MESSAGES.notFound);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'status',
    entity: 'enquiry',
    entityId: String(enquiryId),
    before: { status: before.status, note: before.note },
    after: { status: after.status, note: after.note },
  });
  return toAdminEnquiry(after);
}

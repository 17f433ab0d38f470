import {
  CONSENT_MESSAGES,
  CONSENT_PURPOSES,
  type Consent,
  type ConsentChannel,
  type ConsentPurpose,
  type ConsentsResponse,
  PRIVACY_NOTICE_VERSION,
  type PrivacyNoticeResponse,
} from '@realty/contracts/privacy/consents';
import {
  GRIEVANCE_DAYS,
  GRIEVANCE_MESSAGES,
  type GrievanceReceivedResponse,
  type MyGrievanceBody,
  type PublicGrievanceBody,
} from '@realty/contracts/privacy/grievances';
import { NOMINEE_MESSAGES, type Nominee, type NomineeBody } from '@realty/contracts/privacy/nominee';
import type { Database } from '@realty/db/client';
import type { Env } from '../../config/env.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { stopEverySavedSearchAlert } from '../alerts/unsubscribe/unsubscribe.service.ts';
import type { SessionSubject } from '../identity/session.service.ts';
import {
  type ConsentRow,
  deleteNomineeRow,
  findNomineeRow,
  findSubjectContact,
  insertConsentRow,
  insertGrievanceRow,
  latestConsentRow,
  listConsentRows,
  type NomineeRow,
  type PrivacySubject,
  upsertNomineeRow,
} from './privacy.repository.ts';

/**
 * Privacy for account holders (docs/product/privacy.md): the consent log, the nominee and
 * grievances. Customers, associates and builders alike; staff have none of these (403 in words).
 */

export type { PrivacySubject } from './privacy.repository.ts';

/** Milliseconds in a day. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The caller as the privacy routes know it: the session's kind and account id. */
export type PrivacyCaller = { subjectType: SessionSubject; subjectId: number };

/** The account behind `caller`. @throws AppError 403 `message` for staff. */
export function privacySubjectOf(caller: PrivacyCaller, message: string = CONSENT_MESSAGES.notForStaff): PrivacySubject {
  if (caller.subjectType === 'staff') throw forbidden(message);
  return { subjectType: caller.subjectType, subjectId: caller.subjectId };
}

/** The channel a request speaks from: `web` for the site's cookie session, `api` for a Bearer token. */
export function consentChannelOf(source: 'cookie' | 'bearer' | null): ConsentChannel {
  return source === 'bearer' ? 'api' : 'web';
}

/** A purpose as its account sees it, from its newest row (none: `not_asked`). */
function toConsent(purpose: ConsentPurpose, row: ConsentRow | null | undefined): Consent {
  if (!row) return { purpose, state: 'not_asked', given: false, notice_version: null, at: null, channel: null };
  return {
    purpose,
    state: row.action,
    given: row.action === 'given',
    notice_version: row.noticeVersion,
    at: row.createdAt.toISOString(),
    channel: row.channel,
  };
}

/**
 * `GET /api/me/consents`: every purpose of CONSENT_PURPOSES with its state, the notice version it
 * was said under, when and from which channel (docs/product/privacy.md, "Consents").
 */
export async function listConsents(db: Database, subject: PrivacySubject): Promise<ConsentsResponse> {
  const rows = await listConsentRows(db, subject);
  return {
    success: true,
    notice_version: PRIVACY_NOTICE_VERSION,
    data: CONSENT_PURPOSES.map((purpose) =>
      toConsent(
        purpose,
        rows.find((r) => r.purpose === purpose),
      ),
    ),
  };
}

/** Whether `subject` has given consent to `purpose` and not withdrawn it (a sender of marketing must ask this before each send). */
export async function hasConsent(db: Database, subject: PrivacySubject, purpose: ConsentPurpose): Promise<boolean> {
  return (await latestConsentRow(db, subject, purpose))?.action === 'given';
}

/**
 * `PUT` (`given`) or `DELETE` (`withdrawn`) `/api/me/consents/{purpose}`: appends a row to the
 * consent log with the current notice version, the time `at` and `channel`, unless the purpose
 * already stands so (saying it twice records nothing more). Withdrawing takes effect at once:
 * for `saved_search_alerts` every saved search of the customer is paused and what is queued for
 * them is dropped (pending items, SMS held for the morning, sends waiting to be retried), even
 * when it stood withdrawn already. Marketing SMS and e-mail have no queue of their own: a sender
 * asks {@link hasConsent} before each send.
 * @see docs/product/privacy.md ("Consents")
 */
export async function changeConsent(
  db: Database,
  subject: PrivacySubject,
  purpose: ConsentPurpose,
  action: 'given' | 'withdrawn',
  channel: ConsentChannel,
  at: Date,
): Promise<Consent> {
  return runInTransaction(db, async (tx) => {
    let row = await latestConsentRow(tx, subject, purpose);
    const unchanged = row?.action === action;
    if (!unchanged) {
      row = await insertConsentRow(tx, { ...subject, purpose, action, noticeVersion: PRIVACY_NOTICE_VERSION, channel, createdAt: at });
    }
    if (action === 'withdrawn' && purpose === 'saved_search_alerts' && subject.subjectType === 'user') {
      await stopEverySavedSearchAlert(tx, subject.subjectId, at);
    }
    return toConsent(purpose, row);
  });
}

/**
 * Records that customer `userId` gave consent to saved-search alerts by saving a search with
 * alerts, or resuming one (docs/product/privacy.md, "Saved searches and their alerts"): a `given`
 * row unless it stands given already.
 */
export async function recordSavedSearchAlertsConsent(db: Database, userId: number, channel: ConsentChannel, at: Date): Promise<void> {
  await changeConsent(db, { subjectType: 'user', subjectId: userId }, 'saved_search_alerts', 'given', channel, at);
}

/** `GET /api/privacy/notice`: the notice version and the grievance officer named by GRIEVANCE_OFFICER_NAME and _EMAIL. */
export function privacyNotice(env: Pick<Env, 'GRIEVANCE_OFFICER_NAME' | 'GRIEVANCE_OFFICER_EMAIL'>): PrivacyNoticeResponse {
  return {
    success: true,
    data: {
      notice_version: PRIVACY_NOTICE_VERSION,
      grievance_officer: { name: env.GRIEVANCE_OFFICER_NAME, email: env.GRIEVANCE_OFFICER_EMAIL },
      grievance_days: GRIEVANCE_DAYS,
    },
  };
}

/** A nominee row as its account reads it. */
function toNominee(row: NomineeRow): Nominee {
  return { name: row.name, mobile: row.mobile, relation: row.relation, updated_at: row.updatedAt.toISOString() };
}

/** `GET /api/me/nominee`: the account's nominee, or null. */
export async function getNominee(db: Database, subject: PrivacySubject): Promise<Nominee | null> {
  const row = await findNomineeRow(db, subject);
  return row ? toNominee(row) : null;
}

/**
 * `PUT /api/me/nominee`: names (or replaces) the account's nominee.
 * @throws AppError 400 naming `mobile` when it is the account's own mobile; 401 when the account is gone.
 */
export async function saveNominee(db: Database, subject: PrivacySubject, body: NomineeBody, at: Date): Promise<Nominee> {
  const own = await findSubjectContact(db, subject);
  if (!own) throw unauthorized();
  if (own.mobile === body.mobile) throw new AppError(400, NOMINEE_MESSAGES.sameMobile, { field: 'mobile' });
  return toNominee(await upsertNomineeRow(db, subject, body, at));
}

/** `DELETE /api/me/nominee`. @throws AppError 404 when no nominee is named. */
export async function removeNominee(db: Database, subject: PrivacySubject): Promise<void> {
  if (!(await deleteNomineeRow(db, subject))) throw notFound(NOMINEE_MESSAGES.noneToRemove);
}

/** The answer to a grievance just made: its number and due day (`GRIEVANCE_DAYS` after `at`). */
function received(row: { grievanceId: number; dueAt: Date }): GrievanceReceivedResponse {
  return { success: true, message: GRIEVANCE_MESSAGES.received, data: { grievance_id: row.grievanceId, due_at: row.dueAt.toISOString() } };
}

/**
 * `POST /api/me/grievances`: records a grievance of the signed-in account with its own name,
 * mobile and e-mail, due {@link GRIEVANCE_DAYS} days after `at`.
 * @throws AppError 401 when the account is gone.
 */
export async function submitMyGrievance(db: Database, subject: PrivacySubject, body: MyGrievanceBody, at: Date) {
  const own = await findSubjectContact(db, subject);
  if (!own) throw unauthorized();
  const row = await insertGrievanceRow(db, {
    ...subject,
    name: own.name,
    mobile: own.mobile,
    email: own.email || null,
    text: body.text,
    createdAt: at,
    dueAt: new Date(at.getTime() + GRIEVANCE_DAYS * DAY_MS),
  });
  return received(row);
}

/** `POST /api/grievances`: records anyone's grievance (name, mobile and/or e-mail, text), due {@link GRIEVANCE_DAYS} days after `at`. */
export async function submitPublicGrievance(db: Database, body: PublicGrievanceBody, at: Date) {
  const row = await insertGrievanceRow(db, {
    name: body.name,
    mobile: body.mobile ?? null,
    email: body.email ?? null,
    text: body.text,
    createdAt: at,
    dueAt: new Date(at.getTime() + GRIEVANCE_DAYS * DAY_MS),
  });
  return received(row);
}

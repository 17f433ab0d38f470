import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type LeadStatus, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Visit, VisitStatus } from '@realty/contracts/pipeline/visits';
import type { Database } from '@realty/db/client';
import { createEvent } from 'ics';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import { type Actor, type LockedLead, lockAssociateLead, lockLead, moveLead, recordLeadEvent } from '../leads/lead-status.ts';
import { TIMELINE_NOTES, type TimelineNote } from '../leads/timeline-texts.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';
import { formatVisitTime } from './visit-time.ts';
import {
  addLeadSite,
  closeReplacedVisits,
  countOtherPendingVisits,
  findVisitOwners,
  findVisitRow,
  findVisitSite,
  insertVisit,
  listVisitRows,
  lockVisitStatus,
  updateVisit,
  type VisitRow,
} from './visits.repository.ts';

/**
 * Site visits (docs/product/pipeline.md, "Site visits"): the associate schedules a visit of a
 * lead they handle (the lead becomes `visit_scheduled`); the customer confirms it, asks for
 * another time or cancels it; the associate records the result (`completed` moves the lead to
 * `visited`; `cancelled` or `no_show` of the lead's only pending visit moves it back to
 * `accepted`). Each change is a timeline entry on the lead and a message to the other person
 * (sent in the background after the change is stored). Times are shown in India Standard Time.
 */

/**
 * What the visit rules need: the database, the job queue (notifications) and the app clock.
 * @see docs/product/pipeline.md ("Site visits")
 */
export type VisitsContext = { db: Database; jobs: JobQueue; now: () => Date };

/**
 * Messages of the visit rules beyond those of the contracts' PIPELINE_MESSAGES.
 * @see docs/product/pipeline.md ("Site visits")
 */
export const VISIT_MESSAGES = {
  /** 409 for a change to a visit that is over. */
  finished: (status: VisitStatus) => `A visit that is ${status.replace('_', ' ')} cannot change.`,
  /**
   * 409 for `completed` or `no_show` recorded before the visit's time (India time, as
   * {@link formatVisitTime} writes it): a visit can be cancelled at any time, but only be over
   * once its time has come. The web app reads the time back out of it for the Hindi page.
   */
  tooEarly: (time: string) =>
    `Completed and no show can be recorded from ${time} (the visit's time); a visit can be cancelled at any time.`,
  /** 409 for the calendar file of a visit that is not confirmed. */
  calendarNotConfirmed: 'Only a confirmed visit has a calendar file.',
} as const;

/** Visit statuses after which nothing changes. */
const FINISHED: readonly VisitStatus[] = ['completed', 'no_show', 'cancelled'];

/** Most visits one list answers with. */
const LIST_LIMIT = 200;

/**
 * The path of a confirmed visit's calendar file.
 * @see docs/product/pipeline.md ("Site visits")
 */
export const calendarPath = (visitId: number): string => `/api/user/visits/${visitId}/calendar.ics`;

/**
 * A visit as `viewer` sees it: the customer sees the associate's name and mobile and, once the
 * visit is confirmed, `ics_url`; the associate sees the customer's name and mobile.
 * @see docs/product/pipeline.md ("Site visits")
 */
export function toVisit(row: VisitRow, viewer: 'customer' | 'associate'): Visit {
  const status = row.status as VisitStatus;
  return {
    visit_id: row.visitId,
    lead_id: row.leadId,
    site_id: row.siteId,
    site_title: row.siteTitle,
    site_city: row.siteCity,
    scheduled_at: new Date(row.scheduledAt).toISOString(),
    meeting_point: row.meetingPoint,
    status,
    proposed_at: row.proposedAt ? new Date(row.proposedAt).toISOString() : null,
    outcome_note: row.outcomeNote,
    associate: viewer === 'customer' ? { name: row.associateName, mobile: row.associateMobile } : null,
    customer: viewer === 'associate' ? { name: row.customerName, mobile: row.customerMobile } : null,
    ics_url: viewer === 'customer' && status === 'confirmed' ? calendarPath(row.visitId) : null,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

async function loadVisit(db: Database, visitId: number): Promise<VisitRow> {
  const row = await findVisitRow(db, visitId);
  if (!row) throw new AppError(404, PIPELINE_MESSAGES.visitNotFound, { code: ERROR_CODES.NOT_FOUND });
  return row;
}

/**
 * Who owns visit `visitId`, checked against the caller.
 * @throws AppError 404 NOT_FOUND 'Visit not found.'; 403 NOT_OWNER 'This visit is not yours.'
 */
async function ownedVisit(db: Database, visitId: number, caller: { userId: number } | { assId: number }) {
  const owners = await findVisitOwners(db, visitId);
  if (!owners) throw new AppError(404, PIPELINE_MESSAGES.visitNotFound, { code: ERROR_CODES.NOT_FOUND });
  const mine = 'userId' in caller ? owners.userId === caller.userId : owners.assId === caller.assId;
  if (!mine) throw new AppError(403, PIPELINE_MESSAGES.visitNotYours, { code: ERROR_CODES.NOT_OWNER });
  return owners;
}

/** The visit's status under its row lock; 409 INVALID_STATE when the visit is over. */
async function lockOpenVisit(tx: Database, visitId: number): Promise<VisitStatus> {
  const status = await lockVisitStatus(tx, visitId);
  if (!status) throw new AppError(404, PIPELINE_MESSAGES.visitNotFound, { code: ERROR_CODES.NOT_FOUND });
  if (FINISHED.includes(status)) throw new AppError(409, VISIT_MESSAGES.finished(status), { code: ERROR_CODES.INVALID_STATE });
  return status;
}

/**
 * `POST /api/associate/leads/{leadId}/visits`: schedules a visit of listing `site_id` at
 * `scheduled_at` (a time after the app clock's now) meeting at `meeting_point`. The lead moves to
 * `visit_scheduled` (timeline entry with the listing, time and meeting point), the listing joins
 * the lead's listings when it is not among them, visits of that listing waiting for another time
 * are closed as replaced, and the customer gets an SMS and push message with the listing, the
 * time (India Standard Time, e.g. "Sat 5 Dec, 11:00 am") and the meeting point.
 * @returns the visit as the associate sees it (with the customer's contact).
 * @throws AppError 404 for an unknown lead; 403 NOT_OWNER when the lead is not the associate's;
 *   400 (field scheduled_at) 'Choose a time in the future'; 400 (field site_id) for an
 *   unknown listing; 409 INVALID_STATE when the lead is booked or lost.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function scheduleVisit(
  ctx: VisitsContext,
  assId: number,
  leadId: number,
  body: { site_id: number; scheduled_at: Date; meeting_point: string },
): Promise<Visit> {
  const now = ctx.now();
  const actor: Actor = { type: 'associate', id: assId };
  const visitId = await runInTransaction(ctx.db, async (tx) => {
    const lead = await lockAssociateLead(tx, leadId, assId);
    if (body.scheduled_at.getTime() <= now.getTime()) throw badRequest(PIPELINE_MESSAGES.visitInPast, 'scheduled_at');
    const site = await findVisitSite(tx, body.site_id);
    if (!site) throw badRequest(PIPELINE_MESSAGES.siteNotFound, 'site_id');
    const when = formatVisitTime(body.scheduled_at);
    await moveLead(
      tx,
      lead,
      'visit_scheduled',
      actor,
      now,
      TIMELINE_NOTES.visitScheduled(site.title, body.scheduled_at, body.meeting_point),
    );
    await addLeadSite(tx, leadId, site.siteId, now);
    await closeReplacedVisits(tx, leadId, site.siteId, `Replaced by the visit on ${when}.`, now);
    return insertVisit(tx, {
      leadId,
      siteId: site.siteId,
      assId,
      userId: lead.userId,
      scheduledAt: body.scheduled_at,
      meetingPoint: body.meeting_point,
      at: now,
    });
  });
  const row = await loadVisit(ctx.db, visitId);
  await notify(
    ctx.jobs,
    localisedNotification(
      { type: 'user', id: row.userId },
      {
        kind: 'visitScheduled',
        siteTitle: row.siteTitle,
        siteCity: row.siteCity,
        scheduledAt: row.scheduledAt.toISOString(),
        meetingPoint: row.meetingPoint,
        associateName: row.associateName,
        associateMobile: row.associateMobile,
      },
      '/userdashboard',
    ),
  );
  return toVisit(row, 'associate');
}

/**
 * `GET /api/associate/visits`: the associate's own visits, upcoming first (soonest first), then
 * the others (latest first); at most 200.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function listAssociateVisits(ctx: VisitsContext, assId: number): Promise<Visit[]> {
  const rows = await listVisitRows(ctx.db, { assId }, ctx.now(), LIST_LIMIT);
  return rows.map((r) => toVisit(r, 'associate'));
}

/**
 * `GET /api/user/visits`: the customer's own visits, upcoming first (soonest first), then the
 * others (latest first); at most 200. Confirmed visits carry `ics_url`.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function listCustomerVisits(ctx: VisitsContext, userId: number): Promise<Visit[]> {
  const rows = await listVisitRows(ctx.db, { userId }, ctx.now(), LIST_LIMIT);
  return rows.map((r) => toVisit(r, 'customer'));
}

/**
 * The visit is over for the lead: when it was the lead's only pending visit and the lead is
 * `visit_scheduled`, the lead moves back to `accepted` with `note`; otherwise `note` is a
 * timeline entry without a change of status.
 */
async function afterVisitDropped(
  tx: Database,
  lead: LockedLead,
  visitId: number,
  actor: Actor,
  at: Date,
  note: TimelineNote,
): Promise<void> {
  const others = await countOtherPendingVisits(tx, lead.leadId, visitId);
  if (others === 0 && lead.status === 'visit_scheduled') await moveLead(tx, lead, 'accepted', actor, at, note);
  else await recordLeadEvent(tx, lead.leadId, actor, at, lead.status as LeadStatus, lead.status as LeadStatus, note);
}

/**
 * `PATCH /api/user/visits/{visitId}` `{ action, proposed_at? }`: the customer confirms the visit
 * (`confirmed`; confirming a confirmed visit again changes nothing), asks for another time
 * (`reschedule_requested` with `proposed_at`, a time after now) or cancels it (`cancelled`; the
 * lead goes back to `accepted` when no other visit of it is pending). Each change is a timeline
 * entry on the lead and an SMS and push message to the associate.
 * @returns the visit as the customer sees it.
 * @throws AppError 404 'Visit not found.'; 403 NOT_OWNER 'This visit is not yours.'; 400 (field
 *   proposed_at) when a reschedule has no time or a past one; 409 INVALID_STATE when the visit is
 *   completed, no_show or cancelled.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function customerVisitAction(
  ctx: VisitsContext,
  userId: number,
  visitId: number,
  body: { action: 'confirm' | 'reschedule' | 'cancel'; proposed_at?: Date | undefined },
): Promise<Visit> {
  const owners = await ownedVisit(ctx.db, visitId, { userId });
  const now = ctx.now();
  if (body.action === 'reschedule') {
    if (!body.proposed_at) throw badRequest(PIPELINE_MESSAGES.proposedMissing, 'proposed_at');
    if (body.proposed_at.getTime() <= now.getTime()) throw badRequest(PIPELINE_MESSAGES.proposedInPast, 'proposed_at');
  }
  const actor: Actor = { type: 'user', id: userId };
  const before = await loadVisit(ctx.db, visitId);
  const changed = await runInTransaction(ctx.db, async (tx) => {
    const lead = await lockLead(tx, owners.leadId);
    const status = await lockOpenVisit(tx, visitId);
    const current = lead.status as LeadStatus;
    if (body.action === 'confirm') {
      if (status === 'confirmed') return false;
      await updateVisit(tx, visitId, { status: 'confirmed', proposedAt: null, at: now });
      await recordLeadEvent(
        tx,
        lead.leadId,
        actor,
        now,
        current,
        current,
        TIMELINE_NOTES.visitConfirmed(before.siteTitle, before.scheduledAt),
      );
    } else if (body.action === 'reschedule') {
      await updateVisit(tx, visitId, { status: 'reschedule_requested', proposedAt: body.proposed_at as Date, at: now });
      await recordLeadEvent(
        tx,
        lead.leadId,
        actor,
        now,
        current,
        current,
        TIMELINE_NOTES.visitRescheduleAsked(before.siteTitle, before.scheduledAt, body.proposed_at as Date),
      );
    } else {
      await updateVisit(tx, visitId, { status: 'cancelled', at: now });
      await afterVisitDropped(tx, lead, visitId, actor, now, TIMELINE_NOTES.visitCancelledByCustomer(before.siteTitle, before.scheduledAt));
    }
    return true;
  });
  const row = await loadVisit(ctx.db, visitId);
  if (changed) {
    const visit = { customerName: row.customerName, siteTitle: row.siteTitle, scheduledAt: before.scheduledAt.toISOString() };
    const message = {
      confirm: { kind: 'visitConfirmed' as const, ...visit },
      reschedule: { kind: 'visitRescheduleAsked' as const, ...visit, proposedAt: row.proposedAt ? row.proposedAt.toISOString() : null },
      cancel: { kind: 'visitCancelledByCustomer' as const, ...visit },
    }[body.action];
    await notify(ctx.jobs, localisedNotification({ type: 'associate', id: row.assId }, message, '/associatedashboard'));
  }
  return toVisit(row, 'customer');
}

/**
 * `PATCH /api/associate/visits/{visitId}` `{ status, outcome_note }`: the associate records the
 * result. `completed` moves the lead from `visit_scheduled` to `visited` (when the lead has moved
 * on already, the result is only written in its timeline); `cancelled` and `no_show` move the lead
 * back to `accepted` when no other visit of it is pending. A cancelled visit is told to the customer.
 * `completed` and `no_show` need the visit's time to have come (by the app clock); `cancelled`
 * can be recorded at any time.
 * @returns the visit as the associate sees it.
 * @throws AppError 404 'Visit not found.'; 403 NOT_OWNER when the visit (or its lead) is not the
 *   associate's; 409 INVALID_STATE when the visit is over already, and for `completed` or
 *   `no_show` before the visit's time ({@link VISIT_MESSAGES}.tooEarly, naming that time).
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function recordVisitResult(
  ctx: VisitsContext,
  assId: number,
  visitId: number,
  body: { status: 'completed' | 'no_show' | 'cancelled'; outcome_note: string },
): Promise<Visit> {
  const owners = await ownedVisit(ctx.db, visitId, { assId });
  const now = ctx.now();
  const actor: Actor = { type: 'associate', id: assId };
  const before = await loadVisit(ctx.db, visitId);
  const said = body.outcome_note ? ` ${body.outcome_note}` : '';
  await runInTransaction(ctx.db, async (tx) => {
    const lead = await lockAssociateLead(tx, owners.leadId, assId);
    await lockOpenVisit(tx, visitId);
    if (body.status !== 'cancelled' && before.scheduledAt.getTime() > now.getTime()) {
      throw new AppError(409, VISIT_MESSAGES.tooEarly(formatVisitTime(before.scheduledAt)), { code: ERROR_CODES.INVALID_STATE });
    }
    await updateVisit(tx, visitId, { status: body.status, outcomeNote: body.outcome_note, at: now });
    if (body.status === 'completed') {
      const note = TIMELINE_NOTES.visitResult('completed', before.siteTitle, before.scheduledAt, said);
      if (lead.status === 'visit_scheduled') await moveLead(tx, lead, 'visited', actor, now, note);
      else await recordLeadEvent(tx, lead.leadId, actor, now, lead.status as LeadStatus, lead.status as LeadStatus, note);
    } else {
      const note = TIMELINE_NOTES.visitResult(body.status, before.siteTitle, before.scheduledAt, said);
      await afterVisitDropped(tx, lead, visitId, actor, now, note);
    }
  });
  const row = await loadVisit(ctx.db, visitId);
  if (body.status === 'cancelled') {
    await notify(
      ctx.jobs,
      localisedNotification(
        { type: 'user', id: row.userId },
        {
          kind: 'visitCancelledByAssociate',
          siteTitle: row.siteTitle,
          scheduledAt: before.scheduledAt.toISOString(),
          associateName: row.associateName,
          associateMobile: row.associateMobile,
        },
        '/userdashboard',
      ),
    );
  }
  return toVisit(row, 'associate');
}

/**
 * `GET /api/user/visits/{visitId}/calendar.ics`: the calendar file (iCalendar) of the customer's
 * confirmed visit: one hour from the visit's time, titled "Site visit: {listing}", at the
 * listing's landmark, city and state, with the meeting point and the associate's name and mobile
 * in the description.
 * @returns the file's text (lines end in CRLF).
 * @throws AppError 404 'Visit not found.'; 403 NOT_OWNER; 409 INVALID_STATE 'Only a confirmed
 *   visit has a calendar file.'
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function visitCalendar(ctx: VisitsContext, userId: number, visitId: number): Promise<string> {
  await ownedVisit(ctx.db, visitId, { userId });
  const row = await loadVisit(ctx.db, visitId);
  if (row.status !== 'confirmed') throw new AppError(409, VISIT_MESSAGES.calendarNotConfirmed, { code: ERROR_CODES.INVALID_STATE });
  const place = [row.siteLandmark, row.siteCity, row.siteState].filter((p) => p.trim() !== '').join(', ');
  const { error, value } = createEvent({
    uid: `site-visit-${row.visitId}@kashirealty`,
    productId: 'kashirealty/site-visits',
    title: `Site visit: ${row.siteTitle}`,
    start: new Date(row.scheduledAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    location: place,
    description: [
      `Site visit to ${row.siteTitle}${row.siteCity ? `, ${row.siteCity}` : ''}.`,
      `Meeting point: ${row.meetingPoint}`,
      `Your associate: ${row.associateName}, ${row.associateMobile}`,
    ].join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return value;
}

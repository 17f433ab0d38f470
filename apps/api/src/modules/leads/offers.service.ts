import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import {
  ASSOCIATE_OPEN_STATUSES,
  canMoveLead,
  type LeadStatus,
  leadOrderMessage,
  PIPELINE_MESSAGES,
} from '@realty/contracts/pipeline/fields';
import type { Lead, LeadListResponse, LeadResponse, OfferListResponse } from '@realty/contracts/pipeline/leads';
import type { Database } from '@realty/db/client';
import { AppError } from '../../lib/app-error.ts';
import { notify } from '../notifications/notifications.service.ts';
import { acceptedNotification } from './lead-notifications.ts';
import { type Actor, lockAssociateLead, lockLead, moveLead } from './lead-status.ts';
import { loadLeadView, loadLeadViews, loadOfferViews } from './lead-views.ts';
import {
  closeOffer,
  countOpenLeads,
  findAssociate,
  findAssociateLeadIds,
  findDueOfferIds,
  findLatestOfferTo,
  findLeadsByIds,
  findMaxOpenLeads,
  findOfferLocked,
  findOpenOfferLocked,
  findOpenOffersTo,
} from './leads.repository.ts';
import { LEAD_OFFER_DEADLINE_JOB, LEAD_OFFER_SWEEP_JOB, lapseOffer, makeOffer, passToNextAssociate } from './offering.ts';
import { type AfterCommit, inMatchingTransaction, type PipelineContext } from './pipeline-context.ts';
import { TIMELINE_NOTES } from './timeline-texts.ts';

/**
 * What an associate does with a lead offered to them and with the leads they accepted, the
 * deadlines of offers, and staff reassigning a lead (docs/product/pipeline.md, "Matching").
 * Every change runs in one transaction under the matching lock.
 */

/**
 * Answer of `PATCH /api/associate/leads/{leadId}`.
 * @see docs/product/pipeline.md
 */
export const LEAD_UPDATED = 'Lead updated.';
/**
 * 409 when an associate tries to mark a booked lead lost: that happens when staff cancel its deal.
 * @see docs/product/pipeline.md
 */
export const BOOKED_LEAD_CLOSES_BY_DEAL = 'A booked lead becomes lost only when staff cancel its deal.';
/**
 * 400 for a reassignment to an associate id that does not exist.
 * @see docs/product/pipeline.md
 */
export const ASSOCIATE_UNKNOWN = 'Choose an associate who exists';

const notYours = () => new AppError(403, PIPELINE_MESSAGES.offerNotYours, { code: ERROR_CODES.NOT_OWNER });
const lapsed = () => new AppError(409, PIPELINE_MESSAGES.offerExpired, { code: ERROR_CODES.INVALID_STATE });

/**
 * The open offer of lead `leadId` to `assId`, locked with its lead, for an answer at `now`.
 * An offer past its deadline is lapsed here (the lead passes on) and reported as `lapsed`.
 * @throws AppError 404 for an unknown lead; 403 NOT_OWNER 'This lead is not offered to you.'
 *   when it is not waiting for them; 409 INVALID_STATE when they accepted it already.
 */
async function openOfferFor(tx: Database, context: PipelineContext, afterCommit: AfterCommit, leadId: number, assId: number, now: Date) {
  const lead = await lockLead(tx, leadId);
  const offer = await findOpenOfferLocked(tx, leadId);
  if (!offer || offer.assId !== assId) {
    const latest = await findLatestOfferTo(tx, leadId, assId);
    if (latest?.status === 'lapsed') return { lapsed: true as const };
    if (latest?.status === 'accepted' && lead.assId === assId) {
      throw new AppError(409, leadOrderMessage(lead.status as LeadStatus, 'accepted'), { code: ERROR_CODES.INVALID_STATE });
    }
    throw notYours();
  }
  if (offer.expiresAt.getTime() <= now.getTime()) {
    await lapseOffer(tx, context, afterCommit, lead, offer, now);
    return { lapsed: true as const };
  }
  return { lapsed: false as const, lead, offer };
}

/**
 * `POST /api/associate/leads/{leadId}/accept`: the associate takes the lead offered to them
 * before its deadline; the lead becomes `accepted` and the customer is sent the associate's name
 * and mobile. Answers the lead with the customer's name and mobile.
 * @throws AppError 404 unknown lead; 403 NOT_OWNER when not offered to them; 409 INVALID_STATE
 *   'This offer has lapsed.' after the deadline (the offer is lapsed and the lead passes on).
 * @see docs/product/pipeline.md
 */
export async function acceptOffer(db: Database, context: PipelineContext, assId: number, leadId: number): Promise<LeadResponse> {
  const result = await inMatchingTransaction(db, async (tx, afterCommit) => {
    const now = context.now();
    const open = await openOfferFor(tx, context, afterCommit, leadId, assId, now);
    if (open.lapsed) return 'lapsed';
    const { lead, offer } = open;
    await closeOffer(tx, offer.offerId, 'accepted', now);
    await moveLead(tx, lead, 'accepted', { type: 'associate', id: assId }, now, TIMELINE_NOTES.accepted(), { assId, acceptedAt: now });
    const associate = await findAssociate(tx, assId);
    if (associate) afterCommit.push(() => notify(context.jobs, acceptedNotification(lead.userId, lead.city, associate)));
    return 'accepted';
  });
  if (result === 'lapsed') throw lapsed();
  return {
    success: true,
    message: PIPELINE_MESSAGES.offerAccepted,
    data: await loadLeadView(db, leadId, { kind: 'associate', assId }),
  };
}

/**
 * `POST /api/associate/leads/{leadId}/decline` `{ reason }`: the associate turns the offer down;
 * the lead goes to the next eligible associate or, with none left, becomes `unassigned`.
 * @throws as {@link acceptOffer}.
 * @see docs/product/pipeline.md
 */
export async function declineOffer(
  db: Database,
  context: PipelineContext,
  assId: number,
  leadId: number,
  reason: string,
): Promise<{ success: true; message: string }> {
  const result = await inMatchingTransaction(db, async (tx, afterCommit) => {
    const now = context.now();
    const open = await openOfferFor(tx, context, afterCommit, leadId, assId, now);
    if (open.lapsed) return 'lapsed';
    await closeOffer(tx, open.offer.offerId, 'declined', now, reason);
    await passToNextAssociate(tx, context, afterCommit, open.lead, { type: 'associate', id: assId }, now, TIMELINE_NOTES.declined(reason));
    return 'declined';
  });
  if (result === 'lapsed') throw lapsed();
  return { success: true, message: PIPELINE_MESSAGES.offerDeclined };
}

/**
 * The deadline of offer `offerId` (the `lead-offer-deadline` job): lapses it and passes the lead
 * on when it is still open and due by the app clock. Safe to run twice or late.
 * @returns 'lapsed', 'closed' (answered or gone: nothing to do) or 'not-due' with its deadline.
 * @see docs/product/pipeline.md
 */
export async function lapseOfferAtDeadline(
  db: Database,
  context: PipelineContext,
  offerId: number,
): Promise<{ state: 'lapsed' | 'closed' } | { state: 'not-due'; expiresAt: Date }> {
  return inMatchingTransaction(db, async (tx, afterCommit) => {
    const now = context.now();
    const offer = await findOfferLocked(tx, offerId);
    if (offer?.status !== 'offered') return { state: 'closed' as const };
    if (offer.expiresAt.getTime() > now.getTime()) return { state: 'not-due' as const, expiresAt: offer.expiresAt };
    const lead = await lockLead(tx, offer.leadId);
    await lapseOffer(tx, context, afterCommit, lead, offer, now);
    return { state: 'lapsed' as const };
  });
}

/** Offers lapsed per transaction by {@link sweepOverdueOffers}. */
const SWEEP_BATCH = 50;

/**
 * The minutely sweep (`lead-offer-sweep`): lapses every open offer past its deadline by the app
 * clock and passes each lead on, in batches of 50 per transaction. Safe on several instances at
 * once (the matching lock and the offer's status make each lapse happen once).
 * @returns how many offers were lapsed.
 * @see docs/product/pipeline.md
 */
export async function sweepOverdueOffers(db: Database, context: PipelineContext): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inMatchingTransaction(db, async (tx, afterCommit) => {
      const now = context.now();
      const ids = await findDueOfferIds(tx, now, SWEEP_BATCH);
      for (const offerId of ids) {
        const offer = await findOfferLocked(tx, offerId);
        if (offer?.status !== 'offered') continue;
        const lead = await lockLead(tx, offer.leadId);
        await lapseOffer(tx, context, afterCommit, lead, offer, now);
      }
      return ids.length;
    });
    total += done;
    if (done < SWEEP_BATCH) return total;
  }
}

/**
 * Defines the offer deadline job (one per offer, queued at its deadline; a job that finds the
 * offer not yet due by the app clock is queued again for the deadline) and the minutely sweep
 * (docs/decisions/0011-job-queue.md).
 */
export function defineLeadJobs(db: Database, context: PipelineContext): void {
  context.jobs.define<{ offer_id: number }>(LEAD_OFFER_DEADLINE_JOB, async (data) => {
    const result = await lapseOfferAtDeadline(db, context, Number(data.offer_id));
    if (result.state === 'not-due' && result.expiresAt.getTime() > Date.now()) {
      await context.jobs.send(LEAD_OFFER_DEADLINE_JOB, { offer_id: data.offer_id }, { startAfter: result.expiresAt });
    }
  });
  context.jobs.define(LEAD_OFFER_SWEEP_JOB, async () => {
    await sweepOverdueOffers(db, context);
  });
  context.jobs.everyMinute(LEAD_OFFER_SWEEP_JOB);
}

/**
 * `GET /api/associate/offers`: the offers waiting for the associate, soonest deadline first (no customer contact).
 * @see docs/product/pipeline.md
 */
export async function listOffers(db: Database, context: PipelineContext, assId: number): Promise<OfferListResponse> {
  const offers = await findOpenOffersTo(db, assId, context.now());
  return { success: true, data: await loadOfferViews(db, offers) };
}

/**
 * `GET /api/associate/leads`: the leads the associate accepted, in any later status, latest change first.
 * @see docs/product/pipeline.md
 */
export async function listAssociateLeads(db: Database, assId: number): Promise<LeadListResponse> {
  const ids = await findAssociateLeadIds(db, assId);
  return { success: true, data: await loadLeadViews(db, ids, { kind: 'associate', assId }) };
}

/**
 * `GET /api/associate/leads/{leadId}`: a lead offered to the associate (without the customer's
 * contact) or accepted by them (with it).
 * @throws AppError 404 'Lead not found.'; 403 NOT_OWNER 'This lead is not yours.' for any other lead.
 * @see docs/product/pipeline.md
 */
export async function getAssociateLead(db: Database, assId: number, leadId: number): Promise<Lead> {
  const [row] = await findLeadsByIds(db, [leadId]);
  if (!row) throw new AppError(404, PIPELINE_MESSAGES.leadNotFound, { code: ERROR_CODES.NOT_FOUND });
  if (row.assId !== assId || row.status === 'unassigned') {
    throw new AppError(403, PIPELINE_MESSAGES.leadNotYours, { code: ERROR_CODES.NOT_OWNER });
  }
  return loadLeadView(db, leadId, { kind: 'associate', assId });
}

/**
 * `PATCH /api/associate/leads/{leadId}` `{ status: 'negotiation' | 'lost', note, reason }`: the
 * associate moves a lead they accepted to price talks or closes it as lost (a reason is needed).
 * @throws AppError 400 'Give a reason to mark a lead lost' (field reason); 404; 403
 *   NOT_OWNER; 409 INVALID_STATE for a change out of order, and for a booked lead marked lost
 *   (that follows the deal's cancellation by staff).
 * @see docs/product/pipeline.md
 */
export async function updateAssociateLead(
  db: Database,
  context: PipelineContext,
  assId: number,
  leadId: number,
  body: { status: 'negotiation' | 'lost'; note: string; reason: string },
): Promise<LeadResponse> {
  if (body.status === 'lost' && body.reason === '') {
    throw new AppError(400, PIPELINE_MESSAGES.lostReasonMissing, { field: 'reason' });
  }
  await inMatchingTransaction(db, async (tx) => {
    const now = context.now();
    const lead = await lockAssociateLead(tx, leadId, assId);
    if (lead.status === 'booked' && body.status === 'lost') {
      throw new AppError(409, BOOKED_LEAD_CLOSES_BY_DEAL, { code: ERROR_CODES.INVALID_STATE });
    }
    const actor: Actor = { type: 'associate', id: assId };
    if (body.status === 'lost') {
      await moveLead(tx, lead, 'lost', actor, now, body.note || TIMELINE_NOTES.lost(body.reason), { lostReason: body.reason });
    } else {
      await moveLead(tx, lead, 'negotiation', actor, now, body.note);
    }
  });
  return { success: true, message: LEAD_UPDATED, data: await loadLeadView(db, leadId, { kind: 'associate', assId }) };
}

/**
 * A reassignment's record for the audit log: the lead's status and associate before and after.
 * @see docs/product/pipeline.md
 */
export type ReassignChange = { before: { status: string; ass_id: number | null }; after: { status: 'offered'; ass_id: number } };

/**
 * Staff offer lead `leadId` to associate `assId` (docs/product/pipeline.md, "Back office"):
 * withdraws any open offer and offers it to them with a new deadline, whatever their
 * preferences, as long as they are active and under their maximum of open leads (this lead not
 * counted). `audit` is called in the same transaction with the change.
 * @throws AppError 404 unknown lead; 400 'Choose an associate who exists' (field
 *   ass_id); 409 'That associate cannot take this lead.' for an associate who is not active or is
 *   at their maximum; 409 INVALID_STATE for a booked or lost lead.
 */
export async function reassignLead(
  db: Database,
  context: PipelineContext,
  staffId: number,
  leadId: number,
  assId: number,
  audit: (tx: Database, change: ReassignChange) => Promise<void>,
): Promise<void> {
  await inMatchingTransaction(db, async (tx, afterCommit) => {
    const now = context.now();
    const lead = await lockLead(tx, leadId);
    const associate = await findAssociate(tx, assId);
    if (!associate) throw new AppError(400, ASSOCIATE_UNKNOWN, { field: 'ass_id' });
    const from = lead.status as LeadStatus;
    if (!canMoveLead(from, 'offered')) throw new AppError(409, leadOrderMessage(from, 'offered'), { code: ERROR_CODES.INVALID_STATE });
    if (associate.status !== 'active') throw new AppError(409, PIPELINE_MESSAGES.notEligible);
    const open = await findOpenOfferLocked(tx, leadId);
    const counts = await countOpenLeads(tx, [assId]);
    const countsThisLead = lead.assId === assId && ASSOCIATE_OPEN_STATUSES.includes(from);
    const load = (counts.get(assId) ?? 0) - (countsThisLead ? 1 : 0);
    if (load >= (await findMaxOpenLeads(tx, assId))) throw new AppError(409, PIPELINE_MESSAGES.notEligible);
    if (open) await closeOffer(tx, open.offerId, 'withdrawn', now);
    await moveLead(tx, lead, 'offered', { type: 'staff', id: staffId }, now, TIMELINE_NOTES.reassigned(), { assId, acceptedAt: null });
    await makeOffer(tx, context, afterCommit, lead, assId, now);
    await audit(tx, { before: { status: from, ass_id: lead.assId }, after: { status: 'offered', ass_id: assId } });
  });
}

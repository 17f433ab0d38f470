import type { Database } from '@realty/db/client';
import { notify } from '../notifications/notifications.service.ts';
import { offerNotification } from './lead-notifications.ts';
import { type Actor, type LockedLead, moveLead } from './lead-status.ts';
import { closeOffer, findEligibleAssociates, insertOffer, type OfferRow, touchLastOffered } from './leads.repository.ts';
import { type MatchCandidate, pickAssociate } from './matching.ts';
import type { AfterCommit, PipelineContext } from './pipeline-context.ts';
import { joinNotes, TIMELINE_NOTES, type TimelineNote } from './timeline-texts.ts';

/**
 * Offering a lead inside a pipeline transaction (docs/product/pipeline.md, "Matching"): choosing
 * the associate, storing the offer with its deadline, and queueing the deadline job and the
 * associate's notification for after the commit. Every function here expects the matching lock
 * to be held (`inMatchingTransaction`).
 */

/**
 * Name of the job that lapses one offer at its deadline (data `{ offer_id }`).
 * @see docs/product/pipeline.md
 */
export const LEAD_OFFER_DEADLINE_JOB = 'lead-offer-deadline';

/**
 * Name of the minutely job that lapses every offer past its deadline.
 * @see docs/product/pipeline.md
 */
export const LEAD_OFFER_SWEEP_JOB = 'lead-offer-sweep';

/**
 * The lead facts matching and the offer message need.
 * @see docs/product/pipeline.md
 */
export type LeadFacts = Pick<LockedLead, 'leadId' | 'city' | 'cityKey' | 'category' | 'bhk' | 'budgetMin' | 'budgetMax'>;

/**
 * The associate a lead in `cityKey` of `category` goes to next, or undefined when nobody is
 * eligible; `leadId` null for a lead not stored yet (nobody has refused it).
 * @see docs/product/pipeline.md
 */
export async function chooseAssociate(
  tx: Database,
  lead: { cityKey: string; category: string; leadId: number | null },
): Promise<MatchCandidate | undefined> {
  return pickAssociate(await findEligibleAssociates(tx, lead));
}

/**
 * Stores an open offer of `lead` to `assId` from `now` until now + `acceptSeconds`, marks the
 * associate's last offer, and queues (after the commit) the deadline job at the deadline and the
 * associate's SMS/push notification. Does not change the lead's status.
 * @returns the offer's id and deadline.
 * @see docs/product/pipeline.md
 */
export async function makeOffer(
  tx: Database,
  context: PipelineContext,
  afterCommit: AfterCommit,
  lead: LeadFacts,
  assId: number,
  now: Date,
): Promise<{ offerId: number; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + context.acceptSeconds * 1000);
  const offerId = await insertOffer(tx, { leadId: lead.leadId, assId, offeredAt: now, expiresAt });
  await touchLastOffered(tx, assId, now);
  afterCommit.push(async () => {
    await context.jobs.send(LEAD_OFFER_DEADLINE_JOB, { offer_id: offerId }, { startAfter: expiresAt });
    await notify(context.jobs, offerNotification(assId, lead, expiresAt));
  });
  return { offerId, expiresAt };
}

/**
 * Passes `lead` (status `offered`, its open offer already closed) on: offers it to the next
 * eligible associate (status stays `offered`) or, when none is left, makes it `unassigned` for
 * staff. One timeline entry by `actor` with `note` followed by what happened.
 * @returns the lead's new status.
 * @see docs/product/pipeline.md
 */
export async function passToNextAssociate(
  tx: Database,
  context: PipelineContext,
  afterCommit: AfterCommit,
  lead: LockedLead,
  actor: Actor,
  now: Date,
  note: TimelineNote,
): Promise<'offered' | 'unassigned'> {
  const next = await chooseAssociate(tx, lead);
  if (next) {
    await moveLead(tx, lead, 'offered', actor, now, joinNotes(note, TIMELINE_NOTES.offeredToNext()), {
      assId: next.assId,
      acceptedAt: null,
    });
    await makeOffer(tx, context, afterCommit, lead, next.assId, now);
    return 'offered';
  }
  await moveLead(tx, lead, 'unassigned', actor, now, joinNotes(note, TIMELINE_NOTES.noneLeft()), {
    assId: null,
    acceptedAt: null,
  });
  return 'unassigned';
}

/**
 * Lapses the open `offer` of `lead` (its deadline has passed) and passes the lead on
 * ({@link passToNextAssociate}) as the system. Does nothing to the lead when it is no longer
 * waiting for that associate.
 * @see docs/product/pipeline.md
 */
export async function lapseOffer(
  tx: Database,
  context: PipelineContext,
  afterCommit: AfterCommit,
  lead: LockedLead,
  offer: OfferRow,
  now: Date,
): Promise<void> {
  await closeOffer(tx, offer.offerId, 'lapsed', now);
  if (lead.status === 'offered' && lead.assId === offer.assId) {
    await passToNextAssociate(tx, context, afterCommit, lead, { type: 'system', id: null }, now, TIMELINE_NOTES.offerLapsed());
  }
}

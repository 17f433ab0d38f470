import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { canMoveLead, type LeadStatus, leadOrderMessage, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Database } from '@realty/db/client';
import { leadEvents, leads } from '@realty/db/schema';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { TimelineNote } from './timeline-texts.ts';

/**
 * The lead's status machine and timeline (docs/product/pipeline.md, "Leads"), shared by matching,
 * visits and deals: every change goes through {@link moveLead}, which checks the order of
 * statuses (409 INVALID_STATE otherwise) and writes the timeline entry in the same transaction.
 */

/** Who made a change: a customer, an associate, staff (by id) or the system (matching, deadlines). */
export type Actor = { type: 'user' | 'associate' | 'staff' | 'system'; id: number | null };

/** The system as an {@link Actor} (matching, lapsed offers). */
export const SYSTEM: Actor = { type: 'system', id: null };

/** A lead row as read under its row lock. */
export type LockedLead = typeof leads.$inferSelect;

/** Key of the transaction-scoped advisory lock that serialises matching (offers and open-lead counts). */
export const MATCHING_LOCK_KEY = '7319462027741777';

/**
 * Takes the matching lock for the rest of the transaction `tx`: every change that creates,
 * offers, accepts, declines, lapses or closes a lead takes it first, so counts of open leads and
 * "offered to one associate at a time" hold across requests and instances.
 */
export async function takeMatchingLock(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK_KEY}::bigint)`);
}

/**
 * Reads lead `leadId` with a row lock for the rest of the transaction.
 * @throws AppError 404 NOT_FOUND 'Lead not found.' when there is no such lead.
 */
export async function lockLead(tx: Database, leadId: number): Promise<LockedLead> {
  const [lead] = await tx.select().from(leads).where(eq(leads.leadId, leadId)).for('update');
  if (!lead) throw new AppError(404, PIPELINE_MESSAGES.leadNotFound, { code: ERROR_CODES.NOT_FOUND });
  return lead;
}

/**
 * The lead `leadId`, locked, if the associate `assId` handles it (accepted by them: `ass_id` is
 * theirs and the status is past `offered`).
 * @throws AppError 404 for an unknown lead; 409 INVALID_STATE 'Accept the lead first: …' for a
 *   lead offered to them and not yet accepted (it is theirs to accept: the change is only out of
 *   order); 403 NOT_OWNER 'This lead is not yours.' for any other lead (never offered to them,
 *   or now offered to or handled by someone else).
 * @see docs/product/pipeline.md ("Leads")
 */
export async function lockAssociateLead(tx: Database, leadId: number, assId: number): Promise<LockedLead> {
  const lead = await lockLead(tx, leadId);
  if (lead.assId === assId && lead.status === 'offered') {
    throw new AppError(409, PIPELINE_MESSAGES.acceptFirst, { code: ERROR_CODES.INVALID_STATE });
  }
  if (lead.assId !== assId || lead.status === 'offered' || lead.status === 'unassigned') {
    throw new AppError(403, PIPELINE_MESSAGES.leadNotYours, { code: ERROR_CODES.NOT_OWNER });
  }
  return lead;
}

/**
 * Moves `lead` (read with {@link lockLead}) to status `to`, setting `changes` on the row too,
 * and appends the timeline entry (when, who, from, to, note).
 * @param at the app clock's time of the change.
 * @throws AppError 409 INVALID_STATE with e.g. 'A lead that is booked cannot move to visit scheduled.'
 *   when {@link canMoveLead} refuses the change.
 */
export async function moveLead(
  tx: Database,
  lead: Pick<LockedLead, 'leadId' | 'status'>,
  to: LeadStatus,
  actor: Actor,
  at: Date,
  note: string | TimelineNote = '',
  changes: Partial<Pick<LockedLead, 'assId' | 'lostReason' | 'acceptedAt'>> = {},
): Promise<void> {
  const from = lead.status as LeadStatus;
  if (!canMoveLead(from, to)) {
    throw new AppError(409, leadOrderMessage(from, to), { code: ERROR_CODES.INVALID_STATE });
  }
  await tx
    .update(leads)
    .set({ status: to, updatedAt: at, ...changes })
    .where(eq(leads.leadId, lead.leadId));
  await recordLeadEvent(tx, lead.leadId, actor, at, from, to, note);
}

/**
 * Appends one timeline entry without changing the status (e.g. "listing added", "visit
 * confirmed"). `note` is what a person typed (shown as typed in both languages) or a note the site
 * wrote in English and Hindi (timeline-texts.ts; the Hindi goes to `note_hi`).
 */
export async function recordLeadEvent(
  tx: Database,
  leadId: number,
  actor: Actor,
  at: Date,
  from: LeadStatus | null,
  to: LeadStatus,
  note: string | TimelineNote,
): Promise<void> {
  const [text, textHi] = typeof note === 'string' ? [note, null] : [note.en, note.hi];
  await tx
    .insert(leadEvents)
    .values({ leadId, at, actorType: actor.type, actorId: actor.id, fromStatus: from, toStatus: to, note: text, noteHi: textHi });
}

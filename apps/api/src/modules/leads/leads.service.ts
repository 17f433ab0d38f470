import { type LeadSource, type LeadStatus, leadCategoryOf, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { CreateRequirementBody, LeadListResponse, LeadResponse } from '@realty/contracts/pipeline/leads';
import type { Database } from '@realty/db/client';
import { AppError } from '../../lib/app-error.ts';
import { loadPlaceIndex } from '../places/places.service.ts';
import { type Actor, type LockedLead, moveLead, recordLeadEvent, SYSTEM } from './lead-status.ts';
import { loadLeadView, loadLeadViews } from './lead-views.ts';
import { addLeadSite, findCustomerLeadIds, findOpenLeadLocked, findSiteFacts, insertLead, updateLeadWishes } from './leads.repository.ts';
import { chooseAssociate, makeOffer } from './offering.ts';
import { inMatchingTransaction, type PipelineContext, registeredPipeline } from './pipeline-context.ts';
import { joinNotes, TIMELINE_NOTES, type TimelineNote } from './timeline-texts.ts';

/**
 * Creating leads and joining new interest to a customer's open lead (docs/product/pipeline.md,
 * "Leads"): from a requirement (`POST /api/user/requirements`) or an enquiry about a listing.
 *
 * Joining (one open lead per customer and city): the open lead keeps its associate, status and
 * category; the new interest adds its listing, widens the budget to cover both (a budget whose
 * maximum is 0 is "not stated" and is ignored), replaces the BHK when a requirement gives one and
 * the note when a requirement's note is not empty, and is written to the timeline. An
 * `unassigned` lead that gets new interest is tried once more with the associates eligible now.
 */

/**
 * New interest of a customer in one city, as the lead services take it (cities canonical, rupees as 2-decimal text).
 * @see docs/product/pipeline.md
 */
export type Interest = {
  userId: number;
  /** The canonical city name ('Prayagraj' for 'Allahabad'). */
  city: string;
  /** The canonical city in lower case. */
  cityKey: string;
  category: string;
  budgetMin: string;
  budgetMax: string;
  bhk: number | null;
  note: string;
  source: LeadSource;
  /** The listing an enquiry was about. */
  site?: { siteId: number; title: string };
};

const paise = (rupees: string): bigint => {
  const [whole = '0', fraction = ''] = rupees.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const lesser = (a: bigint, b: bigint): bigint => (a < b ? a : b);
const greater = (a: bigint, b: bigint): bigint => (a > b ? a : b);
const rupeesText = (value: bigint): string => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/**
 * The budget, BHK and note of an open lead after `interest` joined it (rules in this module's
 * comment): budgets are compared exactly in paise; a side whose maximum is 0 does not count.
 * @see docs/product/pipeline.md
 */
export function joinedWishes(
  lead: Pick<LockedLead, 'budgetMin' | 'budgetMax' | 'bhk' | 'note'>,
  interest: Pick<Interest, 'budgetMin' | 'budgetMax' | 'bhk' | 'note' | 'source'>,
): Pick<LockedLead, 'budgetMin' | 'budgetMax' | 'bhk' | 'note'> {
  const [oldMin, oldMax, newMin, newMax] = [lead.budgetMin, lead.budgetMax, interest.budgetMin, interest.budgetMax].map(paise) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  let budget = { min: oldMin, max: oldMax };
  if (newMax > 0n) {
    budget = oldMax === 0n ? { min: newMin, max: newMax } : { min: lesser(oldMin, newMin), max: greater(oldMax, newMax) };
  }
  const requirement = interest.source === 'requirement';
  return {
    budgetMin: rupeesText(budget.min),
    budgetMax: rupeesText(budget.max),
    bhk: requirement && interest.bhk !== null ? interest.bhk : lead.bhk,
    note: requirement && interest.note !== '' ? interest.note : lead.note,
  };
}

function interestNote(interest: Interest): TimelineNote {
  return TIMELINE_NOTES.interest(
    interest.site
      ? { siteTitle: interest.site.title }
      : { category: interest.category, budgetMin: interest.budgetMin, budgetMax: interest.budgetMax },
  );
}

/**
 * Creates a lead for `interest`, or joins it to the customer's open lead in that city, in one
 * pipeline transaction: a new lead is offered at once to the first eligible associate
 * (`offered`, deadline job and SMS queued) or, with none, stored `unassigned` with the reason
 * in its timeline.
 * @returns the lead's id and whether it is new (false: joined the open lead).
 * @see docs/product/pipeline.md
 */
export async function createOrJoinLead(
  db: Database,
  context: PipelineContext,
  interest: Interest,
): Promise<{ leadId: number; created: boolean }> {
  return inMatchingTransaction(db, async (tx, afterCommit) => {
    const now = context.now();
    const actor: Actor = { type: 'user', id: interest.userId };
    const open = await findOpenLeadLocked(tx, interest.userId, interest.cityKey);
    if (open) {
      await updateLeadWishes(tx, open.leadId, { ...joinedWishes(open, interest), updatedAt: now });
      if (interest.site) await addLeadSite(tx, open.leadId, interest.site.siteId, now);
      const status = open.status as LeadStatus;
      const also = interest.category === open.category ? null : interest.category;
      await recordLeadEvent(tx, open.leadId, actor, now, status, status, TIMELINE_NOTES.addedToSearch(interestNote(interest), also));
      if (status === 'unassigned') {
        const next = await chooseAssociate(tx, open);
        if (next) {
          await moveLead(tx, open, 'offered', SYSTEM, now, TIMELINE_NOTES.offered(), { assId: next.assId });
          await makeOffer(tx, context, afterCommit, open, next.assId, now);
        }
      }
      return { leadId: open.leadId, created: false };
    }
    const next = await chooseAssociate(tx, { cityKey: interest.cityKey, category: interest.category, leadId: null });
    const status: LeadStatus = next ? 'offered' : 'unassigned';
    const lead = await insertLead(tx, {
      userId: interest.userId,
      city: interest.city,
      cityKey: interest.cityKey,
      category: interest.category,
      budgetMin: interest.budgetMin,
      budgetMax: interest.budgetMax,
      bhk: interest.bhk,
      note: interest.note,
      source: interest.source,
      status,
      assId: next?.assId ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (interest.site) await addLeadSite(tx, lead.leadId, interest.site.siteId, now);
    const outcome = next ? TIMELINE_NOTES.offered() : TIMELINE_NOTES.noAssociateInCity(interest.category, interest.city);
    await recordLeadEvent(tx, lead.leadId, actor, now, null, status, joinNotes(interestNote(interest), outcome));
    if (next) await makeOffer(tx, context, afterCommit, lead, next.assId, now);
    return { leadId: lead.leadId, created: true };
  });
}

/**
 * `POST /api/user/requirements` (docs/product/pipeline.md, "Leads"): checks the city against the
 * catalogue's places (any of its names, stored by its canonical name) and the category, then
 * creates or joins the customer's lead in that city.
 * @returns `status` 201 with a new lead, 200 when it joined the open lead of that city; `body`
 *   the lead as the customer sees it.
 * @throws AppError 400 PIPELINE_MESSAGES.cityUnknown (field city) or categoryUnknown (field category).
 */
export async function submitRequirement(
  db: Database,
  context: PipelineContext,
  userId: number,
  body: CreateRequirementBody,
): Promise<{ status: 200 | 201; body: LeadResponse }> {
  const places = await loadPlaceIndex(db);
  const city = places.canonicalCity(body.city);
  if (!city) throw new AppError(400, PIPELINE_MESSAGES.cityUnknown, { field: 'city' });
  const category = leadCategoryOf(body.category);
  if (!category) throw new AppError(400, PIPELINE_MESSAGES.categoryUnknown, { field: 'category' });
  const { leadId, created } = await createOrJoinLead(db, context, {
    userId,
    city,
    cityKey: city.toLowerCase(),
    category,
    budgetMin: body.budget_min,
    budgetMax: body.budget_max,
    bhk: body.bhk ?? null,
    note: body.note,
    source: 'requirement',
  });
  const lead = await loadLeadView(db, leadId, { kind: 'customer', userId });
  return {
    status: created ? 201 : 200,
    body: { success: true, message: created ? PIPELINE_MESSAGES.requirementSaved : PIPELINE_MESSAGES.requirementJoined, data: lead },
  };
}

/** `GET /api/user/leads`: the customer's leads, newest first, as they see them (docs/product/pipeline.md, "Leads"). */
export async function listCustomerLeads(db: Database, userId: number): Promise<LeadListResponse> {
  const ids = await findCustomerLeadIds(db, userId);
  return { success: true, data: await loadLeadViews(db, ids, { kind: 'customer', userId }) };
}

/**
 * Puts a new enquiry into the pipeline (docs/product/pipeline.md, "Leads"): creates or joins the
 * customer's lead in the listing's city with source `enquiry`, the listing's category, its price
 * as the budget (its minimum and maximum price when set) and the listing in the lead's listings.
 * Called by the enquiry service after it stored a new enquiry (not a retry). Never throws: a
 * failure is logged and the enquiry stands. Does nothing when no pipeline is registered for `db`
 * or the listing is gone.
 */
export async function addEnquiryToPipeline(db: Database, input: { userId: number; siteId: number }): Promise<void> {
  const context = registeredPipeline(db);
  if (!context) return;
  try {
    const site = await findSiteFacts(db, input.siteId);
    if (!site) return;
    const places = await loadPlaceIndex(db);
    const city = places.canonicalCity(site.city) ?? site.city.trim();
    if (!city) return;
    const low = paise(site.minPrice) > 0n ? site.minPrice : site.price;
    const high = paise(site.maxPrice) > 0n ? site.maxPrice : site.price;
    const [budgetMin, budgetMax] = paise(low) <= paise(high) ? [low, high] : [high, low];
    await createOrJoinLead(db, context, {
      userId: input.userId,
      city,
      cityKey: city.toLowerCase(),
      category: leadCategoryOf(site.category) ?? site.category.trim(),
      budgetMin: rupeesText(paise(budgetMin)),
      budgetMax: rupeesText(paise(budgetMax)),
      bhk: null,
      note: '',
      source: 'enquiry',
      site: { siteId: site.siteId, title: site.title },
    });
  } catch (error) {
    context.log.error({ err: error, site_id: input.siteId }, 'the enquiry could not be added to the pipeline');
  }
}

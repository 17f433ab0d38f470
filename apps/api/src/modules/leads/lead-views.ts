import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type LeadEvent, type LeadSource, type LeadStatus, PIPELINE_MESSAGES, UNNAMED_ACTORS } from '@realty/contracts/pipeline/fields';
import type { Lead, Offer } from '@realty/contracts/pipeline/leads';
import type { Database } from '@realty/db/client';
import { AppError } from '../../lib/app-error.ts';
import {
  findAssociatesByIds,
  findCustomersByIds,
  findLeadEventsOf,
  findLeadSitesOf,
  findLeadsByIds,
  findLeadVisitsOf,
  findOpenOffersOf,
  findStaffByIds,
  type LeadRow,
  type OfferRow,
} from './leads.repository.ts';
import { TIMELINE_NOTES, type TimelineNote } from './timeline-texts.ts';

/**
 * Leads shaped for the wire (docs/product/pipeline.md, "Leads", "Privacy"), the same for
 * customers, associates and staff except for what each may see:
 * - the customer sees the associate's name and mobile (`associate`) and `ass_id` only once the
 *   lead is accepted; the names of associates who declined or let it lapse are not shown, nor
 *   their notes (a neutral note instead);
 * - an associate sees the customer's name and mobile (`customer`) only on a lead they accepted;
 *   before that the customer is 'Customer' in the timeline and other associates 'Another associate';
 * - staff see both contacts and every name.
 */

/**
 * Who is looking at a lead.
 * @see docs/product/pipeline.md
 */
export type LeadViewer = { kind: 'customer'; userId: number } | { kind: 'associate'; assId: number } | { kind: 'staff' };

/**
 * A lead as staff see it, with the name and member id of its associate (offered or accepted).
 * @see docs/product/pipeline.md
 */
export type StaffLead = Lead & { associate_name: string | null; member_id: string | null };

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * Rupees from a numeric column (text such as "4500000.00", or "4500000") as 2-decimal text; no float arithmetic.
 * @see docs/product/pipeline.md
 */
export function moneyText(value: string | number): string {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}${whole.replace(/^0+(?=\d)/, '') || '0'}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * Whether an associate has accepted the lead and still handles it (so the contacts are shown).
 * @see docs/product/pipeline.md
 */
export function isAccepted(row: Pick<LeadRow, 'assId' | 'acceptedAt' | 'status'>): boolean {
  return row.assId !== null && row.acceptedAt !== null && row.status !== 'offered' && row.status !== 'unassigned';
}

/** What the customer reads for a step taken by an associate who is not theirs. */
function neutralNote(to: LeadStatus): TimelineNote {
  if (to === 'offered') return TIMELINE_NOTES.passedToAnother();
  if (to === 'unassigned') return TIMELINE_NOTES.waitingForTeam();
  return { en: '', hi: '' };
}

type Related = {
  offers: Map<number, OfferRow>;
  sites: Map<number, Lead['sites']>;
  events: Map<number, Array<Awaited<ReturnType<typeof findLeadEventsOf>>[number]>>;
  visits: Map<number, Lead['visits']>;
  customers: Map<number, { name: string; mobile: string }>;
  associates: Map<number, { name: string; mobile: string; memberId: string }>;
  staff: Map<number, string>;
};

function group<T, V>(rows: T[], key: (row: T) => number, value: (row: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const row of rows) {
    const list = map.get(key(row)) ?? [];
    list.push(value(row));
    map.set(key(row), list);
  }
  return map;
}

async function loadRelated(db: Database, rows: LeadRow[]): Promise<Related> {
  const ids = rows.map((r) => r.leadId);
  const [offers, siteRows, eventRows, visitRows] = await Promise.all([
    findOpenOffersOf(db, ids),
    findLeadSitesOf(db, ids),
    findLeadEventsOf(db, ids),
    findLeadVisitsOf(db, ids),
  ]);
  const userIds = new Set(rows.map((r) => r.userId));
  const assIds = new Set(rows.flatMap((r) => (r.assId === null ? [] : [r.assId])));
  const staffIds = new Set<number>();
  for (const e of eventRows) {
    if (e.actorId === null) continue;
    if (e.actorType === 'user') userIds.add(e.actorId);
    else if (e.actorType === 'associate') assIds.add(e.actorId);
    else if (e.actorType === 'staff') staffIds.add(e.actorId);
  }
  const [customers, associateRows, staffRows] = await Promise.all([
    findCustomersByIds(db, [...userIds]),
    findAssociatesByIds(db, [...assIds]),
    findStaffByIds(db, [...staffIds]),
  ]);
  return {
    offers: new Map(offers.map((o) => [o.leadId, o])),
    sites: group(
      siteRows,
      (s) => s.leadId,
      (s) => ({
        site_id: s.siteId,
        site_title: s.title,
        site_city: s.city,
        site_category: s.category,
        site_price: moneyText(s.price),
        added_at: iso(s.addedAt),
      }),
    ),
    events: group(
      eventRows,
      (e) => e.leadId,
      (e) => e,
    ),
    visits: group(
      visitRows,
      (v) => v.leadId,
      (v) => ({
        visit_id: v.visitId,
        site_id: v.siteId,
        site_title: v.title,
        scheduled_at: iso(v.scheduledAt),
        meeting_point: v.meetingPoint,
        status: v.status,
        proposed_at: v.proposedAt === null ? null : iso(v.proposedAt),
      }),
    ),
    customers: new Map(customers.map((c) => [c.id, { name: c.name, mobile: c.mobile }])),
    associates: new Map(associateRows.map((a) => [a.id, { name: a.name, mobile: a.mobile, memberId: a.memberId }])),
    staff: new Map(staffRows.map((s) => [s.id, s.name])),
  };
}

function timelineOf(row: LeadRow, related: Related, viewer: LeadViewer): LeadEvent[] {
  const accepted = isAccepted(row);
  return (related.events.get(row.leadId) ?? []).map((e) => {
    const to = e.toStatus as LeadStatus;
    let actorName: string = UNNAMED_ACTORS.system;
    let note = e.note;
    let noteHi = e.noteHi;
    if (e.actorType === 'user') {
      const name = related.customers.get(e.actorId ?? -1)?.name ?? UNNAMED_ACTORS.customer;
      const mayKnow = viewer.kind !== 'associate' || (accepted && row.assId === viewer.assId);
      actorName = mayKnow ? name : UNNAMED_ACTORS.customer;
    } else if (e.actorType === 'associate') {
      const name = related.associates.get(e.actorId ?? -1)?.name ?? UNNAMED_ACTORS.associate;
      if (viewer.kind === 'staff') actorName = name;
      else if (viewer.kind === 'associate') actorName = e.actorId === viewer.assId ? name : UNNAMED_ACTORS.anotherAssociate;
      else if (accepted && e.actorId === row.assId) actorName = name;
      else {
        actorName = UNNAMED_ACTORS.anAssociate;
        ({ en: note, hi: noteHi } = neutralNote(to));
      }
    } else if (e.actorType === 'staff') {
      actorName = viewer.kind === 'staff' ? (related.staff.get(e.actorId ?? -1) ?? UNNAMED_ACTORS.staff) : UNNAMED_ACTORS.staff;
    }
    return {
      at: iso(e.at),
      actor_type: e.actorType as LeadEvent['actor_type'],
      actor_name: actorName,
      from_status: (e.fromStatus as LeadStatus | null) ?? null,
      to_status: to,
      note,
      note_hi: noteHi || null,
    };
  });
}

function shape(row: LeadRow, related: Related, viewer: LeadViewer): Lead {
  const accepted = isAccepted(row);
  const associate = row.assId === null ? undefined : related.associates.get(row.assId);
  const customer = related.customers.get(row.userId);
  const showAssociate = viewer.kind === 'staff' ? associate !== undefined : viewer.kind === 'customer' && accepted;
  const showCustomer = viewer.kind === 'staff' || (viewer.kind === 'associate' && accepted && row.assId === viewer.assId);
  const offer = related.offers.get(row.leadId);
  return {
    lead_id: row.leadId,
    city: row.city,
    category: row.category,
    budget_min: moneyText(row.budgetMin),
    budget_max: moneyText(row.budgetMax),
    bhk: row.bhk,
    note: row.note,
    source: row.source as LeadSource,
    status: row.status as LeadStatus,
    lost_reason: row.lostReason,
    ass_id: viewer.kind === 'customer' && !accepted ? null : row.assId,
    offer_expires_at: row.status === 'offered' && offer ? iso(offer.expiresAt) : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    sites: related.sites.get(row.leadId) ?? [],
    associate: showAssociate && associate ? { name: associate.name, mobile: associate.mobile } : null,
    customer: showCustomer && customer ? { name: customer.name, mobile: customer.mobile } : null,
    timeline: timelineOf(row, related, viewer),
    visits: related.visits.get(row.leadId) ?? [],
  };
}

/**
 * The leads `leadIds` as `viewer` may see them, in the order of `leadIds` (ids that do not exist
 * are left out). The caller has checked that the viewer may see each of them.
 * @see docs/product/pipeline.md
 */
export async function loadLeadViews(db: Database, leadIds: number[], viewer: LeadViewer): Promise<Lead[]> {
  const rows = await findLeadsByIds(db, leadIds);
  const related = await loadRelated(db, rows);
  const byId = new Map(rows.map((r) => [r.leadId, r]));
  return leadIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [shape(row, related, viewer)] : [];
  });
}

/**
 * Lead `leadId` as `viewer` may see it (the caller has checked they may see it at all); for
 * other modules that answer with a lead (visits, deals).
 * @throws AppError 404 NOT_FOUND 'Lead not found.' when it does not exist.
 * @see docs/product/pipeline.md
 */
export async function loadLeadView(db: Database, leadId: number, viewer: LeadViewer): Promise<Lead> {
  const [lead] = await loadLeadViews(db, [leadId], viewer);
  if (!lead) throw new AppError(404, PIPELINE_MESSAGES.leadNotFound, { code: ERROR_CODES.NOT_FOUND });
  return lead;
}

/**
 * The leads `leadIds` as staff see them, with the associate's name and member id, in the order given.
 * @see docs/product/pipeline.md
 */
export async function loadStaffLeadViews(db: Database, leadIds: number[]): Promise<StaffLead[]> {
  const rows = await findLeadsByIds(db, leadIds);
  const related = await loadRelated(db, rows);
  const byId = new Map(rows.map((r) => [r.leadId, r]));
  return leadIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const associate = row.assId === null ? undefined : related.associates.get(row.assId);
    return [{ ...shape(row, related, { kind: 'staff' }), associate_name: associate?.name ?? null, member_id: associate?.memberId ?? null }];
  });
}

/**
 * Open offers as the associate sees them before accepting (docs/product/pipeline.md, "Privacy"):
 * city, category, budget, BHK, note, listings and the deadline; never the customer's name or mobile.
 */
export async function loadOfferViews(db: Database, offers: OfferRow[]): Promise<Offer[]> {
  const rows = await findLeadsByIds(
    db,
    offers.map((o) => o.leadId),
  );
  const byId = new Map(rows.map((r) => [r.leadId, r]));
  const sites = group(
    await findLeadSitesOf(
      db,
      rows.map((r) => r.leadId),
    ),
    (s) => s.leadId,
    (s) => ({
      site_id: s.siteId,
      site_title: s.title,
      site_city: s.city,
      site_category: s.category,
      site_price: moneyText(s.price),
      added_at: iso(s.addedAt),
    }),
  );
  return offers.flatMap((offer) => {
    const row = byId.get(offer.leadId);
    if (!row) return [];
    return [
      {
        lead_id: row.leadId,
        city: row.city,
        category: row.category,
        budget_min: moneyText(row.budgetMin),
        budget_max: moneyText(row.budgetMax),
        bhk: row.bhk,
        note: row.note,
        sites: sites.get(row.leadId) ?? [],
        offered_at: iso(offer.offeredAt),
        expires_at: iso(offer.expiresAt),
      },
    ];
  });
}

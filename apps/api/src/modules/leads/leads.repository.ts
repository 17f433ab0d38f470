import { ASSOCIATE_OPEN_STATUSES, type LeadStatus } from '@realty/contracts/pipeline/fields';
import type { Database } from '@realty/db/client';
import {
  associatePreferences,
  associates,
  leadEvents,
  leadOffers,
  leadSites,
  leads,
  sites,
  siteVisits,
  staff,
  users,
} from '@realty/db/schema';
import { and, asc, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { MatchCandidate } from './matching.ts';

/**
 * The SQL of leads, offers and preferences (docs/product/pipeline.md, "Leads", "Matching").
 * Functions taking `tx` are meant to run inside a pipeline transaction (under the matching lock);
 * the others read committed data for the views.
 */

/**
 * A lead row as stored.
 * @see docs/product/pipeline.md
 */
export type LeadRow = typeof leads.$inferSelect;
/**
 * An offer row as stored.
 * @see docs/product/pipeline.md
 */
export type OfferRow = typeof leadOffers.$inferSelect;

/** Statuses in which a lead is an associate's own (accepted and later, before booked or lost). */
const ACCEPTED_OPEN: LeadStatus[] = ASSOCIATE_OPEN_STATUSES.filter((s) => s !== 'offered');

/** A timestamp from a raw query: node-postgres sends text, the embedded database a Date. */
const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

/**
 * The customer's open lead (not booked or lost) in the city `cityKey`, locked, if any.
 * @see docs/product/pipeline.md
 */
export async function findOpenLeadLocked(tx: Database, userId: number, cityKey: string): Promise<LeadRow | undefined> {
  const [row] = await tx
    .select()
    .from(leads)
    .where(and(eq(leads.userId, userId), eq(leads.cityKey, cityKey), notInArray(leads.status, ['booked', 'lost'])))
    .for('update');
  return row;
}

/**
 * Inserts a lead and returns its row.
 * @see docs/product/pipeline.md
 */
export async function insertLead(tx: Database, values: typeof leads.$inferInsert): Promise<LeadRow> {
  const [row] = await tx.insert(leads).values(values).returning();
  if (!row) throw new Error('lead insert returned nothing');
  return row;
}

/**
 * Sets the budget, BHK and note of lead `leadId` (a joined requirement or enquiry).
 * @see docs/product/pipeline.md
 */
export async function updateLeadWishes(
  tx: Database,
  leadId: number,
  values: Pick<LeadRow, 'budgetMin' | 'budgetMax' | 'bhk' | 'note' | 'updatedAt'>,
): Promise<void> {
  await tx.update(leads).set(values).where(eq(leads.leadId, leadId));
}

/**
 * Adds listing `siteId` to lead `leadId`; false when it was there already.
 * @see docs/product/pipeline.md
 */
export async function addLeadSite(tx: Database, leadId: number, siteId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(leadSites)
    .values({ leadId, siteId, addedAt: at })
    .onConflictDoNothing()
    .returning({ siteId: leadSites.siteId });
  return rows.length > 0;
}

/**
 * The facts of listing `siteId` a lead takes from it (title, city, category, prices as text), if it exists.
 * @see docs/product/pipeline.md
 */
export async function findSiteFacts(db: Database, siteId: number) {
  const [row] = await db
    .select({
      siteId: sites.siteId,
      title: sites.title,
      city: sites.city,
      category: sites.category,
      price: sites.price,
      minPrice: sites.minPrice,
      maxPrice: sites.maxPrice,
    })
    .from(sites)
    .where(eq(sites.siteId, siteId));
  return row;
}

/**
 * The associates eligible for a lead in city `cityKey` of `category` (docs/product/pipeline.md,
 * "Matching"), unordered: active, with the city among their `city_keys`, the category among
 * theirs or no categories, fewer open leads than their maximum (open = offers `offered` to them
 * plus leads they accepted that are not yet booked or lost), and — for an existing lead
 * `leadId` — no earlier declined or lapsed offer of it.
 */
export async function findEligibleAssociates(
  tx: Database,
  lead: { cityKey: string; category: string; leadId: number | null },
): Promise<MatchCandidate[]> {
  const notRefused =
    lead.leadId === null
      ? sql``
      : sql`and not exists (select 1 from lead_offers d where d.lead_id = ${lead.leadId} and d.ass_id = p.ass_id and d.status in ('declined', 'lapsed'))`;
  // the two counts are taken once per associate (lateral), then compared with their maximum
  const result = await tx.execute(sql`
    select p.ass_id, a.ass_plan, p.last_offered_at, (o.n + l.n)::int as open_leads
    from associate_preferences p
    join associates a on a.ass_id = p.ass_id
    cross join lateral (select count(*) as n from lead_offers o where o.ass_id = p.ass_id and o.status = 'offered') o
    cross join lateral (
      select count(*) as n from leads l
      where l.ass_id = p.ass_id and l.status in ('accepted', 'visit_scheduled', 'visited', 'negotiation')
    ) l
    where a.ass_status = 'active'
      and p.city_keys @> array[${lead.cityKey}]::text[]
      and (cardinality(p.categories) = 0 or ${lead.category} = any(p.categories))
      and o.n + l.n < p.max_open_leads
      ${notRefused}`);
  return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
    assId: Number(r.ass_id),
    plan: String(r.ass_plan),
    openLeads: Number(r.open_leads),
    lastOfferedAt: toDate(r.last_offered_at),
  }));
}

/**
 * Open leads of each associate of `assIds` (docs/product/pipeline.md, "Matching": offers
 * `offered` to them plus leads they accepted that are not booked or lost), 0 for those without.
 */
export async function countOpenLeads(db: Database, assIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(assIds.map((id) => [id, 0]));
  if (assIds.length === 0) return counts;
  const offered = await db
    .select({ assId: leadOffers.assId, n: sql<number>`count(*)::int` })
    .from(leadOffers)
    .where(and(inArray(leadOffers.assId, assIds), eq(leadOffers.status, 'offered')))
    .groupBy(leadOffers.assId);
  const accepted = await db
    .select({ assId: leads.assId, n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(inArray(leads.assId, assIds), inArray(leads.status, ACCEPTED_OPEN)))
    .groupBy(leads.assId);
  for (const row of [...offered, ...accepted]) {
    if (row.assId !== null) counts.set(row.assId, (counts.get(row.assId) ?? 0) + Number(row.n));
  }
  return counts;
}

/**
 * Inserts an open offer of lead `leadId` to `assId` and returns its id.
 * @see docs/product/pipeline.md
 */
export async function insertOffer(
  tx: Database,
  values: { leadId: number; assId: number; offeredAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.insert(leadOffers).values(values).returning({ offerId: leadOffers.offerId });
  if (!row) throw new Error('offer insert returned nothing');
  return row.offerId;
}

/**
 * Records that `assId` was offered a lead at `at` (the tie-break "oldest last offer").
 * @see docs/product/pipeline.md
 */
export async function touchLastOffered(tx: Database, assId: number, at: Date): Promise<void> {
  await tx.update(associatePreferences).set({ lastOfferedAt: at }).where(eq(associatePreferences.assId, assId));
}

/**
 * The open (`offered`) offer of lead `leadId`, locked, if any.
 * @see docs/product/pipeline.md
 */
export async function findOpenOfferLocked(tx: Database, leadId: number): Promise<OfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(leadOffers)
    .where(and(eq(leadOffers.leadId, leadId), eq(leadOffers.status, 'offered')))
    .for('update');
  return row;
}

/**
 * The newest offer of lead `leadId` to `assId`, if any.
 * @see docs/product/pipeline.md
 */
export async function findLatestOfferTo(tx: Database, leadId: number, assId: number): Promise<OfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(leadOffers)
    .where(and(eq(leadOffers.leadId, leadId), eq(leadOffers.assId, assId)))
    .orderBy(desc(leadOffers.offerId))
    .limit(1);
  return row;
}

/**
 * Offer `offerId`, locked, if it exists.
 * @see docs/product/pipeline.md
 */
export async function findOfferLocked(tx: Database, offerId: number): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(leadOffers).where(eq(leadOffers.offerId, offerId)).for('update');
  return row;
}

/**
 * Closes offer `offerId` as `status` at `at` (with the associate's `reason` for a decline).
 * @see docs/product/pipeline.md
 */
export async function closeOffer(
  tx: Database,
  offerId: number,
  status: 'accepted' | 'declined' | 'lapsed' | 'withdrawn',
  at: Date,
  reason = '',
): Promise<void> {
  await tx.update(leadOffers).set({ status, answeredAt: at, reason }).where(eq(leadOffers.offerId, offerId));
}

/**
 * Ids of up to `limit` open offers whose deadline is at or before `now`, earliest first.
 * @see docs/product/pipeline.md
 */
export async function findDueOfferIds(tx: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ offerId: leadOffers.offerId })
    .from(leadOffers)
    .where(and(eq(leadOffers.status, 'offered'), lte(leadOffers.expiresAt, now)))
    .orderBy(asc(leadOffers.expiresAt), asc(leadOffers.offerId))
    .limit(limit);
  return rows.map((r) => r.offerId);
}

/**
 * An associate's name, mobile, member id, plan and status, if the associate exists.
 * @see docs/product/pipeline.md
 */
export async function findAssociate(db: Database, assId: number) {
  const [row] = await db
    .select({ assId: associates.assId, name: associates.name, mobile: associates.mobile, status: associates.status, plan: associates.plan })
    .from(associates)
    .where(eq(associates.assId, assId));
  return row;
}

/**
 * The maximum of open leads of `assId` (their preference, 10 without one).
 * @see docs/product/pipeline.md
 */
export async function findMaxOpenLeads(tx: Database, assId: number): Promise<number> {
  const [row] = await tx
    .select({ max: associatePreferences.maxOpenLeads })
    .from(associatePreferences)
    .where(eq(associatePreferences.assId, assId));
  return row?.max ?? 10;
}

// --- views ---

/**
 * Lead rows of `leadIds` (any order).
 * @see docs/product/pipeline.md
 */
export async function findLeadsByIds(db: Database, leadIds: number[]): Promise<LeadRow[]> {
  if (leadIds.length === 0) return [];
  return db.select().from(leads).where(inArray(leads.leadId, leadIds));
}

/**
 * The open offers of `leadIds` (one per lead at most).
 * @see docs/product/pipeline.md
 */
export async function findOpenOffersOf(db: Database, leadIds: number[]): Promise<OfferRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(leadOffers)
    .where(and(inArray(leadOffers.leadId, leadIds), eq(leadOffers.status, 'offered')));
}

/**
 * The listings of `leadIds` with their facts, in the order they were added.
 * @see docs/product/pipeline.md
 */
export async function findLeadSitesOf(db: Database, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({
      leadId: leadSites.leadId,
      siteId: sites.siteId,
      title: sites.title,
      city: sites.city,
      category: sites.category,
      price: sites.price,
      addedAt: leadSites.addedAt,
    })
    .from(leadSites)
    .innerJoin(sites, eq(sites.siteId, leadSites.siteId))
    .where(inArray(leadSites.leadId, leadIds))
    .orderBy(asc(leadSites.addedAt), asc(leadSites.siteId));
}

/**
 * The timelines of `leadIds`, oldest entry first.
 * @see docs/product/pipeline.md
 */
export async function findLeadEventsOf(db: Database, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return db.select().from(leadEvents).where(inArray(leadEvents.leadId, leadIds)).orderBy(asc(leadEvents.leadId), asc(leadEvents.eventId));
}

/**
 * The site visits of `leadIds` with the listing's title, by time.
 * @see docs/product/pipeline.md
 */
export async function findLeadVisitsOf(db: Database, leadIds: number[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({
      leadId: siteVisits.leadId,
      visitId: siteVisits.visitId,
      siteId: siteVisits.siteId,
      title: sites.title,
      scheduledAt: siteVisits.scheduledAt,
      meetingPoint: siteVisits.meetingPoint,
      status: siteVisits.status,
      proposedAt: siteVisits.proposedAt,
    })
    .from(siteVisits)
    .innerJoin(sites, eq(sites.siteId, siteVisits.siteId))
    .where(inArray(siteVisits.leadId, leadIds))
    .orderBy(asc(siteVisits.scheduledAt), asc(siteVisits.visitId));
}

/**
 * Names and mobiles of the customers `userIds`.
 * @see docs/product/pipeline.md
 */
export async function findCustomersByIds(db: Database, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select({ id: users.userId, name: users.name, mobile: users.mobile }).from(users).where(inArray(users.userId, userIds));
}

/**
 * Names, mobiles and member ids of the associates `assIds`.
 * @see docs/product/pipeline.md
 */
export async function findAssociatesByIds(db: Database, assIds: number[]) {
  if (assIds.length === 0) return [];
  return db
    .select({ id: associates.assId, name: associates.name, mobile: associates.mobile, memberId: associates.memberId })
    .from(associates)
    .where(inArray(associates.assId, assIds));
}

/**
 * Names of the staff members `staffIds`.
 * @see docs/product/pipeline.md
 */
export async function findStaffByIds(db: Database, staffIds: number[]) {
  if (staffIds.length === 0) return [];
  return db.select({ id: staff.staffId, name: staff.name }).from(staff).where(inArray(staff.staffId, staffIds));
}

/**
 * Ids of the customer's leads, newest first.
 * @see docs/product/pipeline.md
 */
export async function findCustomerLeadIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ leadId: leads.leadId })
    .from(leads)
    .where(eq(leads.userId, userId))
    .orderBy(desc(leads.createdAt), desc(leads.leadId));
  return rows.map((r) => r.leadId);
}

/**
 * Ids of the leads associate `assId` accepted (any later status), latest change first.
 * @see docs/product/pipeline.md
 */
export async function findAssociateLeadIds(db: Database, assId: number): Promise<number[]> {
  const rows = await db
    .select({ leadId: leads.leadId })
    .from(leads)
    .where(and(eq(leads.assId, assId), notInArray(leads.status, ['offered', 'unassigned'])))
    .orderBy(desc(leads.updatedAt), desc(leads.leadId));
  return rows.map((r) => r.leadId);
}

/**
 * The open offers to `assId` whose deadline is after `now`, soonest deadline first.
 * @see docs/product/pipeline.md
 */
export async function findOpenOffersTo(db: Database, assId: number, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(leadOffers)
    .where(and(eq(leadOffers.assId, assId), eq(leadOffers.status, 'offered'), gt(leadOffers.expiresAt, now)))
    .orderBy(asc(leadOffers.expiresAt), asc(leadOffers.offerId));
}

// --- preferences ---

/**
 * A preferences row as stored.
 * @see docs/product/pipeline.md
 */
export type PreferencesRow = typeof associatePreferences.$inferSelect;

/**
 * The associate's preferences, if they saved any.
 * @see docs/product/pipeline.md
 */
export async function findPreferences(db: Database, assId: number): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(associatePreferences).where(eq(associatePreferences.assId, assId));
  return row;
}

/**
 * Saves the associate's preferences (insert or replace; `last_offered_at` is kept).
 * @see docs/product/pipeline.md
 */
export async function upsertPreferences(
  db: Database,
  values: { assId: number; cities: string[]; cityKeys: string[]; categories: string[]; maxOpenLeads: number; updatedAt: Date },
): Promise<PreferencesRow> {
  const [row] = await db
    .insert(associatePreferences)
    .values(values)
    .onConflictDoUpdate({
      target: associatePreferences.assId,
      set: {
        cities: values.cities,
        cityKeys: values.cityKeys,
        categories: values.categories,
        maxOpenLeads: values.maxOpenLeads,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('preferences upsert returned nothing');
  return row;
}

/**
 * Associates with their preferences (null columns without), for the back office: the one
 * associate `assId` (any status) when given, else the active ones, those with `cityKey` among
 * their cities when given; at most `limit`, by id.
 * @see docs/product/pipeline.md
 */
export async function findAssociatesWithPreferences(db: Database, filter: { cityKey?: string; assId?: number }, limit: number) {
  const where =
    filter.assId !== undefined
      ? eq(associates.assId, filter.assId)
      : and(
          eq(associates.status, 'active'),
          filter.cityKey === undefined ? undefined : sql`${associatePreferences.cityKeys} @> array[${filter.cityKey}]::text[]`,
        );
  return db
    .select({
      assId: associates.assId,
      name: associates.name,
      memberId: associates.memberId,
      plan: associates.plan,
      cities: associatePreferences.cities,
      categories: associatePreferences.categories,
      maxOpenLeads: associatePreferences.maxOpenLeads,
      lastOfferedAt: associatePreferences.lastOfferedAt,
    })
    .from(associates)
    .leftJoin(associatePreferences, eq(associatePreferences.assId, associates.assId))
    .where(where)
    .orderBy(asc(associates.assId))
    .limit(limit);
}

import type { LeadStatus } from '@realty/contracts/pipeline/fields';
import type { Database } from '@realty/db/client';
import { associates, leadEvents, leadSites, leads } from '@realty/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import type { Notification } from '../notifications/notifications.service.ts';

/**
 * Test helpers of the visit and brokerage API tests (docs/product/pipeline.md): they put a lead
 * straight into the database in the status a test needs (as matching and accepting would have
 * left it), set an associate's plan, and read back the timeline and the queued notifications.
 * Used by tests only.
 */

/**
 * What {@link insertLead} stores; anything left out takes a plain default.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type LeadFixture = {
  userId: number;
  assId: number | null;
  city?: string;
  category?: string;
  status?: LeadStatus;
  siteIds?: number[];
  budgetMin?: string;
  budgetMax?: string;
};

let fixtureCount = 0;

/**
 * Inserts a lead of customer `userId` handled by associate `assId` (default status `accepted`,
 * city Varanasi, category Apartment, budget ₹40,00,000 to ₹50,00,000) with `siteIds` as its
 * listings and one timeline entry (system → status). Its city key is made unique per call
 * ("varanasi#3"), so that one test customer may hold several open leads (the rule "one open lead
 * per customer and city" belongs to the leads module's own tests). Returns the lead id.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function insertLead(db: Database, fixture: LeadFixture): Promise<number> {
  const status = fixture.status ?? 'accepted';
  const city = fixture.city ?? 'Varanasi';
  const at = new Date();
  const [row] = await db
    .insert(leads)
    .values({
      userId: fixture.userId,
      city,
      cityKey: `${city.toLowerCase()}#${++fixtureCount}`,
      category: fixture.category ?? 'Apartment',
      budgetMin: fixture.budgetMin ?? '4000000.00',
      budgetMax: fixture.budgetMax ?? '5000000.00',
      source: 'requirement',
      status,
      assId: fixture.assId,
      acceptedAt: status === 'offered' || status === 'unassigned' ? null : at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ leadId: leads.leadId });
  if (!row) throw new Error('lead insert returned nothing');
  await db.insert(leadEvents).values({ leadId: row.leadId, at, actorType: 'system', actorId: null, fromStatus: null, toStatus: status });
  for (const siteId of fixture.siteIds ?? []) await db.insert(leadSites).values({ leadId: row.leadId, siteId, addedAt: at });
  return row.leadId;
}

/**
 * Sets associate `assId`'s plan (what staff do in the back office).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function setPlan(db: Database, assId: number, plan: 'free' | 'pro'): Promise<void> {
  await db.update(associates).set({ plan }).where(eq(associates.assId, assId));
}

/**
 * The lead's status and lost reason as stored.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function leadState(db: Database, leadId: number): Promise<{ status: string; lostReason: string }> {
  const [row] = await db.select({ status: leads.status, lostReason: leads.lostReason }).from(leads).where(eq(leads.leadId, leadId));
  if (!row) throw new Error(`no lead ${leadId}`);
  return row;
}

/**
 * The lead's timeline, oldest first: who, from, to and note.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function leadTimeline(
  db: Database,
  leadId: number,
): Promise<Array<{ actorType: string; actorId: number | null; fromStatus: string | null; toStatus: string; note: string }>> {
  return db
    .select({
      actorType: leadEvents.actorType,
      actorId: leadEvents.actorId,
      fromStatus: leadEvents.fromStatus,
      toStatus: leadEvents.toStatus,
      note: leadEvents.note,
    })
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.eventId));
}

/**
 * Every notification queued so far (the background `notify` jobs), oldest first.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function queuedNotifications(db: Database): Promise<Notification[]> {
  const result = (await db.execute(sql`select data from jobs.job where name = 'notify' order by created_on, id`)) as unknown as {
    rows: Array<{ data: Notification | string }>;
  };
  return result.rows.map((r) => (typeof r.data === 'string' ? (JSON.parse(r.data) as Notification) : r.data));
}

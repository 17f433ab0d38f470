import type { VisitStatus } from '@realty/contracts/pipeline/visits';
import type { Database } from '@realty/db/client';
import { associates, leadSites, sites, siteVisits, users } from '@realty/db/schema';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';

/**
 * Site visit rows (docs/product/pipeline.md, "Site visits"): the visit with its listing and both
 * people's names and mobiles, for the views of the customer and the associate.
 */

/**
 * Visit statuses that still wait for the visit to happen.
 * @see docs/product/pipeline.md ("Site visits")
 */
export const PENDING_VISIT_STATUSES: readonly VisitStatus[] = ['scheduled', 'confirmed', 'reschedule_requested'];

/**
 * A listing as a visit needs it: its title and where it is.
 * @see docs/product/pipeline.md ("Site visits")
 */
export type VisitSiteRow = { siteId: number; title: string; city: string; state: string; landmark: string };

/**
 * A visit with its listing, associate and customer.
 * @see docs/product/pipeline.md ("Site visits")
 */
export type VisitRow = typeof siteVisits.$inferSelect & {
  siteTitle: string;
  siteCity: string;
  siteState: string;
  siteLandmark: string;
  associateName: string;
  associateMobile: string;
  customerName: string;
  customerMobile: string;
};

const visitColumns = {
  visitId: siteVisits.visitId,
  leadId: siteVisits.leadId,
  siteId: siteVisits.siteId,
  assId: siteVisits.assId,
  userId: siteVisits.userId,
  scheduledAt: siteVisits.scheduledAt,
  meetingPoint: siteVisits.meetingPoint,
  status: siteVisits.status,
  proposedAt: siteVisits.proposedAt,
  outcomeNote: siteVisits.outcomeNote,
  createdAt: siteVisits.createdAt,
  updatedAt: siteVisits.updatedAt,
  siteTitle: sites.title,
  siteCity: sites.city,
  siteState: sites.state,
  siteLandmark: sites.landmark,
  associateName: associates.name,
  associateMobile: associates.mobile,
  customerName: users.name,
  customerMobile: users.mobile,
};

function selectVisits(db: Database) {
  return db
    .select(visitColumns)
    .from(siteVisits)
    .innerJoin(sites, eq(sites.siteId, siteVisits.siteId))
    .innerJoin(associates, eq(associates.assId, siteVisits.assId))
    .innerJoin(users, eq(users.userId, siteVisits.userId));
}

/**
 * The listing `siteId` (title and place), or undefined when there is none.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function findVisitSite(db: Database, siteId: number): Promise<VisitSiteRow | undefined> {
  const [row] = await db
    .select({ siteId: sites.siteId, title: sites.title, city: sites.city, state: sites.state, landmark: sites.landmark })
    .from(sites)
    .where(eq(sites.siteId, siteId))
    .limit(1);
  return row;
}

/**
 * Adds listing `siteId` to the lead's listings unless it is there already.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function addLeadSite(db: Database, leadId: number, siteId: number, at: Date): Promise<void> {
  await db.insert(leadSites).values({ leadId, siteId, addedAt: at }).onConflictDoNothing();
}

/**
 * Stores a new `scheduled` visit; returns its id.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function insertVisit(
  db: Database,
  values: { leadId: number; siteId: number; assId: number; userId: number; scheduledAt: Date; meetingPoint: string; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(siteVisits)
    .values({
      leadId: values.leadId,
      siteId: values.siteId,
      assId: values.assId,
      userId: values.userId,
      scheduledAt: values.scheduledAt,
      meetingPoint: values.meetingPoint,
      status: 'scheduled',
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ visitId: siteVisits.visitId });
  if (!row) throw new Error('visit insert returned nothing');
  return row.visitId;
}

/**
 * Closes the lead's visits of listing `siteId` that wait for another time
 * (`reschedule_requested`): the new visit replaces them. They become `cancelled` with `note`.
 * Returns how many were closed.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function closeReplacedVisits(db: Database, leadId: number, siteId: number, note: string, at: Date): Promise<number> {
  const rows = await db
    .update(siteVisits)
    .set({ status: 'cancelled', outcomeNote: note, updatedAt: at })
    .where(and(eq(siteVisits.leadId, leadId), eq(siteVisits.siteId, siteId), eq(siteVisits.status, 'reschedule_requested')))
    .returning({ visitId: siteVisits.visitId });
  return rows.length;
}

/**
 * The visit `visitId` with its listing and people, or undefined.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function findVisitRow(db: Database, visitId: number): Promise<VisitRow | undefined> {
  const [row] = await selectVisits(db).where(eq(siteVisits.visitId, visitId)).limit(1);
  return row;
}

/**
 * Who a visit belongs to (lead, associate, customer), or undefined for an unknown id.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function findVisitOwners(
  db: Database,
  visitId: number,
): Promise<{ leadId: number; assId: number; userId: number } | undefined> {
  const [row] = await db
    .select({ leadId: siteVisits.leadId, assId: siteVisits.assId, userId: siteVisits.userId })
    .from(siteVisits)
    .where(eq(siteVisits.visitId, visitId))
    .limit(1);
  return row;
}

/**
 * The visit's status, read with a row lock for the rest of the transaction, or undefined.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function lockVisitStatus(db: Database, visitId: number): Promise<VisitStatus | undefined> {
  const [row] = await db.select({ status: siteVisits.status }).from(siteVisits).where(eq(siteVisits.visitId, visitId)).for('update');
  return row?.status as VisitStatus | undefined;
}

/**
 * Sets a visit's status and the given fields (and `updated_at`).
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function updateVisit(
  db: Database,
  visitId: number,
  values: { status: VisitStatus; proposedAt?: Date | null; outcomeNote?: string; at: Date },
): Promise<void> {
  await db
    .update(siteVisits)
    .set({
      status: values.status,
      updatedAt: values.at,
      ...(values.proposedAt !== undefined ? { proposedAt: values.proposedAt } : {}),
      ...(values.outcomeNote !== undefined ? { outcomeNote: values.outcomeNote } : {}),
    })
    .where(eq(siteVisits.visitId, visitId));
}

/**
 * How many visits of lead `leadId` other than `exceptVisitId` still wait to happen.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function countOtherPendingVisits(db: Database, leadId: number, exceptVisitId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(siteVisits)
    .where(
      and(eq(siteVisits.leadId, leadId), ne(siteVisits.visitId, exceptVisitId), inArray(siteVisits.status, [...PENDING_VISIT_STATUSES])),
    );
  return Number(row?.n ?? 0);
}

/**
 * The visits of one associate (`assId`) or one customer (`userId`), upcoming first: visits still
 * waiting to happen whose time is `now` or later, soonest first; then every other visit, latest
 * first. At most `limit`.
 * @see docs/product/pipeline.md ("Site visits")
 */
export async function listVisitRows(
  db: Database,
  owner: { assId: number } | { userId: number },
  now: Date,
  limit: number,
): Promise<VisitRow[]> {
  const who: SQL = 'assId' in owner ? eq(siteVisits.assId, owner.assId) : eq(siteVisits.userId, owner.userId);
  const pending = sql.join(
    PENDING_VISIT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const upcoming = sql`(${siteVisits.status} in (${pending}) and ${siteVisits.scheduledAt} >= ${now.toISOString()}::timestamptz)`;
  return selectVisits(db)
    .where(who)
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then ${siteVisits.scheduledAt} end asc`,
      desc(siteVisits.scheduledAt),
      asc(siteVisits.visitId),
    )
    .limit(limit);
}

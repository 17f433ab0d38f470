import type { LeadStatus } from '@realty/contracts/pipeline/fields';
import type { Database } from '@realty/db/client';
import { associates, leadEvents, leads } from '@realty/db/schema';
import { and, asc, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';

/**
 * The back office's reads of the pipeline and associate plans (docs/product/pipeline.md,
 * "Back office"): the filtered page of leads, the report's counts, and the plan column.
 */

/**
 * One page of lead ids, latest change first, with `status` and city key `cityKey` when given, and the total.
 * @see docs/product/pipeline.md
 */
export async function findLeadPage(
  db: Database,
  filter: { status?: LeadStatus | undefined; cityKey?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const where = and(
    filter.status === undefined ? undefined : eq(leads.status, filter.status),
    filter.cityKey === undefined ? undefined : eq(leads.cityKey, filter.cityKey),
  );
  const rows = await db
    .select({ leadId: leads.leadId })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.updatedAt), desc(leads.leadId))
    .offset(offset)
    .limit(limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where);
  return { ids: rows.map((r) => r.leadId), total: Number(count?.n ?? 0) };
}

/**
 * Leads per status (statuses without leads are left out).
 * @see docs/product/pipeline.md
 */
export async function countLeadsByStatus(db: Database): Promise<Array<{ status: string; count: number }>> {
  const rows = await db.select({ status: leads.status, count: sql<number>`count(*)::int` }).from(leads).groupBy(leads.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/**
 * Leads per city (canonical name), most first, then by name.
 * @see docs/product/pipeline.md
 */
export async function countLeadsByCity(db: Database): Promise<Array<{ city: string; count: number }>> {
  const rows = await db
    .select({ city: leads.city, count: sql<number>`count(*)::int` })
    .from(leads)
    .groupBy(leads.city)
    .orderBy(desc(sql`count(*)`), asc(leads.city));
  return rows.map((r) => ({ city: r.city, count: Number(r.count) }));
}

/**
 * Every lead, and the leads whose timeline ever reached `visited` and `booked`.
 * @see docs/product/pipeline.md
 */
export async function countFunnel(db: Database): Promise<{ leads: number; visited: number; booked: number }> {
  const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(leads);
  const reached = await db
    .select({ status: leadEvents.toStatus, n: countDistinct(leadEvents.leadId) })
    .from(leadEvents)
    .where(inArray(leadEvents.toStatus, ['visited', 'booked']))
    .groupBy(leadEvents.toStatus);
  const of = (status: string) => Number(reached.find((r) => r.status === status)?.n ?? 0);
  return { leads: Number(all?.n ?? 0), visited: of('visited'), booked: of('booked') };
}

/**
 * The associate's plan, or undefined when there is no such associate.
 * @see docs/product/pipeline.md
 */
export async function findAssociatePlan(db: Database, assId: number): Promise<string | undefined> {
  const [row] = await db.select({ plan: associates.plan }).from(associates).where(eq(associates.assId, assId));
  return row?.plan;
}

/**
 * Sets the associate's plan by hand (staff's plan switch). Pro set by hand on a Free associate is
 * granted without payment and without an end (`pro_granted`); Pro set on one who is Pro already
 * keeps their period. Free ends any period, paid or granted.
 * @see docs/product/pipeline.md; docs/product/payments.md ("Back office")
 */
export async function setAssociatePlan(db: Database, assId: number, plan: string): Promise<void> {
  await db
    .update(associates)
    .set(
      plan === 'pro'
        ? {
            plan,
            proGranted: sql`case when ${associates.plan} = 'pro' then ${associates.proGranted} else true end`,
            proUntil: sql`case when ${associates.plan} = 'pro' then ${associates.proUntil} else null end`,
          }
        : { plan, proUntil: null, proGranted: false },
    )
    .where(eq(associates.assId, assId));
}

import { leadOffers, leads } from '@realty/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { associateTaking, newCustomer, postRequirement, requirement, type TestAssociate, type TestCustomer } from './pipeline-test-kit.ts';

/**
 * Matching under concurrency (docs/product/pipeline.md, "Matching"): leads created at the same
 * moment never put an associate over their maximum, and no lead is offered to two associates.
 */

let ctx: TestContext;
let associates: TestAssociate[];
let customers: TestCustomer[];
beforeAll(async () => {
  ctx = await createTestContext();
  associates = [];
  for (let i = 0; i < 5; i += 1) associates.push(await associateTaking(ctx, { cities: ['Lucknow'], max_open_leads: 3 }));
  customers = [];
  for (let i = 0; i < 50; i += 1) customers.push(await newCustomer(ctx));
}, 180_000);
afterAll(async () => ctx?.close());

describe('50 leads at once for 5 associates with a maximum of 3', () => {
  it('offers exactly 15, nobody over 3, no lead to two associates, the rest unassigned', async () => {
    const answers = await Promise.all(customers.map((c) => postRequirement(ctx, c, requirement({ city: 'Lucknow' }))));
    expect(answers.map((a) => a.statusCode)).toEqual(customers.map(() => 201));
    expect(new Set(answers.map((a) => a.json().data.lead_id)).size).toBe(50);

    const byStatus = await ctx.db
      .select({ status: leads.status, n: sql<number>`count(*)::int` })
      .from(leads)
      .groupBy(leads.status)
      .orderBy(leads.status);
    expect(byStatus.map((r) => [r.status, Number(r.n)])).toEqual([
      ['offered', 15],
      ['unassigned', 35],
    ]);
    const open = await ctx.db.select().from(leadOffers).where(eq(leadOffers.status, 'offered'));
    expect(open).toHaveLength(15);
    // each associate holds exactly their maximum
    const perAssociate = new Map<number, number>();
    for (const o of open) perAssociate.set(o.assId, (perAssociate.get(o.assId) ?? 0) + 1);
    expect([...perAssociate.values()]).toEqual([3, 3, 3, 3, 3]);
    expect([...perAssociate.keys()].sort((a, b) => a - b)).toEqual(associates.map((a) => a.assId).sort((a, b) => a - b));
    // one open offer per lead, to the lead's associate
    expect(new Set(open.map((o) => o.leadId)).size).toBe(15);
    for (const o of open) {
      const [lead] = await ctx.db
        .select()
        .from(leads)
        .where(and(eq(leads.leadId, o.leadId)));
      expect(lead).toMatchObject({ status: 'offered', assId: o.assId });
    }
    // the API agrees: each associate sees three offers
    for (const a of associates) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/associate/offers', headers: { cookie: a.cookie } });
      expect(res.json().data).toHaveLength(3);
      const prefs = await ctx.app.inject({ method: 'GET', url: '/api/associate/preferences', headers: { cookie: a.cookie } });
      expect(prefs.json().data.open_leads).toBe(3);
    }
  });
});

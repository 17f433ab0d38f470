import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { associates, leadEvents } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { associateTaking, getAs, newCustomer, postAs, postRequirement, requirement } from '../leads/pipeline-test-kit.ts';
import { percentText } from './admin-pipeline.service.ts';

let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());

const anyIso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

async function auditOf(entity: string) {
  const res = await getAs(ctx, admin.cookie, `/api/admin/audit?entity=${entity}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
}

describe('percentages of the report', () => {
  it('are rounded half up to 2 decimals in integer arithmetic', () => {
    expect(percentText(1, 3)).toBe('33.33');
    expect(percentText(2, 3)).toBe('66.67');
    expect(percentText(1, 8)).toBe('12.50');
    expect(percentText(1, 800)).toBe('0.13');
    expect(percentText(0, 0)).toBe('0.00');
    expect(percentText(5, 5)).toBe('100.00');
  });
});

describe('back office pipeline', () => {
  it('refuses guests, customers and associates; plans are for admins only', async () => {
    const customer = await signUpCustomer(ctx.app);
    const associate = await associateTaking(ctx, { cities: [] });
    const routes = [
      ['GET', '/api/admin/leads', undefined],
      ['POST', '/api/admin/leads/1/reassign', { ass_id: 1 }],
      ['GET', '/api/admin/pipeline/associates', undefined],
      ['GET', '/api/admin/pipeline/report', undefined],
      ['PATCH', `/api/admin/associates/${associate.assId}/plan`, { plan: 'pro' }],
    ] as const;
    for (const [method, url, payload] of routes) {
      const options = { method, url, ...(payload ? { payload } : {}) };
      expect((await ctx.app.inject(options)).statusCode, url).toBe(401);
      for (const cookie of [customer.cookie, associate.cookie]) {
        expect((await ctx.app.inject({ ...options, headers: { cookie } })).statusCode, url).toBe(403);
      }
    }
    const byEditor = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/associates/${associate.assId}/plan`,
      headers: { cookie: editor.cookie },
      payload: { plan: 'pro' },
    });
    expect([byEditor.statusCode, byEditor.json().message]).toEqual([403, 'Only an admin can do this.']);
    expect((await getAs(ctx, editor.cookie, '/api/admin/leads')).statusCode).toBe(200);
  });

  it('lists leads by status and by city through its aliases, with both contacts', async () => {
    const taker = await associateTaking(ctx, { cities: ['Varanasi'], name: 'Kashi Associate' });
    const customer = await newCustomer(ctx, 'Neha Gupta');
    const offered = (await postRequirement(ctx, customer, requirement({ city: 'Banaras' }))).json().data.lead_id as number;
    const other = await newCustomer(ctx);
    const waiting = (await postRequirement(ctx, other, requirement({ city: 'Patna' }))).json().data.lead_id as number;

    const byCity = await getAs(ctx, editor.cookie, '/api/admin/leads?city=kashi');
    expect(byCity.statusCode, byCity.body).toBe(200);
    expect(byCity.json()).toMatchObject({ success: true, total: 1, page: 1, pageSize: 20 });
    expect(byCity.json().data[0]).toMatchObject({
      lead_id: offered,
      city: 'Varanasi',
      status: 'offered',
      ass_id: taker.assId,
      associate: { name: 'Kashi Associate', mobile: taker.mobile },
      customer: { name: 'Neha Gupta', mobile: customer.mobile },
      associate_name: 'Kashi Associate',
      member_id: taker.user.member_id,
      offer_expires_at: anyIso,
    });
    const queue = await getAs(ctx, editor.cookie, '/api/admin/leads?status=unassigned');
    expect(queue.json().data.map((l: { lead_id: number }) => l.lead_id)).toContain(waiting);
    expect(queue.json().data.every((l: { status: string }) => l.status === 'unassigned')).toBe(true);
    const bad = await getAs(ctx, editor.cookie, '/api/admin/leads?status=sleeping');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'status']);
    const badPage = await getAs(ctx, editor.cookie, '/api/admin/leads?page=0');
    expect([badPage.statusCode, badPage.json().field]).toEqual([400, 'page']);
  });

  it('lists associates for the picker by city (aliases too), in matching order', async () => {
    const free = await associateTaking(ctx, { cities: ['Prayagraj'], categories: ['Plots'], max_open_leads: 4, name: 'Free One' });
    const pro = await associateTaking(ctx, { cities: ['Allahabad'], name: 'Pro One', plan: 'pro' });
    const res = await getAs(ctx, editor.cookie, '/api/admin/pipeline/associates?city=allahabad');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          ass_id: pro.assId,
          name: 'Pro One',
          member_id: pro.user.member_id,
          plan: 'pro',
          cities: ['Prayagraj'],
          categories: [],
          max_open_leads: 10,
          open_leads: 0,
        },
        {
          ass_id: free.assId,
          name: 'Free One',
          member_id: free.user.member_id,
          plan: 'free',
          cities: ['Prayagraj'],
          categories: ['Plots'],
          max_open_leads: 4,
          open_leads: 0,
        },
      ],
    });
    const all = await getAs(ctx, editor.cookie, '/api/admin/pipeline/associates');
    expect(all.json().data.length).toBeGreaterThanOrEqual(2);
  });

  it('reassigns a lead to a chosen associate, withdrawing the open offer, with an audit entry', async () => {
    const first = await associateTaking(ctx, { cities: ['Gorakhpur'] });
    const chosen = await associateTaking(ctx, { cities: ['Noida'], name: 'Chosen Associate' });
    const customer = await newCustomer(ctx);
    const leadId = (await postRequirement(ctx, customer, requirement({ city: 'Gorakhpur' }))).json().data.lead_id as number;
    const res = await postAs(ctx, editor.cookie, `/api/admin/leads/${leadId}/reassign`, { ass_id: chosen.assId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: PIPELINE_MESSAGES.reassigned,
      data: { lead_id: leadId, status: 'offered', ass_id: chosen.assId, associate_name: 'Chosen Associate' },
    });
    expect(res.json().data.timeline.at(-1)).toMatchObject({
      actor_type: 'staff',
      actor_name: 'Rohan Editor',
      from_status: 'offered',
      to_status: 'offered',
      note: 'Reassigned by staff.',
    });
    expect((await getAs(ctx, first.cookie, '/api/associate/offers')).json().data).toEqual([]);
    expect((await getAs(ctx, chosen.cookie, '/api/associate/offers')).json().data.map((o: { lead_id: number }) => o.lead_id)).toEqual([
      leadId,
    ]);
    // the customer sees the step, not the staff member's name
    const mine = await getAs(ctx, customer.cookie, '/api/user/leads');
    expect(mine.json().data[0].timeline.at(-1)).toMatchObject({ actor_type: 'staff', actor_name: 'Staff' });
    const [entry] = await auditOf('lead');
    expect(entry).toMatchObject({
      action: 'reassign',
      entity: 'lead',
      entity_id: String(leadId),
      staff_name: 'Rohan Editor',
      before: { status: 'offered', ass_id: first.assId },
      after: { status: 'offered', ass_id: chosen.assId },
    });
    // the chosen associate accepts as usual
    expect((await postAs(ctx, chosen.cookie, `/api/associate/leads/${leadId}/accept`)).statusCode).toBe(200);
  });

  it('refuses associates who are full, disabled or unknown, leads that are closed and unknown leads', async () => {
    const full = await associateTaking(ctx, { cities: ['Rewa'], max_open_leads: 1 });
    const customer = await newCustomer(ctx);
    const taken = (await postRequirement(ctx, customer, requirement({ city: 'Rewa' }))).json().data.lead_id as number;
    const other = await newCustomer(ctx);
    const waiting = (await postRequirement(ctx, other, requirement({ city: 'Satna' }))).json().data.lead_id as number;
    const reassign = (leadId: number, assId: number) =>
      postAs(ctx, editor.cookie, `/api/admin/leads/${leadId}/reassign`, { ass_id: assId });

    const over = await reassign(waiting, full.assId);
    expect([over.statusCode, over.json()]).toEqual([409, { success: false, code: 'CONFLICT', message: PIPELINE_MESSAGES.notEligible }]);
    // the lead it already holds does not count against it
    expect((await reassign(taken, full.assId)).statusCode).toBe(200);

    const disabled = await associateTaking(ctx, { cities: ['Satna'] });
    await ctx.db.update(associates).set({ status: 'disabled' }).where(eq(associates.assId, disabled.assId));
    expect((await reassign(waiting, disabled.assId)).json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: PIPELINE_MESSAGES.notEligible,
    });
    const unknown = await reassign(waiting, 999999);
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { success: false, code: 'VALIDATION_FAILED', message: 'Choose an associate who exists', field: 'ass_id' },
    ]);
    const missing = await reassign(999999, full.assId);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    const badBody = await postAs(ctx, editor.cookie, `/api/admin/leads/${waiting}/reassign`, { ass_id: 'abc' });
    expect([badBody.statusCode, badBody.json().field]).toEqual([400, 'ass_id']);

    // a lost lead cannot be reassigned
    expect((await postAs(ctx, full.cookie, `/api/associate/leads/${taken}/accept`)).statusCode).toBe(200);
    const lost = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/associate/leads/${taken}`,
      headers: { cookie: full.cookie },
      payload: { status: 'lost', reason: 'Not reachable' },
    });
    expect(lost.statusCode).toBe(200);
    const closed = await reassign(taken, full.assId);
    expect([closed.statusCode, closed.json()]).toEqual([
      409,
      { success: false, code: 'INVALID_STATE', message: 'A lead that is lost cannot move to offered.' },
    ]);
  });

  it('sets an associate plan with an audit entry of before and after', async () => {
    const associate = await associateTaking(ctx, { cities: ['Lucknow'], name: 'Plan Person' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/associates/${associate.assId}/plan`,
      headers: { cookie: admin.cookie },
      payload: { plan: 'pro' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: PIPELINE_MESSAGES.planSaved,
      data: {
        ass_id: associate.assId,
        name: 'Plan Person',
        member_id: associate.user.member_id,
        plan: 'pro',
        cities: ['Lucknow'],
        categories: [],
        max_open_leads: 10,
        open_leads: 0,
      },
    });
    const [entry] = await auditOf('associate');
    expect(entry).toMatchObject({
      action: 'set_plan',
      entity_id: String(associate.assId),
      staff_name: 'Priya Admin',
      before: { plan: 'free' },
      after: { plan: 'pro' },
    });
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/associates/${associate.assId}/plan`,
      headers: { cookie: admin.cookie },
      payload: { plan: 'gold' },
    });
    expect(bad.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: 'Plan must be free or pro', field: 'plan' });
    const unknown = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/admin/associates/999999/plan',
      headers: { cookie: admin.cookie },
      payload: { plan: 'pro' },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { success: false, code: 'NOT_FOUND', message: 'Associate not found.' }]);
  });

  it('reports leads by status and city and the funnel lead → visit → booking', async () => {
    const before = (await getAs(ctx, editor.cookie, '/api/admin/pipeline/report')).json().data;
    const customer = await newCustomer(ctx);
    const a = (await postRequirement(ctx, customer, requirement({ city: 'Bodh Gaya' }))).json().data.lead_id as number;
    const b = (await postRequirement(ctx, customer, requirement({ city: 'Mirzapur' }))).json().data.lead_id as number;
    // a visited and booked lead, as the visits and deals would record it
    for (const [leadId, to] of [
      [a, 'visited'],
      [a, 'booked'],
      [b, 'visited'],
    ] as const) {
      await ctx.db.insert(leadEvents).values({ leadId, at: new Date(), actorType: 'system', toStatus: to, note: '' });
    }
    const res = await getAs(ctx, editor.cookie, '/api/admin/pipeline/report');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.by_status.map((s: { status: string }) => s.status)).toEqual([
      'offered',
      'accepted',
      'visit_scheduled',
      'visited',
      'negotiation',
      'booked',
      'lost',
      'unassigned',
    ]);
    const countOf = (report: typeof data, status: string) => report.by_status.find((s: { status: string }) => s.status === status).count;
    expect(countOf(data, 'unassigned')).toBe(countOf(before, 'unassigned') + 2);
    expect(data.by_city).toEqual(expect.arrayContaining([{ city: 'Bodh Gaya', count: 1 }]));
    expect(data.funnel).toMatchObject({
      leads: before.funnel.leads + 2,
      visited: before.funnel.visited + 2,
      booked: before.funnel.booked + 1,
    });
    expect(data.funnel.visit_rate_percent).toBe(percentText(data.funnel.visited, data.funnel.leads));
    expect(data.funnel.booking_rate_percent).toBe(percentText(data.funnel.booked, data.funnel.leads));
  });
});

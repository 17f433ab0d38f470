import { sites } from '@realty/db/schema';
import { FOUNDING_ASSOCIATE } from '@realty/db/seed/accounts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { signInTestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { insertLead, leadState, leadTimeline, setPlan } from './test-fixtures.ts';

// Deals, the ledger, earnings and the network (docs/product/pipeline.md, "Deals and brokerage").

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let customer: Customer;
/** KR000001 → level2 → level1 → agent: the agent's direct sponsor is level1, whose sponsor is level2. */
let level2: Associate;
let level1: Associate;
let agent: Associate;
let stranger: Associate;
let ganga: number;
let lanka: number;

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  level2 = await signUpAssociate(ctx.app, { ass_name: 'Sunita Mishra' });
  level1 = await signUpAssociate(ctx.app, { ass_name: 'Rakesh Yadav', ass_sponsor_id: level2.user.member_id });
  agent = await signUpAssociate(ctx.app, { ass_name: 'Vikram Singh', ass_sponsor_id: level1.user.member_id });
  stranger = await signUpAssociate(ctx.app, { ass_name: 'Gaurav Tiwari' });
  [ganga, lanka] = (await insertSites(ctx.db, [
    { title: 'Ganga Residency', city: 'Varanasi' },
    { title: 'Lanka Heights', city: 'Varanasi', brokeragePercent: '1.75' },
  ])) as [number, number];
});
afterAll(async () => ctx?.close());

const booking = (siteId: number, agreementValue: unknown = '4500000') => ({
  site_id: siteId,
  unit: 'Tower B, Flat 504',
  agreement_value: agreementValue,
  booked_on: '2026-11-20',
});

async function acceptedLead(
  who: Associate = agent,
  status: 'accepted' | 'offered' | 'visited' | 'negotiation' | 'visit_scheduled' | 'booked' = 'accepted',
) {
  return insertLead(ctx.db, { userId: customer.user.user_id, assId: who.user.ass_id, status });
}

function postDeal(leadId: number, body: Record<string, unknown>, who: Associate = agent) {
  return ctx.app.inject({ method: 'POST', url: `/api/associate/leads/${leadId}/deal`, headers: { cookie: who.cookie }, payload: body });
}

async function earnings(who: Associate) {
  const res = await ctx.app.inject({ url: '/api/associate/earnings', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { totals: Record<string, string>; entries: Array<Record<string, unknown>> };
}

describe('recording a booking', () => {
  it('₹45,00,000 at 2 %: B ₹90,000.00, the Free associate 50 % ₹45,000.00, sponsor 5 % ₹4,500.00, level 2 2 % ₹1,800.00', async () => {
    const leadId = await acceptedLead();
    const res = await postDeal(leadId, booking(ganga, '45,00,000'));
    expect(res.statusCode, res.body).toBe(201);
    const entry = (who: Associate, kind: string, percent: string, amount: string) => ({
      entry_id: expect.any(Number),
      deal_id: expect.any(Number),
      ass_id: who.user.ass_id,
      member_id: who.user.member_id,
      kind,
      percent,
      amount,
      status: 'pending',
      reverses_entry_id: null,
      site_title: 'Ganga Residency',
      created_at: expect.any(String),
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Booking recorded. Staff will confirm it once the builder pays the brokerage.',
      data: {
        deal_id: expect.any(Number),
        lead_id: leadId,
        site_id: ganga,
        site_title: 'Ganga Residency',
        ass_id: agent.user.ass_id,
        associate_name: 'Vikram Singh',
        member_id: agent.user.member_id,
        customer_name: 'Asha Verma',
        unit: 'Tower B, Flat 504',
        agreement_value: '4500000.00',
        booked_on: '2026-11-20',
        brokerage_percent: '2.00',
        company_brokerage: '90000.00',
        status: 'pending',
        entries: [
          entry(agent, 'associate_share', '50.00', '45000.00'),
          entry(level1, 'sponsor_level_1', '5.00', '4500.00'),
          entry(level2, 'sponsor_level_2', '2.00', '1800.00'),
        ],
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    });
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'booked' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toEqual({
      actorType: 'associate',
      actorId: agent.user.ass_id,
      fromStatus: 'accepted',
      toStatus: 'booked',
      note: 'Booking recorded: Tower B, Flat 504 at Ganga Residency, agreement value ₹45,00,000.00, booked on 20 Nov 2026.',
    });
    expect((await earnings(agent)).totals).toEqual({ pending: '45000.00', confirmed: '0.00', paid: '0.00' });
    expect((await earnings(level1)).totals).toEqual({ pending: '4500.00', confirmed: '0.00', paid: '0.00' });
    expect((await earnings(level2)).totals).toEqual({ pending: '1800.00', confirmed: '0.00', paid: '0.00' });
  });

  it('a Pro associate gets 70 %; an associate under KR000001 pays the founder as level 1 and nobody as level 2', async () => {
    await setPlan(ctx.db, level2.user.ass_id, 'pro');
    const leadId = await acceptedLead(level2, 'negotiation');
    const res = await postDeal(leadId, booking(ganga), level2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.entries.map((e: Record<string, unknown>) => [e.kind, e.member_id, e.percent, e.amount])).toEqual([
      ['associate_share', level2.user.member_id, '70.00', '63000.00'],
      ['sponsor_level_1', FOUNDING_ASSOCIATE.memberId, '5.00', '4500.00'],
    ]);
    await setPlan(ctx.db, level2.user.ass_id, 'free');
    // the plan changed later: what was written stays
    const [first] = (await earnings(level2)).entries.filter((e) => e.kind === 'associate_share');
    expect(first).toMatchObject({ percent: '70.00', amount: '63000.00', status: 'pending' });
  });

  it("uses the listing's own percentage of that moment, each amount rounded half up to the paisa", async () => {
    const leadId = await acceptedLead(agent, 'visited');
    const res = await postDeal(leadId, booking(lanka, 1234567.89));
    expect(res.statusCode, res.body).toBe(201);
    const deal = res.json().data;
    // B = 1,234,567.89 × 1.75 % = 21,604.9380…; 50 % = 10,802.47; 5 % = 1,080.247 → 1,080.25; 2 % = 432.0988 → 432.10
    expect(deal).toMatchObject({ agreement_value: '1234567.89', brokerage_percent: '1.75', company_brokerage: '21604.94' });
    expect(deal.entries.map((e: { amount: string }) => e.amount)).toEqual(['10802.47', '1080.25', '432.10']);
    await ctx.db.update(sites).set({ brokeragePercent: '3.00' }).where(eq(sites.siteId, lanka));
    const after = await ctx.app.inject({ url: '/api/associate/earnings', headers: { cookie: agent.cookie } });
    expect(after.json().data.entries.find((e: { deal_id: number }) => e.deal_id === deal.deal_id)).toMatchObject({ amount: '10802.47' });
    await ctx.db.update(sites).set({ brokeragePercent: '1.75' }).where(eq(sites.siteId, lanka));
  });

  it('a rule changed between two deals: the first keeps its entries, the second uses the new rules', async () => {
    const admin = await signInTestStaff(ctx.app, 'admin');
    const first = await postDeal(await acceptedLead(), booking(ganga, '1000000'));
    expect(first.statusCode, first.body).toBe(201);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/brokerage-rules',
      headers: { cookie: admin.cookie },
      payload: { free_share_percent: '55.5', pro_share_percent: 75, sponsor_level_1_percent: '4.25', sponsor_level_2_percent: '1' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await postDeal(await acceptedLead(), booking(ganga, '1000000'));
    expect(second.statusCode, second.body).toBe(201);
    // B = ₹20,000.00 for both
    const shares = (deal: { entries: Array<{ percent: string; amount: string }> }) => deal.entries.map((e) => [e.percent, e.amount]);
    expect(shares(second.json().data)).toEqual([
      ['55.50', '11100.00'],
      ['4.25', '850.00'],
      ['1.00', '200.00'],
    ]);
    const mine = await earnings(agent);
    const firstEntries = mine.entries.filter((e) => e.deal_id === first.json().data.deal_id);
    expect(firstEntries.map((e) => [e.percent, e.amount])).toEqual([['50.00', '10000.00']]);
    const restored = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/brokerage-rules',
      headers: { cookie: admin.cookie },
      payload: { free_share_percent: '50', pro_share_percent: '70', sponsor_level_1_percent: '5', sponsor_level_2_percent: '2' },
    });
    expect(restored.statusCode).toBe(200);
    const again = await earnings(agent);
    expect(again.entries.filter((e) => e.deal_id === second.json().data.deal_id).map((e) => e.amount)).toEqual(['11100.00']);
  });

  it('answers 400 naming the field for bad input', async () => {
    const leadId = await acceptedLead();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [booking(999999), 'site_id', 'Choose a property that is on the site'],
      [booking(ganga, 'abc'), 'agreement_value', 'Agreement value must be an amount in rupees (0 to 10,000,000,000, at most 2 decimals)'],
      [booking(ganga, '1.234'), 'agreement_value', 'Agreement value must be an amount in rupees (0 to 10,000,000,000, at most 2 decimals)'],
      [booking(ganga, 0), 'agreement_value', 'Agreement value must be more than 0'],
      [{ ...booking(ganga), booked_on: '20-11-2026' }, 'booked_on', 'Booking date must be a date such as 2026-12-01'],
      [{ ...booking(ganga), unit: ' ' }, 'unit', 'Unit is required'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await postDeal(leadId, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', field, message });
    }
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'accepted' });
  });

  it("refuses someone else's lead (403), an unknown lead (404), a lead not yet accepted, a lead with a visit still scheduled and a second booking (409)", async () => {
    const leadId = await acceptedLead();
    const other = await postDeal(leadId, booking(ganga), stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ success: false, code: 'NOT_OWNER', message: 'This lead is not yours.' });
    const unknown = await postDeal(999999, booking(ganga));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Lead not found.' });
    // a lead offered to the associate is theirs to accept: the booking is only out of order
    const offeredLead = await acceptedLead(agent, 'offered');
    const offered = await postDeal(offeredLead, booking(ganga));
    expect(offered.statusCode, offered.body).toBe(409);
    expect(offered.json()).toEqual({
      success: false,
      code: 'INVALID_STATE',
      message: 'Accept the lead first: it is offered to you and not yet accepted.',
    });
    expect((await postDeal(offeredLead, booking(ganga), stranger)).statusCode).toBe(403);
    expect(await leadState(ctx.db, offeredLead)).toMatchObject({ status: 'offered' });
    const visiting = await postDeal(await acceptedLead(agent, 'visit_scheduled'), booking(ganga));
    expect(visiting.statusCode).toBe(409);
    expect(visiting.json()).toEqual({
      success: false,
      code: 'INVALID_STATE',
      message: 'A lead that is visit scheduled cannot move to booked.',
    });
    expect((await postDeal(leadId, booking(ganga))).statusCode).toBe(201);
    const twice = await postDeal(leadId, booking(ganga));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, code: 'CONFLICT', message: 'This lead has a booking already.' });
    const byCustomer = await ctx.app.inject({
      method: 'POST',
      url: `/api/associate/leads/${leadId}/deal`,
      headers: { cookie: customer.cookie },
      payload: booking(ganga),
    });
    expect(byCustomer.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/associate/leads/${leadId}/deal`, payload: booking(ganga) })).statusCode).toBe(
      401,
    );
  });
});

describe('earnings and network', () => {
  it('lists the associate’s entries newest first with exact totals, to associates only', async () => {
    const mine = await earnings(level1);
    const ids = mine.entries.map((e) => e.entry_id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(mine.entries.every((e) => e.member_id === level1.user.member_id && e.kind === 'sponsor_level_1')).toBe(true);
    expect((await ctx.app.inject({ url: '/api/associate/earnings', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/associate/earnings' })).statusCode).toBe(401);
    const fresh = await signUpAssociate(ctx.app);
    expect(await earnings(fresh)).toEqual({ totals: { pending: '0.00', confirmed: '0.00', paid: '0.00' }, entries: [] });
  });

  it('shows direct members with their mobile and their members without it', async () => {
    const res = await ctx.app.inject({ url: '/api/associate/network', headers: { cookie: level2.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        members: [
          {
            ass_id: level1.user.ass_id,
            name: 'Rakesh Yadav',
            member_id: level1.user.member_id,
            joined_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            level: 1,
            sponsor_member_id: level2.user.member_id,
            mobile: level1.mobile,
          },
          {
            ass_id: agent.user.ass_id,
            name: 'Vikram Singh',
            member_id: agent.user.member_id,
            joined_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
            level: 2,
            sponsor_member_id: level1.user.member_id,
          },
        ],
        level_1_count: 1,
        level_2_count: 1,
      },
    });
    expect(res.body).not.toContain(agent.mobile);
    const empty = await ctx.app.inject({ url: '/api/associate/network', headers: { cookie: agent.cookie } });
    expect(empty.json()).toEqual({ success: true, data: { members: [], level_1_count: 0, level_2_count: 0 } });
    expect((await ctx.app.inject({ url: '/api/associate/network', headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});

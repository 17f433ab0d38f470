import { brokerageLedger, deals } from '@realty/db/schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { paiseToRupees, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { insertLead, leadState, leadTimeline } from '../brokerage/test-fixtures.ts';

// Staff confirm, pay and cancel deals; the brokerage rules (docs/product/pipeline.md, "Deals and brokerage").

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let customer: Customer;
let sponsor: Associate;
let agent: Associate;
let admin: TestStaff;
let editor: TestStaff;
let ganga: number;

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  sponsor = await signUpAssociate(ctx.app, { ass_name: 'Rakesh Yadav' });
  agent = await signUpAssociate(ctx.app, { ass_name: 'Vikram Singh', ass_sponsor_id: sponsor.user.member_id });
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
  [ganga] = (await insertSites(ctx.db, [{ title: 'Ganga Residency', city: 'Varanasi' }])) as [number];
});
afterAll(async () => ctx?.close());

/** Books a lead of the agent at ₹45,00,000 on Ganga Residency; returns the deal id and the lead id. */
async function book(): Promise<{ dealId: number; leadId: number }> {
  const leadId = await insertLead(ctx.db, { userId: customer.user.user_id, assId: agent.user.ass_id });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/associate/leads/${leadId}/deal`,
    headers: { cookie: agent.cookie },
    payload: { site_id: ganga, unit: 'A-101', agreement_value: '4500000', booked_on: '2026-11-20' },
  });
  if (res.statusCode !== 201) throw new Error(`deal answered ${res.statusCode}: ${res.body}`);
  return { dealId: res.json().data.deal_id as number, leadId };
}

const patch = (dealId: number | string, status: unknown, staff: TestStaff = admin) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/deals/${dealId}`, headers: { cookie: staff.cookie }, payload: { status } });

/** The deal's ledger rows as stored, oldest first: who, kind, amount, status, what it reverses. */
async function ledgerOf(dealId: number) {
  return ctx.db
    .select({
      entryId: brokerageLedger.entryId,
      assId: brokerageLedger.assId,
      kind: brokerageLedger.kind,
      amount: brokerageLedger.amount,
      status: brokerageLedger.status,
      reversesEntryId: brokerageLedger.reversesEntryId,
    })
    .from(brokerageLedger)
    .where(eq(brokerageLedger.dealId, dealId))
    .orderBy(asc(brokerageLedger.entryId));
}

async function auditOf(dealId: number) {
  const res = await ctx.app.inject({ url: '/api/admin/audit?entity=deal', headers: { cookie: admin.cookie } });
  return (res.json().data as Array<{ entity_id: string; action: string; before: unknown; after: unknown }>).filter(
    (a) => a.entity_id === String(dealId),
  );
}

/** `total` (rupees text) plus `rupees` (a whole number of rupees, negative to take away), exactly. */
const plus = (total: string, rupees: number) => paiseToRupees(rupeesToPaise(total) + BigInt(rupees) * 100n);

async function totals(who: Associate) {
  return (await ctx.app.inject({ url: '/api/associate/earnings', headers: { cookie: who.cookie } })).json().data.totals;
}

describe('who may use the back office deal routes', () => {
  it('answers guests 401, customers and associates 403; editors handle deals but only admins save the rules', async () => {
    const { dealId } = await book();
    const routes = [
      ['GET', '/api/admin/deals', undefined],
      ['PATCH', `/api/admin/deals/${dealId}`, { status: 'confirmed' }],
      ['GET', '/api/admin/brokerage-rules', undefined],
      [
        'PUT',
        '/api/admin/brokerage-rules',
        { free_share_percent: 50, pro_share_percent: 70, sponsor_level_1_percent: 5, sponsor_level_2_percent: 2 },
      ],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const cookie of [customer.cookie, agent.cookie])
        expect((await ctx.app.inject({ method, url, payload, headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/admin/deals', headers: { cookie: editor.cookie } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/admin/brokerage-rules', headers: { cookie: editor.cookie } })).statusCode).toBe(200);
    expect((await patch(dealId, 'confirmed', editor)).statusCode).toBe(200);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/brokerage-rules',
      headers: { cookie: editor.cookie },
      payload: routes[3][2],
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'Only an admin can do this.' });
  });
});

describe('confirming and paying', () => {
  it('goes pending → confirmed → paid, the entries follow, and each change is audited', async () => {
    const { dealId } = await book();
    const before = await totals(agent);
    const confirmed = await patch(dealId, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, message: 'Deal updated.', data: { deal_id: dealId, status: 'confirmed' } });
    expect(confirmed.json().data.entries.map((e: { status: string }) => e.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    const mid = await totals(agent);
    expect(mid.pending).toBe(plus(before.pending, -45000));
    expect(mid.confirmed).toBe(plus(before.confirmed, 45000));

    const paid = await patch(dealId, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect((await ledgerOf(dealId)).map((e) => [e.kind, e.amount, e.status])).toEqual([
      ['associate_share', '45000.00', 'paid'],
      ['sponsor_level_1', '4500.00', 'paid'],
      ['sponsor_level_2', '1800.00', 'paid'],
    ]);
    expect((await totals(agent)).paid).toBe(plus(mid.paid, 45000));
    expect(await auditOf(dealId)).toEqual([
      expect.objectContaining({ action: 'status', before: { status: 'confirmed' }, after: { status: 'paid' } }),
      expect.objectContaining({ action: 'status', before: { status: 'pending' }, after: { status: 'confirmed' } }),
    ]);
  });

  it('confirming or paying twice changes nothing', async () => {
    const { dealId } = await book();
    expect((await patch(dealId, 'confirmed')).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(deals).where(eq(deals.dealId, dealId));
    const entries = await ledgerOf(dealId);
    const again = await patch(dealId, 'confirmed');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('confirmed');
    const [same] = await ctx.db.select().from(deals).where(eq(deals.dealId, dealId));
    expect(same?.updatedAt).toEqual(row?.updatedAt);
    expect(await ledgerOf(dealId)).toEqual(entries);
    expect((await patch(dealId, 'paid')).statusCode).toBe(200);
    const paidEntries = await ledgerOf(dealId);
    expect((await patch(dealId, 'paid')).statusCode).toBe(200);
    expect(await ledgerOf(dealId)).toEqual(paidEntries);
    expect(await auditOf(dealId)).toHaveLength(2);
  });

  it('refuses steps out of order with 409 INVALID_STATE', async () => {
    const { dealId } = await book();
    const skip = await patch(dealId, 'paid');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      success: false,
      code: 'INVALID_STATE',
      message: 'A deal that is pending must be confirmed before it is paid.',
    });
    await patch(dealId, 'confirmed');
    await patch(dealId, 'paid');
    const back = await patch(dealId, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ success: false, code: 'INVALID_STATE', message: 'A deal that is paid cannot become confirmed.' });
    expect((await ledgerOf(dealId)).every((e) => e.status === 'paid')).toBe(true);
  });

  it('answers 404 for an unknown deal and 400 naming the field', async () => {
    const unknown = await patch(999999, 'confirmed');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Deal not found.' });
    const bad = await patch(1, 'done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'status',
      message: 'Status must be confirmed, paid or cancelled',
    });
    expect((await patch('abc', 'confirmed')).json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'dealId' });
    const badQuery = await ctx.app.inject({ url: '/api/admin/deals?status=done', headers: { cookie: admin.cookie } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().field).toBe('status');
  });
});

describe('cancelling', () => {
  it('after payment: each paid entry gets a negative reversal, the lead is lost, and paid totals fall back', async () => {
    const sponsorBefore = await totals(sponsor);
    const { dealId, leadId } = await book();
    await patch(dealId, 'confirmed');
    await patch(dealId, 'paid');
    expect((await totals(sponsor)).paid).toBe(plus(sponsorBefore.paid, 4500));

    const res = await patch(dealId, 'cancelled');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const ledger = await ledgerOf(dealId);
    const [share, level1, level2] = ledger;
    expect(ledger.map((e) => [e.kind, e.amount, e.status, e.reversesEntryId])).toEqual([
      ['associate_share', '45000.00', 'paid', null],
      ['sponsor_level_1', '4500.00', 'paid', null],
      ['sponsor_level_2', '1800.00', 'paid', null],
      ['associate_share', '-45000.00', 'reversal', share?.entryId],
      ['sponsor_level_1', '-4500.00', 'reversal', level1?.entryId],
      ['sponsor_level_2', '-1800.00', 'reversal', level2?.entryId],
    ]);
    expect(await leadState(ctx.db, leadId)).toEqual({ status: 'lost', lostReason: 'Deal cancelled' });
    expect((await leadTimeline(ctx.db, leadId)).at(-1)).toEqual({
      actorType: 'staff',
      actorId: admin.staffId,
      fromStatus: 'booked',
      toStatus: 'lost',
      note: 'Deal cancelled',
    });
    expect(await totals(sponsor)).toEqual(sponsorBefore);
    const entries = (await ctx.app.inject({ url: '/api/associate/earnings', headers: { cookie: sponsor.cookie } })).json().data.entries;
    expect(entries[0]).toMatchObject({
      deal_id: dealId,
      kind: 'sponsor_level_1',
      amount: '-4500.00',
      status: 'reversal',
      reverses_entry_id: level1?.entryId,
    });

    const again = await patch(dealId, 'cancelled');
    expect(again.statusCode).toBe(200);
    expect(await ledgerOf(dealId)).toHaveLength(6);
    for (const status of ['confirmed', 'paid']) {
      const after = await patch(dealId, status);
      expect(after.statusCode).toBe(409);
      expect(after.json()).toEqual({ success: false, code: 'INVALID_STATE', message: 'A deal that is cancelled cannot change.' });
    }
    expect(await auditOf(dealId)).toHaveLength(3);
  });

  it('before payment: the entries are cancelled without reversals and the lead may be booked again by no one', async () => {
    const { dealId, leadId } = await book();
    const before = await totals(agent);
    await patch(dealId, 'confirmed');
    const res = await patch(dealId, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect((await ledgerOf(dealId)).map((e) => e.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await totals(agent)).toEqual({ ...before, pending: plus(before.pending, -45000) });
    expect(await leadState(ctx.db, leadId)).toMatchObject({ status: 'lost' });
    const rebook = await ctx.app.inject({
      method: 'POST',
      url: `/api/associate/leads/${leadId}/deal`,
      headers: { cookie: agent.cookie },
      payload: { site_id: ganga, unit: 'A-101', agreement_value: '4500000', booked_on: '2026-11-20' },
    });
    expect(rebook.statusCode).toBe(409);
    expect(rebook.json().code).toBe('INVALID_STATE');
  });
});

describe('two changes at the same moment', () => {
  it('two payments at once write nothing twice; two cancellations write one reversal per entry', async () => {
    const { dealId, leadId } = await book();
    await patch(dealId, 'confirmed');
    const paid = await Promise.all([patch(dealId, 'paid'), patch(dealId, 'paid')]);
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await ledgerOf(dealId)).map((e) => e.status)).toEqual(['paid', 'paid', 'paid']);
    expect((await auditOf(dealId)).filter((a) => (a.after as { status: string }).status === 'paid')).toHaveLength(1);

    const cancelled = await Promise.all([patch(dealId, 'cancelled'), patch(dealId, 'cancelled'), patch(dealId, 'cancelled')]);
    expect(cancelled.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ledger = await ledgerOf(dealId);
    expect(ledger.filter((e) => e.status === 'reversal')).toHaveLength(3);
    expect(ledger).toHaveLength(6);
    expect((await leadTimeline(ctx.db, leadId)).filter((e) => e.toStatus === 'lost')).toHaveLength(1);
  });
});

describe('listing deals', () => {
  it('lists deals newest first, of one status when asked', async () => {
    const { dealId } = await book();
    const all = await ctx.app.inject({ url: '/api/admin/deals', headers: { cookie: admin.cookie } });
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.map((d: { deal_id: number }) => d.deal_id);
    expect(ids[0]).toBe(dealId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const pending = await ctx.app.inject({ url: '/api/admin/deals?status=pending', headers: { cookie: admin.cookie } });
    const list = pending.json().data as Array<{ status: string; deal_id: number; entries: unknown[] }>;
    expect(list.every((d) => d.status === 'pending')).toBe(true);
    expect(list.find((d) => d.deal_id === dealId)).toMatchObject({
      customer_name: 'Asha Verma',
      associate_name: 'Vikram Singh',
      company_brokerage: '90000.00',
      entries: [
        expect.objectContaining({ kind: 'associate_share', amount: '45000.00' }),
        expect.objectContaining({ kind: 'sponsor_level_1', amount: '4500.00', member_id: sponsor.user.member_id }),
        expect.objectContaining({ kind: 'sponsor_level_2', amount: '1800.00', member_id: 'KR000001' }),
      ],
    });
    const cancelled = await ctx.app.inject({ url: '/api/admin/deals?status=cancelled', headers: { cookie: admin.cookie } });
    expect((cancelled.json().data as Array<{ status: string }>).every((d) => d.status === 'cancelled')).toBe(true);
  });
});

describe('the brokerage rules', () => {
  it('start at Free 50, Pro 70, level 1 5, level 2 2; an admin saves them with an audit entry; bad input is 400', async () => {
    const read = await ctx.app.inject({ url: '/api/admin/brokerage-rules', headers: { cookie: admin.cookie } });
    expect(read.json()).toEqual({
      success: true,
      data: {
        free_share_percent: '50.00',
        pro_share_percent: '70.00',
        sponsor_level_1_percent: '5.00',
        sponsor_level_2_percent: '2.00',
        updated_at: null,
      },
    });
    const { dealId } = await book();
    const written = await ledgerOf(dealId);

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/brokerage-rules',
      headers: { cookie: admin.cookie },
      payload: { free_share_percent: 45, pro_share_percent: '65.5', sponsor_level_1_percent: '6', sponsor_level_2_percent: '2.25' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'Brokerage rules saved.',
      data: {
        free_share_percent: '45.00',
        pro_share_percent: '65.50',
        sponsor_level_1_percent: '6.00',
        sponsor_level_2_percent: '2.25',
        updated_at: expect.any(String),
      },
    });
    const audit = await ctx.app.inject({ url: '/api/admin/audit?entity=brokerage-rules', headers: { cookie: admin.cookie } });
    expect(audit.json().data[0]).toMatchObject({
      action: 'update',
      entity_id: '1',
      staff_id: admin.staffId,
      before: { free_share_percent: '50.00', pro_share_percent: '70.00', sponsor_level_1_percent: '5.00', sponsor_level_2_percent: '2.00' },
      after: { free_share_percent: '45.00', pro_share_percent: '65.50', sponsor_level_1_percent: '6.00', sponsor_level_2_percent: '2.25' },
    });
    // changing the rules never changes entries already written
    expect(await ledgerOf(dealId)).toEqual(written);

    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { free_share_percent: '100.01', pro_share_percent: 70, sponsor_level_1_percent: 5, sponsor_level_2_percent: 2 },
        'free_share_percent',
      ],
      [{ free_share_percent: 50, pro_share_percent: -1, sponsor_level_1_percent: 5, sponsor_level_2_percent: 2 }, 'pro_share_percent'],
      [
        { free_share_percent: 50, pro_share_percent: 70, sponsor_level_1_percent: '5.555', sponsor_level_2_percent: 2 },
        'sponsor_level_1_percent',
      ],
      [{ free_share_percent: 50, pro_share_percent: 70, sponsor_level_1_percent: 5 }, 'sponsor_level_2_percent'],
      [{ free_share_percent: 50, pro_share_percent: 95, sponsor_level_1_percent: 5, sponsor_level_2_percent: 2 }, 'pro_share_percent'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/brokerage-rules', headers: { cookie: admin.cookie }, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    }
    const after = await ctx.app.inject({ url: '/api/admin/brokerage-rules', headers: { cookie: editor.cookie } });
    expect(after.json().data.pro_share_percent).toBe('65.50');
  });
});

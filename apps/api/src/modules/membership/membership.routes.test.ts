import { financialYearOf } from '@realty/contracts/common/financial-year';
import { MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import { associates, auditLog, membershipInvoices } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpBuilder, signUpCustomer, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { activateOrder, addCalendarMonths } from './membership.service.ts';

// docs/product/payments.md, "Buying Pro", "UPI / bank transfer", "Tax invoices", "Back office".

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
}, 60_000);
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    // (each call from an address of its own: the per-address limits are not what these tests check)
    remoteAddress: uniqueIp(),
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const order = (who: Associate, state?: string) =>
  call('POST', '/api/associate/membership/orders', who.cookie, state === undefined ? {} : { state });
const utr = (who: Associate, orderId: number, value: string) =>
  call('POST', `/api/associate/membership/orders/${orderId}/utr`, who.cookie, { utr: value });
const confirm = (orderId: number, note?: string) =>
  call('POST', `/api/admin/membership/orders/${orderId}/confirm`, editor.cookie, note === undefined ? {} : { note });
let utrSeed = 412_345_000_000;
const freshUtr = () => {
  utrSeed += 7;
  return String(utrSeed);
};

describe('buying Pro by UPI', { timeout: 60_000 }, () => {
  it('quotes ₹1,000 + CGST ₹90 + SGST ₹90 in Uttar Pradesh, takes the UTR, and staff confirm: Pro for 12 months with invoice KR/…/000001', async () => {
    const vikram = await signUpAssociate(ctx.app);
    const before = await call('GET', '/api/associate/membership', vikram.cookie);
    expect(before.json().data).toMatchObject({
      plan: 'free',
      pro_until: null,
      state: null,
      open_order: null,
      price: { taxable_value: '1000.00' },
    });

    // no state yet: asked for in words, naming the field
    const noState = await order(vikram);
    expect(noState.statusCode).toBe(400);
    expect(noState.json()).toMatchObject({ field: 'state', message: MEMBERSHIP_MESSAGES.stateRequired });
    expect((await order(vikram, 'Varanasi')).json()).toMatchObject({ field: 'state', message: MEMBERSHIP_MESSAGES.stateInvalid });

    const created = await order(vikram, 'uttar pradesh');
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      status: 'open',
      amount: '1180.00',
      currency: 'INR',
      taxable_value: '1000.00',
      tax: { cgst: '90.00', sgst: '90.00', igst: '0.00' },
      total: '1180.00',
      place_of_supply: { code: '09', name: 'Uttar Pradesh' },
      provider: 'upi',
    });
    expect(data.checkout.upi_link).toBe(
      `upi://pay?pa=kashirealty%40upi&pn=Kashi%20Realty%20Property%20Solutions%20Private%20Limited&am=1180.00&cu=INR&tn=${data.order_id}`,
    );
    expect(data.checkout.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // the state is kept on the profile; a second order while this one is open is this one
    const again = await order(vikram);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.order_id).toBe(data.order_id);

    // the UTR as typed in a UPI app: groups with spaces
    const badUtr = await utr(vikram, data.order_id, '4123 4567');
    expect(badUtr.statusCode).toBe(400);
    expect(badUtr.json()).toMatchObject({ field: 'utr', message: MEMBERSHIP_MESSAGES.utrInvalid });
    const given = await utr(vikram, data.order_id, '4123 4567 8901');
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ message: MEMBERSHIP_MESSAGES.utrReceived, data: { status: 'to_verify', utr: '412345678901' } });

    // staff see it among the payments to verify, and confirm it
    const queue = await call('GET', '/api/admin/membership/orders?status=to_verify', editor.cookie);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.find((o: { order_id: number }) => o.order_id === data.order_id)).toMatchObject({
      utr: '412345678901',
      associate: { ass_id: vikram.user.ass_id, plan: 'free' },
    });
    const confirmedAt = ctx.app.identity.now();
    const confirmed = await confirm(data.order_id, 'Matched in the bank statement.');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ message: MEMBERSHIP_MESSAGES.confirmed, data: { status: 'paid', checkout: null } });
    const paid = confirmed.json().data;
    expect(Date.parse(paid.pro_until)).toBe(addCalendarMonths(new Date(paid.pro_from), 12).getTime());
    expect(Math.abs(Date.parse(paid.pro_from) - confirmedAt.getTime())).toBeLessThan(60_000);

    const [member] = await ctx.db.select().from(associates).where(eq(associates.assId, vikram.user.ass_id));
    expect(member).toMatchObject({ plan: 'pro', stateCode: '09' });
    expect(member?.proUntil?.toISOString()).toBe(paid.pro_until);
    const after = (await call('GET', '/api/associate/membership', vikram.cookie)).json().data;
    expect(after).toMatchObject({ plan: 'pro', pro_until: paid.pro_until, renewable: false, open_order: null, state: { code: '09' } });

    const [invoice] = await ctx.db.select().from(membershipInvoices).where(eq(membershipInvoices.orderId, data.order_id));
    const year = financialYearOf(new Date());
    expect(invoice?.invoiceNumber).toMatch(new RegExp(`^KR/${year.short}/\\d{6}$`));
    expect(invoice).toMatchObject({
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
      buyerStateCode: '09',
    });
    expect(invoice?.document).toMatchObject({
      kind: 'invoice',
      seller: { gstin: '09AAKCK1234F1ZO', stateCode: '09' },
      buyer: { name: 'Vikram Singh', memberId: vikram.user.member_id },
      placeOfSupply: { code: '09', name: 'Uttar Pradesh' },
      lines: [{ description: 'Pro membership, 12 months', descriptionHi: 'प्रो सदस्यता, 12 महीने', sac: '999599', taxableValue: '1000.00' }],
      cgst: { rate: '9.00', amount: '90.00' },
      igst: { rate: '0.00', amount: '0.00' },
      totalInWords: 'One Thousand One Hundred Eighty Rupees Only',
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(vikram.user.ass_id)));
    expect(audits.filter((a) => a.action === 'membership_paid')).toHaveLength(1);

    // confirming twice changes nothing
    expect((await confirm(data.order_id)).json().data).toMatchObject({ status: 'paid', pro_until: paid.pro_until });
    expect(await ctx.db.select().from(membershipInvoices).where(eq(membershipInvoices.orderId, data.order_id))).toHaveLength(1);
  });

  it('charges IGST ₹180 in another state, by its GST code', async () => {
    const asha = await signUpAssociate(ctx.app);
    const created = await order(asha, '27');
    expect(created.json().data).toMatchObject({
      tax: { cgst: '0.00', sgst: '0.00', igst: '180.00' },
      total: '1180.00',
      place_of_supply: { code: '27', name: 'Maharashtra' },
    });
  });

  it('renews early from the end of the running Pro period', async () => {
    const ravi = await signUpAssociate(ctx.app);
    const first = (await order(ravi, '09')).json().data;
    await utr(ravi, first.order_id, freshUtr());
    const firstPaid = (await confirm(first.order_id)).json().data;
    const second = (await order(ravi)).json().data;
    expect(second.order_id).not.toBe(first.order_id);
    await utr(ravi, second.order_id, freshUtr());
    const secondPaid = (await confirm(second.order_id)).json().data;
    expect(secondPaid.pro_from).toBe(firstPaid.pro_until);
    expect(Date.parse(secondPaid.pro_until)).toBe(addCalendarMonths(new Date(firstPaid.pro_until), 12).getTime());
  });

  it('refuses a UTR given for another order (409 naming utr), and staff reject with a note the associate reads', async () => {
    const one = await signUpAssociate(ctx.app);
    const two = await signUpAssociate(ctx.app);
    const first = (await order(one, '09')).json().data;
    const second = (await order(two, '09')).json().data;
    const shared = freshUtr();
    expect((await utr(one, first.order_id, shared)).statusCode).toBe(200);
    const taken = await utr(two, second.order_id, shared);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ field: 'utr', message: MEMBERSHIP_MESSAGES.utrTaken });
    // an order without a UTR is not staff's to decide
    expect((await confirm(second.order_id)).statusCode).toBe(409);

    const noNote = await call('POST', `/api/admin/membership/orders/${first.order_id}/reject`, editor.cookie, {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ field: 'note', message: MEMBERSHIP_MESSAGES.noteRequired });
    const rejected = await call('POST', `/api/admin/membership/orders/${first.order_id}/reject`, editor.cookie, {
      note: 'No payment with this UTR reached our account.',
    });
    expect(rejected.json()).toMatchObject({ message: MEMBERSHIP_MESSAGES.rejected, data: { status: 'rejected' } });
    // the associate may try again with a new order; the rejected one stays rejected
    expect((await order(one)).statusCode).toBe(201);
    expect((await confirm(first.order_id)).statusCode).toBe(409);
    const [member] = await ctx.db.select().from(associates).where(eq(associates.assId, one.user.ass_id));
    expect(member?.plan).toBe('free');
  });

  it('lets only associates buy, and only their own orders', async () => {
    const owner = await signUpAssociate(ctx.app);
    const other = await signUpAssociate(ctx.app);
    const mine = (await order(owner, '09')).json().data;
    const notMine = await utr(other, mine.order_id, freshUtr());
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: 'NOT_OWNER', message: MEMBERSHIP_MESSAGES.notOwner });
    expect((await utr(owner, 987_654_321, freshUtr())).statusCode).toBe(404);
    expect((await call('POST', '/api/associate/membership/orders', undefined, {})).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx.app);
    const asCustomer = await call('POST', '/api/associate/membership/orders', customer.cookie, { state: '09' });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe(MEMBERSHIP_MESSAGES.associatesOnly);
    const builder = await signUpBuilder(ctx.app);
    expect((await call('GET', '/api/associate/membership', builder.cookie)).statusCode).toBe(403);
    // staff routes are staff's
    expect((await call('GET', '/api/admin/membership/orders', owner.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/membership/orders/abc/confirm', editor.cookie, {})).statusCode).toBe(400);
  });
});

describe('the Pro price', { timeout: 60_000 }, () => {
  it('is an admin setting, audited; new orders use it, open ones keep theirs', async () => {
    const kept = await signUpAssociate(ctx.app);
    const keptOrder = (await order(kept, '09')).json().data;
    expect((await call('GET', '/api/admin/membership/settings', editor.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/membership/settings', admin.cookie)).json().data).toEqual({ pro_price: '1000.00' });
    for (const bad of ['0', '-5', '1,500', 'abc', '100001', '10.999']) {
      const refused = await call('PUT', '/api/admin/membership/settings', admin.cookie, { pro_price: bad });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'pro_price', message: MEMBERSHIP_MESSAGES.priceInvalid });
    }
    const saved = await call('PUT', '/api/admin/membership/settings', admin.cookie, { pro_price: '1500' });
    expect(saved.json()).toMatchObject({ message: MEMBERSHIP_MESSAGES.priceSaved, data: { pro_price: '1500.00' } });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'set_pro_price'));
    expect(audit.at(-1)).toMatchObject({ before: { pro_price: '1000.00' }, after: { pro_price: '1500.00' } });
    try {
      const fresh = await signUpAssociate(ctx.app);
      expect((await order(fresh, '09')).json().data).toMatchObject({
        taxable_value: '1500.00',
        tax: { cgst: '135.00', sgst: '135.00' },
        total: '1770.00',
      });
      expect((await order(kept)).json().data).toMatchObject({ order_id: keptOrder.order_id, total: '1180.00' });
    } finally {
      await call('PUT', '/api/admin/membership/settings', admin.cookie, { pro_price: '1000.00' });
    }
  });
});

describe('invoice numbers under concurrency', { timeout: 120_000 }, () => {
  it('gives 20 payments activated at the same moment 20 consecutive numbers, none shared or skipped', async () => {
    const orders: number[] = [];
    for (let i = 0; i < 20; i++) {
      const who = await signUpAssociate(ctx.app);
      const placed = await order(who, i % 2 ? '09' : '10');
      expect(placed.statusCode, placed.body).toBe(201);
      orders.push(placed.json().data.order_id);
    }
    const at = new Date('2032-05-01T06:00:00Z'); // financial year 32-33, no other test's
    const done = await Promise.all(orders.map((orderId) => activateOrder({ db: ctx.db, env: ctx.env }, orderId, at, { staffId: null })));
    const numbers = done.map((d) => d.invoice?.invoiceNumber ?? '').sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `KR/32-33/${String(i + 1).padStart(6, '0')}`));
    // and a second activation of each changes nothing
    const again = await Promise.all(orders.map((orderId) => activateOrder({ db: ctx.db, env: ctx.env }, orderId, at, { staffId: null })));
    expect(again.every((d) => !d.activated)).toBe(true);
    expect((await ctx.db.select().from(membershipInvoices)).filter((i) => i.financialYear === '32-33')).toHaveLength(20);
  });
});

describe('addCalendarMonths', () => {
  it('keeps the day and time, clamping to the month’s last day', () => {
    expect(addCalendarMonths(new Date('2026-11-29T06:30:00Z'), 12).toISOString()).toBe('2027-11-29T06:30:00.000Z');
    expect(addCalendarMonths(new Date('2028-02-29T10:00:00Z'), 12).toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(addCalendarMonths(new Date('2027-01-31T00:00:00Z'), 1).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

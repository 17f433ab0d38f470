import { financialYearOf } from '@realty/contracts/common/financial-year';
import { REFUND_MESSAGES } from '@realty/contracts/membership/refunds';
import { associates, auditLog, membershipCreditNotes, membershipOrders } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, uniqueIp } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { activateOrder, addCalendarMonths } from './membership.service.ts';
import { proEndAfterRefund } from './refunds.service.ts';

// docs/product/payments.md, "Refunds and credit notes", "Back office"; CGST Rules 2017, rule 53.

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let editor: TestStaff;
let admin: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
  editor = await signInTestStaff(ctx.app, 'editor');
  admin = await signInTestStaff(ctx.app, 'admin');
}, 60_000);
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const refund = (orderId: number, payload: unknown, cookie = editor.cookie) =>
  call('POST', `/api/admin/membership/orders/${orderId}/refund`, cookie, payload);

/** An associate in `state` whose order was paid at `at` (now by default); the order's id and invoice number. */
async function paidOrder(who: Associate, at = ctx.app.identity.now(), state = '09') {
  const placed = await call('POST', '/api/associate/membership/orders', who.cookie, { state });
  const orderId = placed.json().data.order_id as number;
  const done = await activateOrder({ db: ctx.db, env: ctx.env }, orderId, at, { staffId: null });
  return { orderId, invoiceNumber: done.invoice?.invoiceNumber ?? '', proUntil: done.order.proUntil as Date };
}
const memberOf = async (who: Associate) => (await ctx.db.select().from(associates).where(eq(associates.assId, who.user.ass_id)))[0];

describe('refunds', { timeout: 60_000 }, () => {
  it('refunds a paid order: a credit note against its invoice, Pro ends, the associate downloads it; again changes nothing', async () => {
    const vikram = await signUpAssociate(ctx.app);
    const { orderId, invoiceNumber } = await paidOrder(vikram);
    expect((await memberOf(vikram))?.plan).toBe('pro');

    const done = await refund(orderId, { reason: 'Paid twice by mistake.' });
    expect(done.statusCode, done.body).toBe(200);
    const year = financialYearOf(ctx.app.identity.now());
    expect(done.json()).toMatchObject({
      message: REFUND_MESSAGES.refunded,
      data: {
        status: 'refunded',
        refund: {
          reason: 'Paid twice by mistake.',
          status: 'processed',
          credit_note_number: expect.stringMatching(`^CN/${year.short}/\\d{6}$`),
        },
      },
    });
    const creditNoteNumber = done.json().data.refund.credit_note_number as string;
    expect(await memberOf(vikram)).toMatchObject({ plan: 'free', proUntil: null });
    expect((await call('GET', '/api/associate/membership', vikram.cookie)).json().data).toMatchObject({ plan: 'free', pro_until: null });

    // the associate's list and PDF; another associate's is refused
    const mine = await call('GET', '/api/associate/credit-notes', vikram.cookie);
    expect(mine.statusCode).toBe(200);
    const [note] = mine.json().data;
    expect(note).toMatchObject({
      credit_note_number: creditNoteNumber,
      invoice_number: invoiceNumber,
      order_id: orderId,
      reason: 'Paid twice by mistake.',
      taxable_value: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
      pdf_url: `/api/associate/credit-notes/${note.credit_note_id}.pdf`,
    });
    const pdf = await call('GET', note.pdf_url, vikram.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${creditNoteNumber.replace(/\//g, '-')}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await signUpAssociate(ctx.app);
    const refused = await call('GET', note.pdf_url, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_OWNER', message: REFUND_MESSAGES.creditNoteNotOwner });
    expect((await call('GET', '/api/associate/credit-notes', other.cookie)).json().data).toEqual([]);
    expect((await call('GET', '/api/associate/credit-notes/99999999.pdf', vikram.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/associate/credit-notes', undefined)).statusCode).toBe(401);

    // what the credit note prints: the invoice it is against and the reason
    const [row] = await ctx.db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.orderId, orderId));
    expect(row?.document).toMatchObject({
      kind: 'credit_note',
      number: creditNoteNumber,
      refersTo: { number: invoiceNumber },
      reason: 'Paid twice by mistake.',
      total: '1180.00',
      totalInWords: 'One Thousand One Hundred Eighty Rupees Only',
    });

    // staff see it; refunding again answers the same credit note and issues no other
    const staffNotes = await call('GET', '/api/admin/credit-notes', editor.cookie);
    expect(staffNotes.json().data.map((n: { credit_note_number: string }) => n.credit_note_number)).toContain(creditNoteNumber);
    const again = await refund(orderId, { reason: 'Clicked twice.' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: REFUND_MESSAGES.alreadyRefunded,
      data: { refund: { reason: 'Paid twice by mistake.', credit_note_number: creditNoteNumber } },
    });
    expect(await ctx.db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.orderId, orderId))).toHaveLength(1);
    const refundedList = await call('GET', '/api/admin/membership/orders?status=refunded', editor.cookie);
    expect(refundedList.json().data.find((o: { order_id: number }) => o.order_id === orderId)).toMatchObject({
      status: 'refunded',
      refund: { credit_note_number: creditNoteNumber },
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(orderId)));
    expect(audits.filter((a) => a.action === 'membership_refunded')).toHaveLength(1);
    // a late confirmation of the refunded order does not make them Pro again
    await activateOrder({ db: ctx.db, env: ctx.env }, orderId, ctx.app.identity.now(), { staffId: null });
    expect((await memberOf(vikram))?.plan).toBe('free');
  });

  it('keeps Pro when staff say so (end_pro false)', async () => {
    const asha = await signUpAssociate(ctx.app);
    const { orderId, proUntil } = await paidOrder(asha);
    const done = await refund(orderId, { reason: 'Goodwill refund; Pro stays.', end_pro: false });
    expect(done.statusCode).toBe(200);
    expect(await memberOf(asha)).toMatchObject({ plan: 'pro', proUntil });
  });

  it('takes away only the period a refunded early renewal bought', async () => {
    const ravi = await signUpAssociate(ctx.app);
    const first = await paidOrder(ravi);
    const renewal = await paidOrder(ravi);
    expect(renewal.proUntil.getTime()).toBe(addCalendarMonths(first.proUntil, 12).getTime());
    expect((await refund(renewal.orderId, { reason: 'Renewed by mistake.' })).statusCode).toBe(200);
    expect(await memberOf(ravi)).toMatchObject({ plan: 'pro', proUntil: first.proUntil });
  });

  it('answers bad input with 400 naming the field, and refuses what cannot be refunded', async () => {
    const meera = await signUpAssociate(ctx.app);
    const { orderId } = await paidOrder(meera);
    for (const [payload, field] of [
      [{}, 'reason'],
      [{ reason: '   ' }, 'reason'],
      [{ reason: 'x'.repeat(301) }, 'reason'],
      [{ reason: 'ok', end_pro: 'yes' }, 'end_pro'],
    ] as const) {
      const answer = await refund(orderId, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().field).toBe(field);
      expect(answer.json().message).not.toMatch(/end_pro/);
    }
    expect((await refund(99_999_999, { reason: 'No such order.' })).statusCode).toBe(404);
    expect((await refund(Number.NaN, { reason: 'x' })).statusCode).toBe(400);
    // an order not paid
    const kiran = await signUpAssociate(ctx.app);
    const open = (await call('POST', '/api/associate/membership/orders', kiran.cookie, { state: '09' })).json().data.order_id;
    const notPaid = await refund(open, { reason: 'Not paid yet.' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(REFUND_MESSAGES.notRefundable);
    // only staff
    expect((await refund(orderId, { reason: 'Mine.' }, meera.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/membership/orders/${orderId}/refund`, undefined, { reason: 'x' })).statusCode).toBe(401);
    expect((await memberOf(meera))?.plan).toBe('pro');
  });

  it('makes one refund of ten at once, and gives ten orders refunded at once consecutive credit-note numbers', async () => {
    const sunil = await signUpAssociate(ctx.app);
    const { orderId } = await paidOrder(sunil);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { reason: 'Double click.' })));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(answers.filter((a) => a.json().message === REFUND_MESSAGES.refunded)).toHaveLength(1);
    expect(await ctx.db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.orderId, orderId))).toHaveLength(1);

    const orders = [];
    for (let i = 0; i < 10; i += 1) orders.push((await paidOrder(await signUpAssociate(ctx.app))).orderId);
    const refunded = await Promise.all(orders.map((id) => refund(id, { reason: 'Batch refund.' })));
    const numbers = refunded.map((a) => Number(String(a.json().data.refund.credit_note_number).split('/')[2])).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(10);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(9);
  });

  it('answers 409 while another refund of the order runs, and lets a claim left by a stopped process be taken after 5 minutes', async () => {
    const nisha = await signUpAssociate(ctx.app);
    const { orderId } = await paidOrder(nisha);
    const now = ctx.app.identity.now();
    const claimedAt = (minutesAgo: number) =>
      ctx.db
        .update(membershipOrders)
        .set({ refundStatus: 'requested', refundedAt: new Date(now.getTime() - minutesAgo * 60_000) })
        .where(eq(membershipOrders.orderId, orderId));
    await claimedAt(1);
    const busy = await refund(orderId, { reason: 'Customer asked.' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(REFUND_MESSAGES.refundInProgress);
    expect(await ctx.db.select().from(membershipCreditNotes).where(eq(membershipCreditNotes.orderId, orderId))).toHaveLength(0);
    await claimedAt(6);
    const taken = await refund(orderId, { reason: 'Customer asked.' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().message).toBe(REFUND_MESSAGES.refunded);
  });

  it('writes credit notes in the month’s CSV as negative rows after the invoices', async () => {
    const pooja = await signUpAssociate(ctx.app);
    const { orderId, invoiceNumber } = await paidOrder(pooja, ctx.app.identity.now(), '19');
    const done = await refund(orderId, { reason: 'Wrong state chosen.' });
    const creditNoteNumber = done.json().data.refund.credit_note_number;
    const now = ctx.app.identity.now();
    const month = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
    const csv = await call('GET', `/api/admin/invoices.csv?month=${month}`, editor.cookie);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${invoiceNumber},.*,1000\\.00,0\\.00,0\\.00,180\\.00,1180\\.00,Tax invoice,$`)),
    );
    const noteLine = lines.find((line) => line.startsWith(`${creditNoteNumber},`));
    expect(noteLine).toMatch(/,West Bengal,19,-1000\.00,0\.00,0\.00,-180\.00,-1180\.00,Credit note,/);
    expect(noteLine?.endsWith(`,${invoiceNumber}`)).toBe(true);
    expect(lines.indexOf(noteLine ?? '')).toBeGreaterThan(lines.findIndex((line) => line.startsWith(`${invoiceNumber},`)));
  });
});

describe('Pro members in the back office', { timeout: 60_000 }, () => {
  it('lists who is Pro until when, and marks Pro switched on by hand as granted without payment', async () => {
    const paid = await signUpAssociate(ctx.app);
    const { invoiceNumber, proUntil } = await paidOrder(paid);
    const granted = await signUpAssociate(ctx.app);
    const switched = await call('PATCH', `/api/admin/associates/${granted.user.ass_id}/plan`, admin.cookie, { plan: 'pro' });
    expect(switched.statusCode, switched.body).toBe(200);
    const list = await call('GET', '/api/admin/memberships', editor.cookie);
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { ass_id: number }[];
    expect(rows.find((r) => r.ass_id === paid.user.ass_id)).toMatchObject({
      pro_until: proUntil.toISOString(),
      granted_without_payment: false,
      last_invoice_number: invoiceNumber,
    });
    expect(rows.find((r) => r.ass_id === granted.user.ass_id)).toMatchObject({
      pro_until: null,
      granted_without_payment: true,
      last_invoice_number: null,
    });
    const grantAudit = (
      await ctx.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(granted.user.ass_id)))
    ).find((a) => a.action === 'set_plan');
    expect(grantAudit?.after).toMatchObject({ plan: 'pro', granted_without_payment: true });
    // buying Pro turns the grant into a paid period; switching to Free ends it
    await paidOrder(granted);
    expect(await memberOf(granted)).toMatchObject({ plan: 'pro', proGranted: false });
    await call('PATCH', `/api/admin/associates/${granted.user.ass_id}/plan`, admin.cookie, { plan: 'free' });
    expect(await memberOf(granted)).toMatchObject({ plan: 'free', proUntil: null, proGranted: false });
    expect((await call('GET', '/api/admin/memberships', paid.cookie)).statusCode).toBe(403);
  });
});

describe('proEndAfterRefund', () => {
  const at = (iso: string) => new Date(iso);
  const period = { proFrom: at('2026-04-01T00:00:00Z'), proUntil: at('2027-04-01T00:00:00Z') };
  it('ends Pro now when the refunded period is the running one', () => {
    expect(proEndAfterRefund({ plan: 'pro', proUntil: period.proUntil }, period, at('2026-10-01T00:00:00Z'))).toBeNull();
  });
  it('takes off only the unused part when a later renewal runs on top', () => {
    const member = { plan: 'pro', proUntil: at('2028-04-01T00:00:00Z') };
    // half a year of the refunded period unused, on a moved clock
    const end = proEndAfterRefund(member, period, at('2026-10-01T00:00:00Z'));
    expect(end?.toISOString()).toBe(
      new Date(member.proUntil.getTime() - (period.proUntil.getTime() - Date.parse('2026-10-01T00:00:00Z'))).toISOString(),
    );
  });
  it('goes back to the earlier end when a renewal that has not started is refunded', () => {
    const renewal = { proFrom: at('2027-04-01T00:00:00Z'), proUntil: at('2028-04-01T00:00:00Z') };
    expect(proEndAfterRefund({ plan: 'pro', proUntil: renewal.proUntil }, renewal, at('2026-10-01T00:00:00Z'))).toEqual(renewal.proFrom);
  });
  it('leaves a used-up period and Pro granted without an end alone', () => {
    const member = { plan: 'pro', proUntil: at('2028-04-01T00:00:00Z') };
    expect(proEndAfterRefund(member, period, at('2027-06-01T00:00:00Z'))).toEqual(member.proUntil);
    expect(proEndAfterRefund({ plan: 'pro', proUntil: null }, period, at('2026-10-01T00:00:00Z'))).toBeNull();
    expect(proEndAfterRefund({ plan: 'free', proUntil: null }, period, at('2026-10-01T00:00:00Z'))).toBeNull();
  });
});

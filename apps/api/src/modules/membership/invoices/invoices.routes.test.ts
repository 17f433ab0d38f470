import { MEMBERSHIP_MESSAGES } from '@realty/contracts/membership/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, uniqueIp } from '../../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { activateOrder } from '../membership.service.ts';
import { indiaMonthBounds } from './invoices.service.ts';

// docs/product/payments.md, "Tax invoices": own invoices for associates, all for staff, a month as CSV.

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let editor: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
  editor = await signInTestStaff(ctx.app, 'editor');
}, 60_000);
afterAll(async () => ctx?.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: uniqueIp(), ...(cookie ? { headers: { cookie } } : {}) });

/** An associate of `state` with an order paid at `at`; returns them and the invoice number. */
async function paidAssociate(state: string, at: Date): Promise<{ who: Associate; number: string }> {
  const who = await signUpAssociate(ctx.app);
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/associate/membership/orders',
    remoteAddress: uniqueIp(),
    headers: { cookie: who.cookie },
    payload: { state },
  });
  const done = await activateOrder({ db: ctx.db, env: ctx.env }, placed.json().data.order_id, at, { staffId: null });
  return { who, number: done.invoice?.invoiceNumber ?? '' };
}

describe('invoices', { timeout: 60_000 }, () => {
  it('lists an associate’s own invoices, and refuses another’s (403 NOT_OWNER) and guests', async () => {
    const { who, number } = await paidAssociate('09', new Date('2033-07-10T06:00:00Z'));
    const other = await signUpAssociate(ctx.app);
    const mine = await get('/api/associate/invoices', who.cookie);
    expect(mine.statusCode).toBe(200);
    const [invoice] = mine.json().data;
    expect(invoice).toMatchObject({ invoice_number: number, total: '1180.00', cgst: '90.00', sgst: '90.00', igst: '0.00' });
    expect(invoice.pdf_url).toBe(`/api/associate/invoices/${invoice.invoice_id}.pdf`);
    expect((await get('/api/associate/invoices', other.cookie)).json().data).toEqual([]);
    // the PDF: the owner downloads it; another associate may not
    const pdf = await get(invoice.pdf_url, who.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number.replace(/\//g, '-')}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await get(invoice.pdf_url, other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_OWNER', message: MEMBERSHIP_MESSAGES.invoiceNotOwner });
    expect((await get('/api/associate/invoices/99999999.pdf', who.cookie)).statusCode).toBe(404);
    expect((await get('/api/associate/invoices/abc.pdf', who.cookie)).statusCode).toBe(400);
    expect((await get(`/api/admin/invoices/${invoice.invoice_id}.pdf`, editor.cookie)).headers['content-type']).toBe('application/pdf');
    expect((await get('/api/associate/invoices')).statusCode).toBe(401);
    expect((await get('/api/admin/invoices', who.cookie)).statusCode).toBe(403);
  });

  it('exports a month (by the day in India) as CSV for the GST return, intra- and inter-state rows', async () => {
    // 31 Aug 2033 23:00 IST is August; 1 Sep 2033 00:30 IST is September
    const august = await paidAssociate('09', new Date('2033-08-31T17:30:00Z'));
    const augustInterState = await paidAssociate('19', new Date('2033-08-15T06:00:00Z'));
    const september = await paidAssociate('09', new Date('2033-08-31T19:00:00Z'));
    const csv = await get('/api/admin/invoices.csv?month=2033-08', editor.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="invoices-2033-08.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'invoice_number,date,buyer,member_id,state,state_code,taxable_value,cgst,sgst,igst,total,document,against_invoice',
    );
    const rows = lines.slice(1);
    expect(rows).toHaveLength(2);
    expect(rows).toContain(
      `${augustInterState.number},2033-08-15,Vikram Singh,${augustInterState.who.user.member_id},West Bengal,19,1000.00,0.00,0.00,180.00,1180.00,Tax invoice,`,
    );
    expect(rows).toContain(
      `${august.number},2033-08-31,Vikram Singh,${august.who.user.member_id},Uttar Pradesh,09,1000.00,90.00,90.00,0.00,1180.00,Tax invoice,`,
    );
    expect(csv.body).not.toContain(september.number);
    const staffList = await get('/api/admin/invoices?month=2033-09', editor.cookie);
    expect(staffList.json().data.map((i: { invoice_number: string }) => i.invoice_number)).toEqual([september.number]);
  });

  it('answers a month that is not YYYY-MM with 400 naming month', async () => {
    for (const month of ['2033-13', '2033-8', 'august', '']) {
      const answer = await get(`/api/admin/invoices.csv?month=${month}`, editor.cookie);
      expect(answer.statusCode, month).toBe(400);
      expect(answer.json()).toMatchObject({ field: 'month', message: MEMBERSHIP_MESSAGES.monthInvalid });
    }
  });
});

describe('indiaMonthBounds', () => {
  it('starts a month at midnight in India', () => {
    expect(indiaMonthBounds('2026-11')).toEqual({ from: new Date('2026-10-31T18:30:00Z'), to: new Date('2026-11-30T18:30:00Z') });
    expect(indiaMonthBounds('2026-12').to).toEqual(new Date('2026-12-31T18:30:00Z'));
  });
});

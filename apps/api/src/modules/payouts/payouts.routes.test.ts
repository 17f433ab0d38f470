import { BANK_FILE_COLUMNS, PAYOUT_MESSAGES } from '@realty/contracts/payouts/payouts';
import { associateBankAccounts, associates, brokerageLedger, deals, payoutEntries } from '@realty/db/schema';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { encryptPii } from '../../lib/crypto.ts';
import { insertLead, queuedNotifications } from '../brokerage/test-fixtures.ts';

// Payout runs, their approval, paid and failed lines, the bank file and the associates' payouts
// (docs/product/payouts.md). Every amount below is worked by hand from the rules of 1 April 2025
// (2 %, ₹20,000 a year, 20 % without a PAN); listings pay 2 % brokerage, a Free associate half of
// it, their sponsor (the founding associate KR000001) 5 % of it.

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signUpCustomer>>;
let withPan: Associate;
let noPan: Associate;
let adminA: TestStaff;
let adminB: TestStaff;
let editor: TestStaff;
let siteId: number;
let founderId: number;

/** A PAN no other test has used: five letters, four digits, a letter. */
function freshPan(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${pick()}`;
}

beforeAll(async () => {
  ctx = await createTestContext();
  customer = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  withPan = await signUpAssociate(ctx.app, { ass_name: 'Vikram Singh', ass_pan: freshPan() });
  noPan = await signUpAssociate(ctx.app, { ass_name: 'Ravi Kumar' });
  adminA = await signInTestStaff(ctx.app, 'admin');
  adminB = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
  [siteId] = (await insertSites(ctx.db, [{ title: 'Ganga Residency', city: 'Varanasi', brokeragePercent: '2.00' }])) as [number];
  const [founder] = await ctx.db.select({ assId: associates.assId }).from(associates).where(eq(associates.memberId, 'KR000001'));
  founderId = founder?.assId as number;
  // the associate with a PAN has given bank details; the other has not
  await ctx.db.insert(associateBankAccounts).values({
    assId: withPan.user.ass_id,
    holderName: 'Vikram Singh',
    accountNumberEnc: encryptPii(ctx.app.identity.keys, '001234567890'),
    accountNumberLast4: '7890',
    ifsc: 'SBIN0001234',
    bankName: 'State Bank of India',
  });
}, 120_000);
afterAll(async () => ctx?.close());

/** Books a deal of `who` at `value` rupees and has staff confirm it; returns the deal id. */
async function confirmedDeal(who: Associate, value: string): Promise<number> {
  const leadId = await insertLead(ctx.db, { userId: customer.user.user_id, assId: who.user.ass_id });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/associate/leads/${leadId}/deal`,
    headers: { cookie: who.cookie },
    payload: { site_id: siteId, unit: 'A-101', agreement_value: value, booked_on: '2026-11-20' },
  });
  if (res.statusCode !== 201) throw new Error(`deal answered ${res.statusCode}: ${res.body}`);
  const dealId = res.json().data.deal_id as number;
  const confirm = await patchDeal(dealId, 'confirmed');
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return dealId;
}

const patchDeal = (dealId: number, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/admin/deals/${dealId}`, headers: { cookie: adminA.cookie }, payload: { status } });

const get = (url: string, who: { cookie: string } | null = adminA) => ctx.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
const post = (url: string, payload: unknown, who: { cookie: string } = adminA) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload: payload as never });

type Line = {
  line_id: number;
  ass_id: number;
  gross: string;
  net: string;
  status: string;
  bank: null | { account_last4: string };
  entries: { entry_id: number; amount: string; is_reversal: boolean }[];
  tds: { amount: string; rate_percent: string; base: string; year_credited_before: string; pan_present: boolean; explanation: string };
};
const lineOf = (lines: Line[], assId: number) => lines.find((l) => l.ass_id === assId) as Line;

async function ledgerStatuses(dealId: number) {
  const rows = await ctx.db
    .select({ assId: brokerageLedger.assId, status: brokerageLedger.status, amount: brokerageLedger.amount })
    .from(brokerageLedger)
    .where(eq(brokerageLedger.dealId, dealId))
    .orderBy(asc(brokerageLedger.entryId));
  return rows;
}

async function dealStatus(dealId: number) {
  const [row] = await ctx.db.select({ status: deals.status }).from(deals).where(eq(deals.dealId, dealId));
  return row?.status;
}

describe('payout runs', () => {
  let dealA: number;
  let dealB: number;
  let runId: number;
  let creator: TestStaff;
  let other: TestStaff;
  let lines: Line[];

  it('previews one line per associate with TDS worked by the year’s threshold, saving nothing', async () => {
    dealA = await confirmedDeal(withPan, '2500000'); // share ₹25,000; the founder ₹2,500
    dealB = await confirmedDeal(noPan, '1000000'); // share ₹10,000; the founder ₹1,000
    const res = await get('/api/admin/payout-runs/preview');
    expect(res.statusCode).toBe(200);
    const run = res.json().data;
    expect(run).toMatchObject({ run_id: 0, status: 'draft', financial_year: '2026-27', line_count: 3, lines_without_bank: 2 });
    const a = lineOf(run.lines, withPan.user.ass_id);
    // ₹25,000 takes the year past ₹20,000 in one credit: 2 % of ₹25,000 = ₹500
    expect(a).toMatchObject({ gross: '25000.00', net: '24500.00', bank: { account_last4: '7890' } });
    expect(a.tds).toMatchObject({ amount: '500.00', rate_percent: '2.00', base: '25000.00', pan_present: true });
    expect(a.tds.explanation).toContain('this credit takes the year past ₹20,000');
    // ₹10,000 stays under the threshold: nothing deducted although there is no PAN
    const b = lineOf(run.lines, noPan.user.ass_id);
    expect(b).toMatchObject({ gross: '10000.00', net: '10000.00', bank: null });
    expect(b.tds).toMatchObject({ amount: '0.00', rate_percent: '20.00', pan_present: false });
    expect(lineOf(run.lines, founderId)).toMatchObject({ gross: '3500.00', net: '3500.00' });
    expect(run).toMatchObject({ total_gross: '38500.00', total_tds: '500.00', total_net: '38000.00' });
    expect((await get('/api/admin/payout-runs')).json().data).toEqual([]);
  });

  it('leaves associates out and stops at a day, and answers bad input with 400 naming the field', async () => {
    const left = (await get(`/api/admin/payout-runs/preview?exclude_ass_ids=${founderId},${noPan.user.ass_id}`)).json().data;
    expect(left.lines.map((l: Line) => l.ass_id)).toEqual([withPan.user.ass_id]);
    expect((await get('/api/admin/payout-runs/preview?until=2026-01-01')).json().data.lines).toEqual([]);
    for (const [url, field] of [
      ['/api/admin/payout-runs/preview?until=yesterday', 'until'],
      ['/api/admin/payout-runs/preview?until=2999-01-01', 'until'],
      ['/api/admin/payout-runs/preview?exclude_ass_ids=abc', 'exclude_ass_ids'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field ?? '', url).toContain(field);
      expect(res.json().message, url).not.toMatch(/exclude_ass_ids|until/);
    }
    const badBody = await post('/api/admin/payout-runs', { exclude_ass_ids: 'everyone' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('Associates to leave out');
    expect((await post('/api/admin/payout-runs', { until: '2999-12-31' })).json().message).toBe(PAYOUT_MESSAGES.untilInFuture);
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/payout-runs', null)).statusCode).toBe(401);
    expect((await get('/api/admin/payout-runs', editor)).statusCode).toBe(403);
    expect((await post('/api/admin/payout-runs', {}, editor)).statusCode).toBe(403);
    expect((await get('/api/admin/payout-runs', withPan)).statusCode).toBe(403);
  });

  it('puts each entry in one run when two admins create runs at the same moment', async () => {
    const [first, second] = await Promise.all([post('/api/admin/payout-runs', {}, adminA), post('/api/admin/payout-runs', {}, adminB)]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const made = first.statusCode === 201 ? first : second;
    const refused = first.statusCode === 201 ? second : first;
    expect([PAYOUT_MESSAGES.entriesTaken, PAYOUT_MESSAGES.nothingToPay]).toContain(refused.json().message);
    creator = made === first ? adminA : adminB;
    other = made === first ? adminB : adminA;
    expect(made.json()).toMatchObject({ message: PAYOUT_MESSAGES.runCreated, data: { status: 'draft', line_count: 3 } });
    runId = made.json().data.run_id;
    lines = made.json().data.lines;
    // the same request again finds nothing left to pay
    const again = await post('/api/admin/payout-runs', {});
    expect(again.statusCode).toBe(409);
    const [{ n }] = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(payoutEntries).where(eq(payoutEntries.active, true))) as [
      { n: number },
    ];
    expect(n).toBe(4);
    const twice = await ctx.db.execute(sql`select entry_id from payout_entries where active group by entry_id having count(*) > 1`);
    expect((twice as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses marking and the bank file before approval, and approval by the admin who made the run', async () => {
    const a = lineOf(lines, withPan.user.ass_id);
    const paid = await post(`/api/admin/payout-runs/${runId}/lines/${a.line_id}/paid`, { reference: 'UTR1' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe(PAYOUT_MESSAGES.notApproved);
    expect((await get(`/api/admin/payout-runs/${runId}/bank-file.csv`)).statusCode).toBe(409);
    const own = await post(`/api/admin/payout-runs/${runId}/approve`, {}, creator);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(PAYOUT_MESSAGES.approveOwnRun);
    const ok = await post(`/api/admin/payout-runs/${runId}/approve`, {}, other);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: PAYOUT_MESSAGES.approved, data: { status: 'approved' } });
    expect(ok.json().data.approved_by).toBeTruthy();
  });

  it('never changes an approved run: no second approval, no discard', async () => {
    for (const action of ['approve', 'discard']) {
      const res = await post(`/api/admin/payout-runs/${runId}/${action}`, {}, other);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toBe(PAYOUT_MESSAGES.notDraft);
    }
    expect((await post('/api/admin/payout-runs/999999/approve', {}, other)).statusCode).toBe(404);
    expect((await post('/api/admin/payout-runs/abc/approve', {}, other)).statusCode).toBe(400);
  });

  it('exports the bank file with the full account number, only here, and audits each download', async () => {
    const res = await get(`/api/admin/payout-runs/${runId}/bank-file.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const a = lineOf(lines, withPan.user.ass_id);
    expect(res.body).toBe(
      `${BANK_FILE_COLUMNS.join(',')}\r\nVikram Singh,001234567890,SBIN0001234,24500.00,KR-P${runId}-L${a.line_id}\r\n`,
    );
    // nowhere else: the run's answer shows the last four digits only
    expect((await get(`/api/admin/payout-runs/${runId}`)).body).not.toContain('001234567890');
    const audit = (await get('/api/admin/audit?entity=payout-run')).json().data as { action: string; entity_id: string; after: unknown }[];
    const downloads = audit.filter((e) => e.action === 'download' && e.entity_id === String(runId));
    expect(downloads).toHaveLength(1);
    expect(JSON.stringify(downloads)).not.toContain('001234567890');
    await get(`/api/admin/payout-runs/${runId}/bank-file.csv`);
    const again = (await get('/api/admin/audit?entity=payout-run')).json().data as { action: string }[];
    expect(again.filter((e) => e.action === 'download')).toHaveLength(2);
  });

  it('marks a line paid: its entries become paid, the associate is told, and the line never changes again', async () => {
    const a = lineOf(lines, withPan.user.ass_id);
    const bad = await post(`/api/admin/payout-runs/${runId}/lines/${a.line_id}/paid`, { reference: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Reference is required');
    const res = await post(`/api/admin/payout-runs/${runId}/lines/${a.line_id}/paid`, { reference: 'SBIN426112233' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: PAYOUT_MESSAGES.markedPaid, data: { status: 'paid', reference: 'SBIN426112233' } });
    const ledger = await ledgerStatuses(dealA);
    expect(ledger.find((e) => e.assId === withPan.user.ass_id)?.status).toBe('paid');
    // the founder's entry of the same deal is not paid yet: the deal stays confirmed
    expect(ledger.find((e) => e.assId === founderId)?.status).toBe('confirmed');
    expect(await dealStatus(dealA)).toBe('confirmed');
    const told = (await queuedNotifications(ctx.db)).filter((n) => n.message?.kind === 'payoutPaid');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ recipient: { type: 'associate', id: withPan.user.ass_id } });
    expect(told[0]?.text).toContain('₹24,500.00');
    for (const [action, body] of [
      ['paid', { reference: 'AGAIN1' }],
      ['failed', { reason: 'Changed my mind' }],
    ] as const) {
      const again = await post(`/api/admin/payout-runs/${runId}/lines/${a.line_id}/${action}`, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PAYOUT_MESSAGES.lineDone);
    }
    expect((await post(`/api/admin/payout-runs/${runId}/lines/999999/paid`, { reference: 'X1' })).statusCode).toBe(404);
  });

  it('imports the bank’s response: paid by reference (the deal becomes paid), failed back to unpaid, problems in words', async () => {
    const founderLine = lineOf(lines, founderId);
    const b = lineOf(lines, noPan.user.ass_id);
    const csv = [
      'Reference,UTR,Status,Reason',
      `KR-P${runId}-L${founderLine.line_id},HDFC77001,Success,`,
      `KR-P${runId}-L${b.line_id},,Rejected,Account closed`,
      'KR-P999-L1,X,paid,',
    ].join('\r\n');
    const res = await post(`/api/admin/payout-runs/${runId}/bank-response`, { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ paid: 1, failed: 1 });
    expect(res.json().data.problems).toEqual([{ row: 4, message: 'The reference "KR-P999-L1" is not a payment of this run.' }]);
    // every entry of deal A is paid now, so the deal is paid; deal B's share failed and is unpaid
    expect(await dealStatus(dealA)).toBe('paid');
    expect(await dealStatus(dealB)).toBe('confirmed');
    const run = (await get(`/api/admin/payout-runs/${runId}`)).json().data;
    expect(run).toMatchObject({ lines_paid: 2, lines_failed: 1 });
    expect(lineOf(run.lines, noPan.user.ass_id)).toMatchObject({ status: 'failed', failed_reason: 'Account closed' });
    const missing = await post(`/api/admin/payout-runs/${runId}/bank-response`, { csv: 'a,b\n1,2' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('csv');
    expect((await post(`/api/admin/payout-runs/${runId}/bank-response`, {})).statusCode).toBe(400);
  });

  it('shows each associate their own payouts and advice, never another’s', async () => {
    const mine = await get('/api/associate/payouts', withPan);
    expect(mine.statusCode).toBe(200);
    const [payout] = mine.json().data;
    expect(mine.json().data).toHaveLength(1);
    expect(payout).toMatchObject({ status: 'paid', gross: '25000.00', net: '24500.00', reference: 'SBIN426112233' });
    expect(payout.tds).toMatchObject({ section: '194H', rate_percent: '2.00', amount: '500.00' });
    expect(JSON.stringify(mine.json())).not.toContain('001234567890');
    const pdf = await get(`/api/associate/payouts/${payout.payout_id}.pdf`, withPan);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await get(`/api/associate/payouts/${payout.payout_id}.pdf`, noPan);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ code: 'NOT_OWNER', message: PAYOUT_MESSAGES.payoutNotOwner });
    expect((await get('/api/associate/payouts/999999.pdf', withPan)).statusCode).toBe(404);
    expect((await get('/api/associate/payouts', null)).statusCode).toBe(401);
    expect((await get('/api/associate/payouts', customer)).statusCode).toBe(403);
    // the failed payout is listed as failed
    expect((await get('/api/associate/payouts', noPan)).json().data[0]).toMatchObject({ status: 'failed' });
  });

  it('puts failed entries into the next run, and nets a reversal after payment against the next credit', async () => {
    // deal A is cancelled after payment: reversals of −₹25,000 and −₹2,500; a new deal pays ₹30,000 and ₹3,000
    expect((await patchDeal(dealA, 'cancelled')).statusCode).toBe(200);
    await confirmedDeal(withPan, '3000000');
    const run = (await get('/api/admin/payout-runs/preview')).json().data;
    const a = lineOf(run.lines, withPan.user.ass_id);
    expect(a.entries.map((e) => e.is_reversal).sort()).toEqual([false, true]);
    // gross ₹5,000; the year had ₹25,000 already (past ₹20,000), so 2 % of ₹5,000 = ₹100
    expect(a).toMatchObject({ gross: '5000.00', net: '4900.00' });
    expect(a.tds).toMatchObject({ year_credited_before: '25000.00', base: '5000.00', amount: '100.00' });
    // the failed ₹10,000 is back; the founder nets ₹3,000 − ₹2,500 = ₹500 (year ₹3,500 + ₹500: no TDS)
    expect(lineOf(run.lines, noPan.user.ass_id)).toMatchObject({ gross: '10000.00' });
    expect(lineOf(run.lines, founderId)).toMatchObject({ gross: '500.00', tds: { amount: '0.00', year_credited_before: '3500.00' } });
  });

  it('answers the same request sent twice at once with one run and one 409', async () => {
    const body = { exclude_ass_ids: [founderId] };
    const answers = await Promise.all([post('/api/admin/payout-runs', body), post('/api/admin/payout-runs', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const made = answers.find((r) => r.statusCode === 201)?.json().data;
    expect(made.lines.map((l: Line) => l.ass_id).sort()).toEqual([withPan.user.ass_id, noPan.user.ass_id].sort());
    // the database itself refuses an entry in a second active line, whatever the code does
    const [line] = made.lines as Line[];
    const [entry] = line?.entries ?? [];
    const second = ctx.db.execute(
      sql`insert into payout_entries (line_id, entry_id, amount, active) values (${made.lines[1].line_id}, ${entry?.entry_id}, 1, true)`,
    );
    await expect(second).rejects.toThrow();
    expect((await post(`/api/admin/payout-runs/${made.run_id}/discard`, {})).statusCode).toBe(200);
  });

  it('discards a draft: its entries are free for the next run', async () => {
    const made = await post('/api/admin/payout-runs', {});
    expect(made.statusCode).toBe(201);
    const draft = made.json().data.run_id;
    expect((await get('/api/admin/payout-runs/preview')).json().data.lines).toEqual([]);
    const res = await post(`/api/admin/payout-runs/${draft}/discard`, {});
    expect(res.json()).toMatchObject({ message: PAYOUT_MESSAGES.discarded, data: { status: 'discarded' } });
    expect((await get('/api/admin/payout-runs/preview')).json().data.line_count).toBe(3);
    expect((await post(`/api/admin/payout-runs/${draft}/approve`, {}, other)).statusCode).toBe(409);
    const list = (await get('/api/admin/payout-runs')).json().data as { run_id: number; status: string }[];
    expect(list.map((r) => r.status)).toEqual(['discarded', 'discarded', 'approved']);
    expect(list[0]?.run_id).toBe(draft);
    expect(list.at(-1)?.run_id).toBe(runId);
  });
});

describe('a deal whose earnings wait in a payout run', () => {
  it('cannot be marked paid or cancelled by hand until its line is paid, failed or its draft discarded', async () => {
    const creator = adminA;
    const approver = adminB;
    const dealId = await confirmedDeal(noPan, '500000'); // share ₹5,000; the founder ₹500
    const made = await post('/api/admin/payout-runs', {}, creator);
    expect(made.statusCode).toBe(201);
    const run = made.json().data as { run_id: number; lines: Line[] };
    const message = PAYOUT_MESSAGES.dealInPayoutRun.replace('{run}', String(run.run_id));
    for (const status of ['paid', 'cancelled']) {
      const refused = await patchDeal(dealId, status);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message, field: 'status' });
    }
    expect(await dealStatus(dealId)).toBe('confirmed');

    // once the run has paid the associate, the deal can be cancelled: the paid share is reversed
    expect((await post(`/api/admin/payout-runs/${run.run_id}/approve`, {}, approver)).statusCode).toBe(200);
    for (const line of run.lines) {
      const paid = await post(`/api/admin/payout-runs/${run.run_id}/lines/${line.line_id}/paid`, { reference: `UTIB${line.line_id}555` });
      expect(paid.statusCode).toBe(200);
    }
    expect(await dealStatus(dealId)).toBe('paid');
    expect((await ledgerStatuses(dealId)).find((e) => e.assId === noPan.user.ass_id)?.status).toBe('paid');
    const cancelled = await patchDeal(dealId, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entries = await ledgerStatuses(dealId);
    expect(entries.filter((e) => e.status === 'reversal').map((e) => [e.assId, e.amount])).toEqual([
      [noPan.user.ass_id, '-5000.00'],
      [founderId, '-500.00'],
    ]);
  });
});

import { TDS_MESSAGES, TDS_QUARTERLY_CSV_COLUMNS } from '@realty/contracts/payouts/tds';
import { associates, brokerageLedger, deals, payoutEntries, payoutLines, payoutRuns } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { insertSites } from '../../../test/fixtures/sites.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { insertLead } from '../brokerage/test-fixtures.ts';

// The associate's TDS year and the quarter's Form 26Q rows (docs/product/tds.md): payout lines are
// put straight into the tables, as an approved (or draft) payout run would have left them.

type Associate = Awaited<ReturnType<typeof signUpAssociate>>;

let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;
let customerCookie: string;
/** Has a PAN (ABCPE1234F); credits around the ₹20,000 threshold. */
let meera: Associate;
/** No PAN on file: 20 % (section 206AA). */
let nikhil: Associate;
/** Another associate with a PAN, whose credits Meera must never see. */
let sunil: Associate;
let site: number;
let userId: number;
/** The app's clock: noon on 29 November 2026 in India, in the financial year 2026-27 (Q3). */
const now = new Date('2026-11-29T06:30:00Z');

/** What a payout line holds; anything left out: status pending, no TDS, rate 2.00, PAN present. */
type LineFixture = {
  assId: number;
  creditedOn: string;
  gross: string;
  tdsBase?: string;
  tds?: string;
  rate?: string;
  panPresent?: boolean;
  status?: 'pending' | 'paid' | 'failed';
  runStatus?: 'draft' | 'approved' | 'discarded';
};

/** Rupees text → paise, for the fixture's own net (gross − TDS); the tests write their expected values by hand. */
const paise = (text: string) => Math.round(Number(text) * 100);
const rupees = (p: number) => (p / 100).toFixed(2);

/** The financial year label of a day of credit ('2026-03-31' → '2025-26'). */
function yearOf(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A payout run of its own holding one line; returns the line id. */
async function insertLine(f: LineFixture): Promise<number> {
  const tds = f.tds ?? '0.00';
  const [run] = await ctx.db
    .insert(payoutRuns)
    .values({
      status: f.runStatus ?? 'approved',
      financialYear: yearOf(f.creditedOn),
      creditedOn: f.creditedOn,
      totalGross: f.gross,
      totalTds: tds,
      totalNet: rupees(paise(f.gross) - paise(tds)),
      createdBy: admin.staffId,
    })
    .returning({ runId: payoutRuns.runId });
  const [line] = await ctx.db
    .insert(payoutLines)
    .values({
      runId: run?.runId as number,
      assId: f.assId,
      status: f.status ?? 'pending',
      financialYear: yearOf(f.creditedOn),
      creditedOn: f.creditedOn,
      gross: f.gross,
      yearCreditedBefore: '0.00',
      tdsBase: f.tdsBase ?? '0.00',
      tdsRatePercent: f.rate ?? '2.00',
      panPresent: f.panPresent ?? true,
      tds,
      net: rupees(paise(f.gross) - paise(tds)),
    })
    .returning({ lineId: payoutLines.lineId });
  return line?.lineId as number;
}

/** A confirmed deal of `assId` and one ledger entry of theirs per amount and status; returns the entry ids. */
async function insertEntries(assId: number, entries: Array<[amount: string, status: string]>): Promise<number[]> {
  const leadId = await insertLead(ctx.db, { userId, assId });
  const [deal] = await ctx.db
    .insert(deals)
    .values({
      leadId,
      siteId: site,
      assId,
      userId,
      unit: 'B-204',
      agreementValue: '4500000.00',
      bookedOn: '2026-10-01',
      brokeragePercent: '2.00',
      companyBrokerage: '90000.00',
      status: 'confirmed',
    })
    .returning({ dealId: deals.dealId });
  const rows = await ctx.db
    .insert(brokerageLedger)
    .values(
      entries.map(([amount, status]) => ({
        dealId: deal?.dealId as number,
        assId,
        kind: 'associate_share',
        percent: '70.00',
        amount,
        status,
      })),
    )
    .returning({ entryId: brokerageLedger.entryId });
  return rows.map((r) => r.entryId);
}

const tdsOf = async (who: Associate, fy?: string) => {
  const res = await ctx.app.inject({ url: `/api/associate/tds${fy ? `?fy=${fy}` : ''}`, headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const quarterly = (query: string, cookie = admin.cookie) =>
  ctx.app.inject({ url: `/api/admin/tds/quarterly?${query}`, headers: { cookie } });

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.identity.now = () => now;
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
  const customer = await signUpCustomer(ctx.app, { user_name: 'Asha Verma' });
  customerCookie = customer.cookie;
  userId = customer.user.user_id;
  meera = await signUpAssociate(ctx.app, { ass_name: 'Meera Tripathi', ass_pan: 'ABCPE1234F' });
  nikhil = await signUpAssociate(ctx.app, { ass_name: 'Nikhil Rao' });
  sunil = await signUpAssociate(ctx.app, { ass_name: 'Sunil Kumar', ass_pan: 'PQRPS6789K' });
  [site] = (await insertSites(ctx.db, [{ title: 'Ganga Residency', city: 'Varanasi' }])) as [number];

  const m = meera.user.ass_id;
  // 2025-26: the last day of the year (Q4)
  await insertLine({ assId: m, creditedOn: '2026-03-31', gross: '9000.00', status: 'paid' });
  // 2026-27: the first day (Q1), then Q2 — ₹19,999 in the year, one rupee under ₹20,000
  await insertLine({ assId: m, creditedOn: '2026-04-01', gross: '12000.00', status: 'paid' });
  await insertLine({ assId: m, creditedOn: '2026-08-20', gross: '7999.00', status: 'paid' });
  // neither counts: a failed line of an approved run, and a line of a draft run
  const failedLine = await insertLine({ assId: m, creditedOn: '2026-09-01', gross: '5000.00', status: 'failed' });
  const draftLine = await insertLine({ assId: m, creditedOn: '2026-10-05', gross: '3000.00', runStatus: 'draft' });

  // Meera's ledger: what is confirmed and in no active payout line is "confirmed, unpaid"
  const [, inDraft, inFailed] = await insertEntries(m, [
    ['4500.00', 'confirmed'],
    ['1500.00', 'confirmed'],
    ['700.00', 'confirmed'],
    ['999.00', 'pending'],
    ['12000.00', 'paid'],
  ]);
  await ctx.db.insert(payoutEntries).values([
    { lineId: draftLine, entryId: inDraft as number, amount: '1500.00', active: true },
    { lineId: failedLine, entryId: inFailed as number, amount: '700.00', active: false },
  ]);

  // Nikhil, no PAN: one credit over the threshold at 20 %
  await insertLine({
    assId: nikhil.user.ass_id,
    creditedOn: '2026-06-15',
    gross: '25000.00',
    tdsBase: '25000.00',
    rate: '20.00',
    tds: '5000.00',
    panPresent: false,
    status: 'paid',
  });
  // Sunil: Q3
  await insertLine({
    assId: sunil.user.ass_id,
    creditedOn: '2026-12-01',
    gross: '30000.00',
    tdsBase: '30000.00',
    tds: '600.00',
    status: 'pending',
  });
});
afterAll(async () => ctx?.close());

describe("an associate's TDS year", () => {
  it('is for signed-in associates: guests 401, customers 403', async () => {
    expect((await ctx.app.inject({ url: '/api/associate/tds' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/associate/tds', headers: { cookie: customerCookie } })).statusCode).toBe(403);
  });

  it('one rupee under the threshold: the credits of approved runs by quarter, failed and draft lines left out', async () => {
    const year = await tdsOf(meera);
    expect(year).toEqual({
      financial_year: '2026-27',
      section: '194H',
      pan_on_file: true,
      rate_percent: '2.00',
      threshold: '20000.00',
      credited: '19999.00',
      tds_deducted: '0.00',
      threshold_crossed: false,
      to_threshold: '1.00',
      confirmed_unpaid: '5200.00',
      credits: [
        expect.objectContaining({ credited_on: '2026-04-01', quarter: 'Q1', gross: '12000.00', tds_base: '0.00', tds: '0.00' }),
        expect.objectContaining({ credited_on: '2026-08-20', quarter: 'Q2', gross: '7999.00', rate_percent: '2.00', section: '194H' }),
      ],
      quarters: [
        { quarter: 'Q1', credited: '12000.00', tds: '0.00' },
        { quarter: 'Q2', credited: '7999.00', tds: '0.00' },
        { quarter: 'Q3', credited: '0.00', tds: '0.00' },
        { quarter: 'Q4', credited: '0.00', tds: '0.00' },
      ],
    });
    expect(year.credits.map((c: { payout_id: number }) => typeof c.payout_id)).toEqual(['number', 'number']);
    // asking for the current year by name answers the same
    expect(await tdsOf(meera, '2026-27')).toEqual(year);
  });

  it('at the threshold exactly nothing is due yet; the credit that passes it crosses it', async () => {
    await insertLine({ assId: meera.user.ass_id, creditedOn: '2026-11-02', gross: '1.00', status: 'paid' });
    const at = await tdsOf(meera);
    expect(at).toMatchObject({ credited: '20000.00', threshold_crossed: false, to_threshold: '0.00' });
    // ₹1,000 more: TDS on the year's whole ₹21,000 at 2 % = ₹420 (written by the payout run)
    await insertLine({
      assId: meera.user.ass_id,
      creditedOn: '2026-11-20',
      gross: '1000.00',
      tdsBase: '21000.00',
      tds: '420.00',
      status: 'paid',
    });
    const over = await tdsOf(meera);
    expect(over).toMatchObject({ credited: '21000.00', tds_deducted: '420.00', threshold_crossed: true, to_threshold: '0.00' });
    expect(over.credits.at(-1)).toMatchObject({ quarter: 'Q3', gross: '1000.00', tds_base: '21000.00', tds: '420.00' });
    expect(over.quarters).toEqual([
      { quarter: 'Q1', credited: '12000.00', tds: '0.00' },
      { quarter: 'Q2', credited: '7999.00', tds: '0.00' },
      { quarter: 'Q3', credited: '1001.00', tds: '420.00' },
      { quarter: 'Q4', credited: '0.00', tds: '0.00' },
    ]);
  });

  it('keeps 31 March in the year before: a past year reads the rule in force on its 31 March', async () => {
    const last = await tdsOf(meera, '2025-26');
    expect(last).toMatchObject({
      financial_year: '2025-26',
      credited: '9000.00',
      threshold: '20000.00',
      to_threshold: '11000.00',
      threshold_crossed: false,
      credits: [expect.objectContaining({ credited_on: '2026-03-31', quarter: 'Q4' })],
      quarters: [
        { quarter: 'Q1', credited: '0.00', tds: '0.00' },
        { quarter: 'Q2', credited: '0.00', tds: '0.00' },
        { quarter: 'Q3', credited: '0.00', tds: '0.00' },
        { quarter: 'Q4', credited: '9000.00', tds: '0.00' },
      ],
    });
    // 2024-25 ended under the rule of 1 October 2024 (2 %, ₹15,000); 2023-24 under the 2016 rule (5 %)
    expect(await tdsOf(meera, '2024-25')).toMatchObject({
      rate_percent: '2.00',
      threshold: '15000.00',
      credited: '0.00',
      to_threshold: '15000.00',
    });
    expect(await tdsOf(meera, '2023-24')).toMatchObject({ rate_percent: '5.00', threshold: '15000.00', credits: [] });
  });

  it('without a PAN the rate is 20 % (section 206AA)', async () => {
    expect(await tdsOf(nikhil)).toMatchObject({
      pan_on_file: false,
      rate_percent: '20.00',
      threshold: '20000.00',
      credited: '25000.00',
      tds_deducted: '5000.00',
      threshold_crossed: true,
      to_threshold: '0.00',
      confirmed_unpaid: '0.00',
      credits: [expect.objectContaining({ quarter: 'Q1', rate_percent: '20.00', tds: '5000.00' })],
    });
  });

  it("shows only the caller's own credits, whatever is asked, and never a PAN", async () => {
    const res = await ctx.app.inject({
      url: `/api/associate/tds?fy=2026-27&ass_id=${meera.user.ass_id}`,
      headers: { cookie: sunil.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ credited: '30000.00', tds_deducted: '600.00' });
    expect(res.json().data.credits).toHaveLength(1);
    for (const who of [meera, sunil]) {
      const body = (await ctx.app.inject({ url: '/api/associate/tds', headers: { cookie: who.cookie } })).body;
      expect(body).not.toMatch(/ABCPE1234F|PQRPS6789K|234F|789K/);
    }
  });

  it('answers a financial year written wrongly, or before any rule, with 400 in words', async () => {
    for (const fy of ['2026', '2026-28', '26-27', '2026-2027', 'abc']) {
      const res = await ctx.app.inject({ url: `/api/associate/tds?fy=${fy}`, headers: { cookie: meera.cookie } });
      expect(res.statusCode, fy).toBe(400);
      expect(res.json(), fy).toMatchObject({ message: TDS_MESSAGES.fyInvalid, field: 'fy' });
    }
    const old = await ctx.app.inject({ url: '/api/associate/tds?fy=2010-11', headers: { cookie: meera.cookie } });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: 'No TDS rule covers the financial year 2010-11.', field: 'fy' });
  });
});

describe("the quarter's Form 26Q rows", () => {
  it('are for admins only: guests 401, associates and customers 403, editors 403', async () => {
    const url = '/api/admin/tds/quarterly?fy=2026-27&quarter=Q3';
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    for (const cookie of [meera.cookie, customerCookie, editor.cookie]) {
      expect((await ctx.app.inject({ url, headers: { cookie } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ url: `${url}&format=json`, headers: { cookie } })).statusCode).toBe(403);
    }
  });

  it('download as CSV with the full PAN, one row per credited line, dates DD-MM-YYYY; each download audited', async () => {
    await ctx.db.update(associates).set({ name: '=Sunil Kumar' }).where(eq(associates.assId, sunil.user.ass_id));
    const res = await quarterly('fy=2026-27&quarter=Q3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="form-26q-2026-27-Q3.csv"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(TDS_QUARTERLY_CSV_COLUMNS.join(','));
    const rows = lines.slice(1).map((l) => l.split(','));
    // the draft run's line of 5 October is not in it
    expect(rows.map((r) => r.slice(0, 8))).toEqual([
      ['ABCPE1234F', 'Meera Tripathi', meera.user.member_id, '194H', '02-11-2026', '1.00', '2.00', '0.00'],
      ['ABCPE1234F', 'Meera Tripathi', meera.user.member_id, '194H', '20-11-2026', '1000.00', '2.00', '420.00'],
      // a name a spreadsheet would run as a formula is written as text
      ['PQRPS6789K', "'=Sunil Kumar", sunil.user.member_id, '194H', '01-12-2026', '30000.00', '2.00', '600.00'],
    ]);
    expect(rows.every((r) => /^\d+$/.test(r[8] ?? ''))).toBe(true);

    const q1 = await quarterly('fy=2026-27&quarter=Q1');
    expect(q1.body).toContain(`PANNOTAVBL,Nikhil Rao,${nikhil.user.member_id},194H,15-06-2026,25000.00,20.00,5000.00`);
    // Q1 opens on 1 April: Meera's credit of that day and Nikhil's
    expect(q1.body.trimEnd().split('\r\n').slice(1)).toEqual([
      expect.stringMatching(/^ABCPE1234F,Meera Tripathi,.*,01-04-2026,12000\.00,2\.00,0\.00,\d+$/),
      expect.stringMatching(/^PANNOTAVBL,Nikhil Rao,/),
    ]);
    // Q2: the failed line of 1 September is not in it
    const q2 = await quarterly('fy=2026-27&quarter=Q2');
    expect(q2.body.trimEnd().split('\r\n').slice(1)).toEqual([expect.stringContaining(',20-08-2026,7999.00,')]);
    // 31 March 2026 is Q4 of 2025-26
    expect((await quarterly('fy=2025-26&quarter=Q4')).body).toContain(',31-03-2026,9000.00,');

    const audit = await ctx.app.inject({ url: '/api/admin/audit?entity=tds-quarterly', headers: { cookie: admin.cookie } });
    const entries = audit.json().data as Array<{ staff_id: number; action: string; entity_id: string; after: Record<string, unknown> }>;
    expect(entries.map((e) => e.entity_id)).toEqual(['2025-26-Q4', '2026-27-Q2', '2026-27-Q1', '2026-27-Q3']);
    expect(entries.at(-1)).toMatchObject({
      staff_id: admin.staffId,
      action: 'download',
      after: { financial_year: '2026-27', quarter: 'Q3', rows: 3, amount_credited: '31001.00', tds: '1020.00', deductees: 2 },
    });
    expect(audit.body).not.toMatch(/ABCPE1234F|PQRPS6789K/);
  });

  it('with format=json: the same rows with the PAN masked and the totals, not audited', async () => {
    const before = (await ctx.app.inject({ url: '/api/admin/audit?entity=tds-quarterly', headers: { cookie: admin.cookie } })).json().total;
    const res = await quarterly('fy=2026-27&quarter=Q3&format=json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        financial_year: '2026-27',
        quarter: 'Q3',
        rows: [
          expect.objectContaining({
            ass_id: meera.user.ass_id,
            pan_masked: 'XXXXXX234F',
            date_of_credit: '02-11-2026',
            amount_credited: '1.00',
          }),
          expect.objectContaining({
            deductee_name: 'Meera Tripathi',
            pan_masked: 'XXXXXX234F',
            tds: '420.00',
            rate_percent: '2.00',
            section: '194H',
          }),
          expect.objectContaining({ ass_id: sunil.user.ass_id, pan_masked: 'XXXXXX789K', amount_credited: '30000.00', tds: '600.00' }),
        ],
        totals: { amount_credited: '31001.00', tds: '1020.00', deductees: 2 },
      },
    });
    expect(res.body).not.toMatch(/ABCPE1234F|PQRPS6789K/);
    const q1 = await quarterly('fy=2026-27&quarter=Q1&format=json');
    expect(q1.json().data.rows).toEqual([
      expect.objectContaining({ deductee_name: 'Meera Tripathi', date_of_credit: '01-04-2026' }),
      expect.objectContaining({ deductee_name: 'Nikhil Rao', pan_masked: null, rate_percent: '20.00' }),
    ]);
    const empty = await quarterly('fy=2027-28&quarter=Q1&format=json');
    expect(empty.json().data).toEqual({
      financial_year: '2027-28',
      quarter: 'Q1',
      rows: [],
      totals: { amount_credited: '0.00', tds: '0.00', deductees: 0 },
    });
    expect((await ctx.app.inject({ url: '/api/admin/audit?entity=tds-quarterly', headers: { cookie: admin.cookie } })).json().total).toBe(
      before,
    );
  });

  it('answers a wrong financial year, quarter or format with 400 in words', async () => {
    const cases: Array<[string, string, string | RegExp]> = [
      ['fy=2026-28&quarter=Q3', 'fy', TDS_MESSAGES.fyInvalid],
      ['fy=2026&quarter=Q3', 'fy', TDS_MESSAGES.fyInvalid],
      ['quarter=Q3', 'fy', TDS_MESSAGES.fyInvalid],
      ['fy=2026-27&quarter=Q5', 'quarter', TDS_MESSAGES.quarterInvalid],
      ['fy=2026-27&quarter=q3', 'quarter', TDS_MESSAGES.quarterInvalid],
      ['fy=2026-27', 'quarter', TDS_MESSAGES.quarterInvalid],
      ['fy=2026-27&quarter=Q3&format=xlsx', 'format', 'Format must be csv or json.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await quarterly(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ success: false, field, message });
    }
  });
});

import { LEAD_STATUSES } from '@realty/contracts/pipeline/fields';
import {
  associateBankAccounts,
  associatePreferences,
  associates,
  brokerageLedger,
  deals,
  leadEvents,
  leads,
  siteVisits,
} from '@realty/db/schema';
import { seedDemo } from '@realty/db/seed/demo';
import { DEMO_ASSOCIATES, seedPipeline } from '@realty/db/seed/pipeline';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptPii, loadPiiKeys } from '../src/lib/crypto.ts';
import { addDemoPayoutDetails } from '../src/startup/demo-payout-details.ts';
import { signInTestStaff } from './fixtures/staff-session.ts';
import { createTestContext, type TestContext } from './test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db, { uploadsDir: `${ctx.dataDir}/uploads` });
}, 180_000);
afterAll(async () => ctx?.close());

/** Exact half-up rounding to the paisa of `paise × percent(2 decimals) / 100`, in BigInt. */
function shareOf(amount: string, percent: string): string {
  const paise = BigInt(amount.replace('.', ''));
  const basisPoints = BigInt(percent.replace('.', ''));
  const scaled = paise * basisPoints; // paise × percent × 100
  const quotient = (scaled + 5_000n) / 10_000n;
  const text = quotient.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

describe('the demo pipeline', () => {
  it('has leads in every status, each with a timeline that ends in its status', async () => {
    const rows = await ctx.db.select({ leadId: leads.leadId, status: leads.status }).from(leads);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(LEAD_STATUSES));
    for (const lead of rows) {
      const events = await ctx.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.leadId)).orderBy(asc(leadEvents.eventId));
      expect(events.at(-1)?.toStatus).toBe(lead.status);
    }
  });

  it('puts four associates under KR000001 with preferences in Varanasi, Prayagraj and Lucknow', async () => {
    const rows = await ctx.db
      .select({ memberId: associates.memberId, sponsor: associates.sponsorId, cities: associatePreferences.cities })
      .from(associates)
      .innerJoin(associatePreferences, eq(associatePreferences.assId, associates.assId));
    expect(rows.map((r) => r.memberId).sort()).toEqual(DEMO_ASSOCIATES.map((a) => a.memberId));
    expect(new Set(rows.flatMap((r) => r.cities))).toEqual(new Set(['Varanasi', 'Prayagraj', 'Lucknow']));
    expect(rows.filter((r) => r.sponsor === 'KR000001')).toHaveLength(3);
  });

  it('writes exact ledger entries for its deals: the share by plan and both sponsor levels, rounded half up to the paisa', async () => {
    const dealRows = await ctx.db.select().from(deals);
    expect(dealRows.map((d) => d.status).sort()).toEqual(['confirmed', 'confirmed', 'paid', 'pending']);
    for (const deal of dealRows) {
      expect(deal.companyBrokerage).toBe(shareOf(deal.agreementValue, deal.brokeragePercent));
      const entries = await ctx.db.select().from(brokerageLedger).where(eq(brokerageLedger.dealId, deal.dealId));
      for (const entry of entries) {
        expect(entry.amount).toBe(shareOf(deal.companyBrokerage, entry.percent));
        expect(entry.status).toBe(deal.status);
      }
    }
    // Pooja (free, 50 %) under Amit (level 1, 5 %) under KR000001 (level 2, 2 %)
    const [pending] = dealRows.filter((d) => d.status === 'pending');
    const kinds = await ctx.db
      .select({ kind: brokerageLedger.kind, percent: brokerageLedger.percent, memberId: associates.memberId })
      .from(brokerageLedger)
      .innerJoin(associates, eq(associates.assId, brokerageLedger.assId))
      .where(eq(brokerageLedger.dealId, pending?.dealId ?? 0))
      .orderBy(asc(brokerageLedger.entryId));
    expect(kinds).toEqual([
      { kind: 'associate_share', percent: '50.00', memberId: 'KR000005' },
      { kind: 'sponsor_level_1', percent: '5.00', memberId: 'KR000002' },
      { kind: 'sponsor_level_2', percent: '2.00', memberId: 'KR000001' },
    ]);
  });

  it('keeps one open offer per lead and a visit for every lead past accepted', async () => {
    const [offers] = await ctx.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from (select lead_id from lead_offers where status = 'offered' group by lead_id having count(*) > 1) t`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(offers?.n).toBe(0);
    const visited = await ctx.db.select({ leadId: leads.leadId }).from(leads).where(eq(leads.status, 'visited'));
    for (const lead of visited) {
      const visits = await ctx.db.select().from(siteVisits).where(eq(siteVisits.leadId, lead.leadId));
      expect(visits.map((v) => v.status)).toContain('completed');
    }
  });

  it('lets staff pay a run at once: Amit past the year’s ₹20,000 TDS threshold, Arif under it', async () => {
    const admin = await signInTestStaff(ctx.app, 'admin');
    const res = await ctx.app.inject({ url: '/api/admin/payout-runs/preview', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.lines as Array<{ member_id: string; gross: string; tds: { amount: string; rate_percent: string } }>;
    const line = (memberId: string) => lines.find((l) => l.member_id === memberId);
    // Amit: 70 % of 2 % of ₹45,00,000; no PAN on file, so 20 % (section 206AA) of ₹63,000
    expect(line('KR000002')).toMatchObject({ gross: '63000.00', tds: { amount: '12600.00', rate_percent: '20.00' } });
    // Arif: 50 % of 2 % of ₹18,00,000 stays under ₹20,000
    expect(line('KR000004')).toMatchObject({ gross: '18000.00', tds: { amount: '0.00' } });
  });

  it('with the server’s sealed demo details, Amit has a PAN (2 %, the year caught up) and both have bank accounts', async () => {
    const keys = loadPiiKeys(ctx.env);
    expect(await addDemoPayoutDetails(ctx.db, keys)).toBe(2);
    // a second start adds nothing and keeps what is there
    expect(await addDemoPayoutDetails(ctx.db, keys)).toBe(0);
    const [amit] = await ctx.db.select().from(associates).where(eq(associates.memberId, 'KR000002'));
    expect(decryptPii(keys, amit?.panEnc ?? '')).toBe('ABCPV1234K');
    const accounts = await ctx.db.select().from(associateBankAccounts);
    expect(accounts).toHaveLength(2);
    expect(accounts.map((a) => decryptPii(keys, a.accountNumberEnc)).sort()).toEqual(['30211456789012', '5021004567893']);
    expect(accounts.find((a) => a.ifsc === 'SBIN0000123')?.bankName).toBe('State Bank of India');

    const admin = await signInTestStaff(ctx.app, 'admin');
    const res = await ctx.app.inject({ url: '/api/admin/payout-runs/preview', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const lines = res.json().data.lines as Array<{
      member_id: string;
      gross: string;
      net: string;
      tds: { amount: string; rate_percent: string; base: string };
      bank: { account_last4: string } | null;
    }>;
    const line = (memberId: string) => lines.find((l) => l.member_id === memberId);
    // Amit: 2 % of ₹63,000 (his first credit of the year crosses ₹20,000: the whole total is the base)
    expect(line('KR000002')).toMatchObject({
      gross: '63000.00',
      net: '61740.00',
      tds: { amount: '1260.00', rate_percent: '2.00', base: '63000.00' },
      bank: { account_last4: '9012' },
    });
    expect(line('KR000004')).toMatchObject({ gross: '18000.00', tds: { amount: '0.00' }, bank: { account_last4: '7893' } });
    // no plain account number or PAN anywhere in the answer
    expect(res.body).not.toContain('30211456789012');
    expect(res.body).not.toContain('ABCPV1234K');
  });

  it('loads once: a second call adds nothing', async () => {
    const before = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    await seedPipeline(ctx.db);
    const after = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    expect(after).toEqual(before);
  });
});

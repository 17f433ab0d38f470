import { TDS_MESSAGES } from '@realty/contracts/payouts/tds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate } from '../../../test/fixtures/accounts.ts';
import { signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { tdsRuleInForce } from './tds.service.ts';
import { ruleInForce } from './tds-rules.repository.ts';

// The TDS rules as data with start days (docs/product/tds.md, "Rules as data"): listing with end
// days, adding a future rule, changing one that has not started, refusing one that has.

let ctx: TestContext;
let admin: TestStaff;
let editor: TestStaff;
let associateCookie: string;
/** The app's clock: 23:45 on 29 November 2026 in India (18:15 UTC), moved by a test where it says so. */
let now = new Date('2026-11-29T18:15:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.identity.now = () => now;
  admin = await signInTestStaff(ctx.app, 'admin');
  editor = await signInTestStaff(ctx.app, 'editor');
  associateCookie = (await signUpAssociate(ctx.app)).cookie;
});
afterAll(async () => ctx?.close());

const list = async () => {
  const res = await ctx.app.inject({ url: '/api/admin/tds-rules', headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
};
const post = (payload: unknown, cookie = admin.cookie) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/tds-rules', headers: { cookie }, payload: payload as object });
const put = (ruleId: number | string, payload: unknown, cookie = admin.cookie) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/tds-rules/${ruleId}`, headers: { cookie }, payload: payload as object });
const auditOf = async (ruleId: number) => {
  const res = await ctx.app.inject({ url: '/api/admin/audit?entity=tds-rule', headers: { cookie: admin.cookie } });
  return (res.json().data as Array<{ entity_id: string; action: string; staff_id: number; before: unknown; after: unknown }>).filter(
    (a) => a.entity_id === String(ruleId),
  );
};

const valid = { effective_from: '2027-04-01', rate_percent: '1.5', no_pan_rate_percent: 20, threshold: '25,000', note: 'Budget 2027' };

describe('who may use the TDS rules', () => {
  it('answers guests 401, associates 403 and editors 403 in words: the rules are for admins', async () => {
    const routes = [
      ['GET', '/api/admin/tds-rules', undefined],
      ['POST', '/api/admin/tds-rules', valid],
      ['PUT', '/api/admin/tds-rules/1', valid],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method, url, payload, headers: { cookie: associateCookie } })).statusCode).toBe(403);
      const byEditor = await ctx.app.inject({ method, url, payload, headers: { cookie: editor.cookie } });
      expect(byEditor.statusCode).toBe(403);
      expect(byEditor.json().message).toBe('Only an admin can do this.');
    }
  });
});

describe('the seeded rules', () => {
  it('lists the three rules of section 194H oldest first, each ending the day before the next starts', async () => {
    const rules = await list();
    expect(rules.slice(0, 3)).toEqual([
      expect.objectContaining({
        section: '194H',
        effective_from: '2016-06-01',
        effective_until: '2024-09-30',
        rate_percent: '5.00',
        no_pan_rate_percent: '20.00',
        threshold: '15000.00',
        started: true,
      }),
      expect.objectContaining({ effective_from: '2024-10-01', effective_until: '2025-03-31', rate_percent: '2.00', threshold: '15000.00' }),
      expect.objectContaining({ effective_from: '2025-04-01', effective_until: null, rate_percent: '2.00', threshold: '20000.00' }),
    ]);
    expect(rules[0]?.note).toMatch(/Finance Act 2016/);
  });

  it('finds the rule in force on a day: the latest start on or before it', async () => {
    expect(await ruleInForce(ctx.db, '2016-05-31')).toBeUndefined();
    expect(await ruleInForce(ctx.db, '2016-06-01')).toMatchObject({ ratePercent: '5.00', threshold: '15000.00' });
    expect(await ruleInForce(ctx.db, '2024-09-30')).toMatchObject({ ratePercent: '5.00', threshold: '15000.00' });
    expect(await ruleInForce(ctx.db, '2024-10-01')).toMatchObject({ ratePercent: '2.00', threshold: '15000.00' });
    expect(await ruleInForce(ctx.db, '2025-03-31')).toMatchObject({ ratePercent: '2.00', threshold: '15000.00' });
    expect(await ruleInForce(ctx.db, '2025-04-01')).toMatchObject({
      ratePercent: '2.00',
      threshold: '20000.00',
      noPanRatePercent: '20.00',
    });
    expect(await ruleInForce(ctx.db, '2026-11-29', '194J')).toBeUndefined();
    // what other modules call, through the service
    expect(await tdsRuleInForce(ctx.db, '2025-03-31')).toMatchObject({ section: '194H', effectiveFrom: '2024-10-01' });
  });

  it('refuses to change a rule in force: 409 in words, nothing changed, nothing audited', async () => {
    const [, , latest] = await list();
    const ruleId = latest?.rule_id as number;
    const res = await put(ruleId, valid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: TDS_MESSAGES.ruleStarted });
    expect((await list())[2]).toEqual(latest);
    expect(await auditOf(ruleId)).toEqual([]);
  });
});

describe('adding and changing a rule', () => {
  let ruleId: number;

  it('adds a rule starting after today; the rule before it now ends the day before', async () => {
    const res = await post(valid);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: TDS_MESSAGES.ruleSaved,
      data: {
        section: '194H',
        effective_from: '2027-04-01',
        effective_until: null,
        rate_percent: '1.50',
        no_pan_rate_percent: '20.00',
        threshold: '25000.00',
        note: 'Budget 2027',
        started: false,
      },
    });
    ruleId = res.json().data.rule_id;
    const rules = await list();
    expect(rules.find((r) => r.effective_from === '2025-04-01')?.effective_until).toBe('2027-03-31');
    expect(rules.at(-1)).toMatchObject({ rule_id: ruleId, effective_until: null });
    // today's rule is still the one of 2025
    expect(await ruleInForce(ctx.db, '2026-11-29')).toMatchObject({ threshold: '20000.00' });
    expect(await ruleInForce(ctx.db, '2027-04-01')).toMatchObject({ ratePercent: '1.50', threshold: '25000.00' });
    const audit = await auditOf(ruleId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'create',
        staff_id: admin.staffId,
        before: null,
        after: expect.objectContaining({ threshold: '25000.00' }),
      }),
    ]);
  });

  it('refuses a second rule starting the same day (409) and a start today or earlier (400 naming the start date)', async () => {
    const same = await post({ ...valid, rate_percent: 3 });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: TDS_MESSAGES.sameStart, field: 'effective_from' });
    for (const day of ['2026-11-29', '2026-04-01', '2016-06-01']) {
      const res = await post({ ...valid, effective_from: day });
      expect(res.statusCode, day).toBe(400);
      expect(res.json()).toMatchObject({ message: TDS_MESSAGES.startInPast, field: 'effective_from' });
    }
    // tomorrow in India is fine
    const tomorrow = await post({ ...valid, effective_from: '2026-11-30', note: '' });
    expect(tomorrow.statusCode, tomorrow.body).toBe(201);
    expect(tomorrow.json().data).toMatchObject({ effective_until: '2027-03-31', note: '', started: false });
  });

  it('changes a rule that has not started, audited with before and after', async () => {
    const res = await put(ruleId, { ...valid, effective_from: '2027-07-01', rate_percent: '1.75', threshold: 30000, note: 'Moved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: TDS_MESSAGES.ruleSaved,
      data: { rule_id: ruleId, effective_from: '2027-07-01', rate_percent: '1.75', threshold: '30000.00', note: 'Moved', started: false },
    });
    const audit = await auditOf(ruleId);
    expect(audit.find((a) => a.action === 'update')).toMatchObject({
      staff_id: admin.staffId,
      before: expect.objectContaining({ effective_from: '2027-04-01', rate_percent: '1.50', threshold: '25000.00' }),
      after: expect.objectContaining({ effective_from: '2027-07-01', rate_percent: '1.75', threshold: '30000.00' }),
    });
  });

  it('refuses to move an unstarted rule to today, onto another rule’s day, or to change an unknown rule', async () => {
    const past = await put(ruleId, { ...valid, effective_from: '2026-11-29' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: TDS_MESSAGES.startInPast, field: 'effective_from' });
    const clash = await put(ruleId, { ...valid, effective_from: '2026-11-30' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(TDS_MESSAGES.sameStart);
    const unknown = await put(999_999, valid);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TDS_MESSAGES.ruleNotFound);
    expect((await list()).find((r) => r.rule_id === ruleId)).toMatchObject({ effective_from: '2027-07-01' });
  });

  it('once its day comes in India, a rule has started and can no longer be changed', async () => {
    const tomorrowRule = (await list()).find((r) => r.effective_from === '2026-11-30');
    expect(tomorrowRule?.started).toBe(false);
    now = new Date('2026-11-29T18:35:00Z'); // 00:05 on 30 November in India, 20 minutes on (staff sessions idle out at 30)
    const rules = await list();
    expect(rules.find((r) => r.effective_from === '2026-11-30')?.started).toBe(true);
    const res = await put(tomorrowRule?.rule_id as number, { ...valid, effective_from: '2026-12-15' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TDS_MESSAGES.ruleStarted);
    expect(await ruleInForce(ctx.db, '2026-11-30')).toMatchObject({ ruleId: tomorrowRule?.rule_id });
  });
});

describe('bad input', () => {
  it('answers 400 naming each field in words, for every field of the rule and the rule ID', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ effective_from: 'next April' }, 'effective_from', /^Start date must be a date such as/],
      [{ effective_from: '2027-02-30' }, 'effective_from', /^Start date must be a date such as/],
      [{ effective_from: undefined }, 'effective_from', /Start date/],
      [{ rate_percent: 101 }, 'rate_percent', /^Rate must be a percentage from 0 to 100/],
      [{ rate_percent: -1 }, 'rate_percent', /^Rate must be a percentage/],
      [{ rate_percent: '2.555' }, 'rate_percent', /^Rate must be a percentage/],
      [{ rate_percent: 'two' }, 'rate_percent', /^Rate must be a percentage/],
      [{ rate_percent: undefined }, 'rate_percent', /Rate/],
      [{ no_pan_rate_percent: 120 }, 'no_pan_rate_percent', /^Rate without a PAN must be a percentage/],
      [{ no_pan_rate_percent: null }, 'no_pan_rate_percent', /Rate without a PAN/],
      [{ threshold: -5 }, 'threshold', /^Yearly threshold must be an amount in rupees/],
      [{ threshold: '15000.123' }, 'threshold', /^Yearly threshold must be an amount in rupees/],
      [{ threshold: 'lots' }, 'threshold', /^Yearly threshold must be an amount in rupees/],
      [{ note: 'x'.repeat(301) }, 'note', /^Note must be at most 300 characters/],
    ];
    for (const [change, field, message] of cases) {
      const res = await post({ ...valid, effective_from: '2028-04-01', ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json(), JSON.stringify(change)).toMatchObject({ success: false, field });
      expect(res.json().message, JSON.stringify(change)).toMatch(message);
      expect(res.json().message).not.toMatch(/_/);
    }
    for (const id of ['abc', '0', '-3']) {
      const res = await put(id, valid);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message).toMatch(/^Rule ID/);
    }
    expect((await list()).some((r) => r.effective_from === '2028-04-01')).toBe(false);
  });
});

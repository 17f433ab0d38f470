import { documentSeries } from '@realty/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { takeDocumentNumber } from './document-series.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ JOB_WORKERS: 'false' });
}, 60_000);
afterAll(async () => ctx?.close());

/** A failure a test throws on purpose, so the transaction rolls back. */
class RolledBack extends Error {}

// docs/product/payments.md, "Tax invoices": one gap-free series per financial year, safe under concurrency.
describe('takeDocumentNumber', { timeout: 60_000 }, () => {
  it('numbers KR/26-27/000001 onwards, starts again each financial year, and keeps invoices and credit notes apart', async () => {
    const take = (series: 'KR' | 'CN', at: string) => ctx.db.transaction((tx) => takeDocumentNumber(tx, series, new Date(at)));
    expect((await take('KR', '2026-11-29T06:00:00Z')).documentNumber).toBe('KR/26-27/000001');
    expect((await take('KR', '2027-03-31T18:29:00Z')).documentNumber).toBe('KR/26-27/000002');
    expect((await take('CN', '2026-12-01T06:00:00Z')).documentNumber).toBe('CN/26-27/000001');
    // 1 April 2027 in India
    expect((await take('KR', '2027-03-31T18:30:00Z')).documentNumber).toBe('KR/27-28/000001');
    expect((await take('KR', '2026-12-01T06:00:00Z')).documentNumber).toBe('KR/26-27/000003');
    expect('KR/26-27/000003'.length).toBeLessThanOrEqual(16);
  });

  it('gives 20 documents taken at the same moment 20 consecutive numbers, and a rolled-back one gives its number back', async () => {
    const at = new Date('2031-06-01T06:00:00Z'); // a year no other test uses: 31-32
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        ctx.db.transaction(async (tx) => {
          const taken = await takeDocumentNumber(tx, 'KR', at);
          // the document's own writes would follow here; every fourth fails after taking its number
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (i % 4 === 3) throw new RolledBack();
          return taken.number;
        }),
      ),
    );
    const committed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : [])).sort((a, b) => a - b);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason instanceof RolledBack)).toBe(
      true,
    );
    expect(committed).toHaveLength(15);
    // no gap and no duplicate among the documents that exist
    expect(committed).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    const [row] = await ctx.db.select().from(documentSeries).where(sql`${documentSeries.financialYear} = '31-32'`);
    expect(row?.lastNumber).toBe(15);
  });
});

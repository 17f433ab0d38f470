import type { Database } from '@realty/db/client';
import { associates, brokerageLedger, payoutEntries, payoutLines, payoutRuns } from '@realty/db/schema';
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';

/**
 * What the TDS views read (docs/product/tds.md, "The associate's TDS year", "Form 26Q"): the
 * credits are the payout lines of approved runs that did not fail, by their day of credit; amounts
 * stay exact numeric text ("21000.00") from the database to the answer.
 */

/** One credit: a payout line of an approved run, not failed. */
export type CreditRow = {
  lineId: number;
  assId: number;
  creditedOn: string;
  gross: string;
  tdsBase: string;
  ratePercent: string;
  section: string;
  tds: string;
};

const creditColumns = {
  lineId: payoutLines.lineId,
  assId: payoutLines.assId,
  creditedOn: payoutLines.creditedOn,
  gross: payoutLines.gross,
  tdsBase: payoutLines.tdsBase,
  ratePercent: payoutLines.tdsRatePercent,
  section: payoutLines.tdsSection,
  tds: payoutLines.tds,
};

/** Lines that count as credited: of an approved run, and not failed (a failed line's entries return to unpaid). */
const credited = and(eq(payoutRuns.status, 'approved'), ne(payoutLines.status, 'failed'));

/**
 * Associate `assId`'s credits with a day of credit from `from` to `to` (inclusive, `YYYY-MM-DD`),
 * oldest first.
 * @see docs/product/tds.md ("The associate's TDS year")
 */
export function listAssociateCredits(db: Database, assId: number, from: string, to: string): Promise<CreditRow[]> {
  return db
    .select(creditColumns)
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.runId, payoutLines.runId))
    .where(and(eq(payoutLines.assId, assId), credited, gte(payoutLines.creditedOn, from), lte(payoutLines.creditedOn, to)))
    .orderBy(asc(payoutLines.creditedOn), asc(payoutLines.lineId));
}

/**
 * The sum of associate `assId`'s `confirmed` ledger entries that no active payout line holds yet
 * (rupees text, "0.00" when none): what the next payout run would take.
 * @see docs/product/tds.md ("The associate's TDS year")
 */
export async function confirmedUnpaidTotal(db: Database, assId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${brokerageLedger.amount}), 0)::numeric(14, 2)::text` })
    .from(brokerageLedger)
    .where(
      and(
        eq(brokerageLedger.assId, assId),
        eq(brokerageLedger.status, 'confirmed'),
        sql`not exists (select 1 from ${payoutEntries} where ${payoutEntries.entryId} = ${brokerageLedger.entryId} and ${payoutEntries.active})`,
      ),
    );
  return row?.total ?? '0.00';
}

/**
 * Whether associate `assId` has a PAN on file (the sealed number is never read here).
 * @returns undefined for an unknown associate.
 * @see docs/product/tds.md ("No PAN: section 206AA")
 */
export async function associateHasPan(db: Database, assId: number): Promise<boolean | undefined> {
  const [row] = await db
    .select({ hasPan: sql<boolean>`${associates.panEnc} is not null` })
    .from(associates)
    .where(eq(associates.assId, assId));
  return row ? Boolean(row.hasPan) : undefined;
}

/** One row of the quarter's return: the credit and its deductee (PAN sealed, as stored). */
export type QuarterRow = CreditRow & { name: string; memberId: string; panEnc: string | null; panLast4: string | null };

/**
 * Every credit with a day of credit from `from` to `to` (inclusive), oldest first and then by
 * line, with the deductee's name, member id and sealed PAN.
 * @see docs/product/tds.md ("Form 26Q")
 */
export function listQuarterCredits(db: Database, from: string, to: string): Promise<QuarterRow[]> {
  return db
    .select({
      ...creditColumns,
      name: associates.name,
      memberId: associates.memberId,
      panEnc: associates.panEnc,
      panLast4: associates.panLast4,
    })
    .from(payoutLines)
    .innerJoin(payoutRuns, eq(payoutRuns.runId, payoutLines.runId))
    .innerJoin(associates, eq(associates.assId, payoutLines.assId))
    .where(and(credited, gte(payoutLines.creditedOn, from), lte(payoutLines.creditedOn, to)))
    .orderBy(asc(payoutLines.creditedOn), asc(payoutLines.lineId));
}

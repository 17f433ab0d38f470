import type { Database } from '@realty/db/client';
import { tdsRules } from '@realty/db/schema';
import { and, asc, desc, eq, lte } from 'drizzle-orm';

/**
 * The TDS rules as stored (migration 0031; docs/product/tds.md, "Rules as data"): one row per
 * section and start day, rates and the yearly threshold as exact numeric text ("2.00",
 * "20000.00"). Rows are inserted, and changed only before they start (the service checks).
 */

/** A `tds_rules` row. */
export type TdsRuleRow = typeof tdsRules.$inferSelect;

/** What a new or changed rule holds (text already normalised by the contract: "2.00", "20000.00"). */
export type TdsRuleValues = {
  effectiveFrom: string;
  ratePercent: string;
  noPanRatePercent: string;
  threshold: string;
  note: string;
};

/**
 * Every rule, by section and then oldest start first.
 * @see docs/product/tds.md ("Rules as data")
 */
export function listTdsRuleRows(db: Database): Promise<TdsRuleRow[]> {
  return db.select().from(tdsRules).orderBy(asc(tdsRules.section), asc(tdsRules.effectiveFrom), asc(tdsRules.ruleId));
}

/**
 * The TDS rule in force on `day` for `section`: the row with the latest `effective_from` on or
 * before that day, which the payout runs apply to a credit of that day and the associate's TDS
 * year shows.
 * @param day a day in India, `YYYY-MM-DD` (e.g. the day of credit).
 * @param section the Income-tax Act section, '194H' (commission or brokerage) by default.
 * @returns the rule's row (rates "2.00", threshold "20000.00" rupees a financial year), or
 *   undefined when no rule of the section had started by then (before 2016-06-01 for 194H).
 * @see docs/product/tds.md ("Rules as data"); Income-tax Act s. 194H, s. 206AA
 */
export async function ruleInForce(db: Database, day: string, section = '194H'): Promise<TdsRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(tdsRules)
    .where(and(eq(tdsRules.section, section), lte(tdsRules.effectiveFrom, day)))
    .orderBy(desc(tdsRules.effectiveFrom))
    .limit(1);
  return row;
}

/**
 * One rule by id; with `lock`, locked for the rest of the transaction (so two edits never cross).
 * @see docs/product/tds.md ("Rules as data")
 */
export async function findTdsRuleRow(db: Database, ruleId: number, lock = false): Promise<TdsRuleRow | undefined> {
  const query = db.select().from(tdsRules).where(eq(tdsRules.ruleId, ruleId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Inserts a rule of section 194H by staff member `staffId`.
 * @throws the database's unique violation `tds_rules_section_from` when the section already has a rule starting that day.
 * @see docs/product/tds.md ("Rules as data")
 */
export async function insertTdsRuleRow(db: Database, values: TdsRuleValues, staffId: number, at: Date): Promise<TdsRuleRow> {
  const [row] = await db
    .insert(tdsRules)
    .values({ section: '194H', ...values, createdBy: staffId, createdAt: at })
    .returning();
  if (!row) throw new Error('tds rule insert returned nothing');
  return row;
}

/**
 * Replaces a rule's start day, rates, threshold and note.
 * @throws the database's unique violation `tds_rules_section_from` as {@link insertTdsRuleRow}.
 * @see docs/product/tds.md ("Rules as data")
 */
export async function updateTdsRuleRow(db: Database, ruleId: number, values: TdsRuleValues, at: Date): Promise<TdsRuleRow> {
  const [row] = await db
    .update(tdsRules)
    .set({ ...values, updatedAt: at })
    .where(eq(tdsRules.ruleId, ruleId))
    .returning();
  if (!row) throw new Error('tds rule update returned nothing');
  return row;
}

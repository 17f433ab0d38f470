import type { DealStatus } from '@realty/contracts/pipeline/brokerage';
import type { Database } from '@realty/db/client';
import { associates, brokerageLedger, brokerageRules, deals, leadSites, sites, users } from '@realty/db/schema';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

/**
 * Deals, the brokerage rules and the append-only ledger (docs/product/pipeline.md, "Deals and
 * brokerage"). Amounts and percentages stay exact numeric text from the database to the answer;
 * ledger rows are only ever inserted, and only their `status` changes.
 */

/** The one row of the brokerage rules. */
const RULES_ID = 1;

/**
 * The brokerage rules as stored: percentages of the company brokerage as text, and when they were last saved.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type RulesRow = {
  freeSharePercent: string;
  proSharePercent: string;
  sponsorLevel1Percent: string;
  sponsorLevel2Percent: string;
  updatedAt: Date | null;
};

const rulesColumns = {
  freeSharePercent: brokerageRules.freeSharePercent,
  proSharePercent: brokerageRules.proSharePercent,
  sponsorLevel1Percent: brokerageRules.sponsorLevel1Percent,
  sponsorLevel2Percent: brokerageRules.sponsorLevel2Percent,
  updatedAt: brokerageRules.updatedAt,
};

/**
 * The brokerage rules (the defaults Free 50, Pro 70, level 1 5, level 2 2 are stored first when
 * the row is missing). With `lock`, the row is locked for the rest of the transaction.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function readRulesRow(db: Database, lock = false): Promise<RulesRow> {
  const read = async () => {
    const query = db.select(rulesColumns).from(brokerageRules).where(eq(brokerageRules.ruleId, RULES_ID));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  };
  const found = await read();
  if (found) return found;
  await db.insert(brokerageRules).values({ ruleId: RULES_ID }).onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error('the brokerage rules row is missing');
  return stored;
}

/**
 * Saves the four percentages (text with 2 decimals) as the rules, by staff member `staffId` at `at`.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function writeRulesRow(
  db: Database,
  values: { freeSharePercent: string; proSharePercent: string; sponsorLevel1Percent: string; sponsorLevel2Percent: string },
  staffId: number,
  at: Date,
): Promise<RulesRow> {
  const [row] = await db
    .update(brokerageRules)
    .set({ ...values, updatedAt: at, updatedBy: staffId })
    .where(eq(brokerageRules.ruleId, RULES_ID))
    .returning(rulesColumns);
  if (!row) throw new Error('the brokerage rules row is missing');
  return row;
}

/**
 * A listing as a deal needs it: title and the brokerage percentage the builder pays (text).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function findDealSite(
  db: Database,
  siteId: number,
): Promise<{ siteId: number; title: string; brokeragePercent: string } | undefined> {
  const [row] = await db
    .select({ siteId: sites.siteId, title: sites.title, brokeragePercent: sites.brokeragePercent })
    .from(sites)
    .where(eq(sites.siteId, siteId))
    .limit(1);
  return row;
}

/**
 * Adds listing `siteId` to the lead's listings unless it is there already.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function addLeadSiteRow(db: Database, leadId: number, siteId: number, at: Date): Promise<void> {
  await db.insert(leadSites).values({ leadId, siteId, addedAt: at }).onConflictDoNothing();
}

/**
 * The id of the lead's deal that is not cancelled, or undefined.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function findLiveDealId(db: Database, leadId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ dealId: deals.dealId })
    .from(deals)
    .where(and(eq(deals.leadId, leadId), ne(deals.status, 'cancelled')))
    .limit(1);
  return row?.dealId;
}

/**
 * An associate as the ledger needs them: plan, own member id and their sponsor's member id.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type LedgerAssociate = { assId: number; plan: string; memberId: string; sponsorId: string | null };

const ledgerAssociateColumns = {
  assId: associates.assId,
  plan: associates.plan,
  memberId: associates.memberId,
  sponsorId: associates.sponsorId,
};

/**
 * The associate `assId` for the ledger, or undefined.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function findLedgerAssociate(db: Database, assId: number): Promise<LedgerAssociate | undefined> {
  const [row] = await db.select(ledgerAssociateColumns).from(associates).where(eq(associates.assId, assId)).limit(1);
  return row;
}

/**
 * The associate whose member id is `memberId` (a sponsor), or undefined.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function findAssociateByMemberId(db: Database, memberId: string): Promise<LedgerAssociate | undefined> {
  const [row] = await db.select(ledgerAssociateColumns).from(associates).where(eq(associates.memberId, memberId)).limit(1);
  return row;
}

/**
 * Stores a new `pending` deal; returns its id. Amounts and the percentage are exact text.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function insertDealRow(
  db: Database,
  values: {
    leadId: number;
    siteId: number;
    assId: number;
    userId: number;
    unit: string;
    agreementValue: string;
    bookedOn: string;
    brokeragePercent: string;
    companyBrokerage: string;
    at: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(deals)
    .values({
      leadId: values.leadId,
      siteId: values.siteId,
      assId: values.assId,
      userId: values.userId,
      unit: values.unit,
      agreementValue: values.agreementValue,
      bookedOn: values.bookedOn,
      brokeragePercent: values.brokeragePercent,
      companyBrokerage: values.companyBrokerage,
      status: 'pending',
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ dealId: deals.dealId });
  if (!row) throw new Error('deal insert returned nothing');
  return row.dealId;
}

/**
 * One ledger row to append.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type NewEntry = {
  dealId: number;
  assId: number;
  kind: string;
  percent: string;
  amount: string;
  status: string;
  reversesEntryId?: number | null;
};

/**
 * Appends ledger rows at `at`. A second reversal of the same entry is skipped (the unique index
 * on `reverses_entry_id` keeps one). Returns how many rows were written.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function appendEntries(db: Database, entries: NewEntry[], at: Date): Promise<number> {
  if (entries.length === 0) return 0;
  const rows = await db
    .insert(brokerageLedger)
    .values(entries.map((e) => ({ ...e, reversesEntryId: e.reversesEntryId ?? null, createdAt: at })))
    .onConflictDoNothing()
    .returning({ entryId: brokerageLedger.entryId });
  return rows.length;
}

/**
 * A deal row as stored.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type DealRow = typeof deals.$inferSelect;

/**
 * The deal `dealId` with a row lock for the rest of the transaction, or undefined.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function lockDealRow(db: Database, dealId: number): Promise<DealRow | undefined> {
  const [row] = await db.select().from(deals).where(eq(deals.dealId, dealId)).for('update');
  return row;
}

/**
 * Sets a deal's status (and `updated_at`).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function setDealStatusRow(db: Database, dealId: number, status: DealStatus, at: Date): Promise<void> {
  await db.update(deals).set({ status, updatedAt: at }).where(eq(deals.dealId, dealId));
}

/**
 * Moves the deal's entries in one of `from` to status `to` (amounts never change).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function setEntriesStatus(db: Database, dealId: number, from: string[], to: string): Promise<void> {
  await db
    .update(brokerageLedger)
    .set({ status: to })
    .where(and(eq(brokerageLedger.dealId, dealId), inArray(brokerageLedger.status, from)));
}

/**
 * The deal's paid entries that are not reversals themselves (what a cancellation reverses).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function findPaidEntries(db: Database, dealId: number): Promise<Array<typeof brokerageLedger.$inferSelect>> {
  return db
    .select()
    .from(brokerageLedger)
    .where(and(eq(brokerageLedger.dealId, dealId), eq(brokerageLedger.status, 'paid'), isNull(brokerageLedger.reversesEntryId)))
    .orderBy(asc(brokerageLedger.entryId));
}

/**
 * A deal with its listing, associate and customer, as the deal view needs it.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type DealViewRow = DealRow & { siteTitle: string; associateName: string; memberId: string; customerName: string };

const dealViewColumns = {
  dealId: deals.dealId,
  leadId: deals.leadId,
  siteId: deals.siteId,
  assId: deals.assId,
  userId: deals.userId,
  unit: deals.unit,
  agreementValue: deals.agreementValue,
  bookedOn: deals.bookedOn,
  brokeragePercent: deals.brokeragePercent,
  companyBrokerage: deals.companyBrokerage,
  status: deals.status,
  createdAt: deals.createdAt,
  updatedAt: deals.updatedAt,
  siteTitle: sites.title,
  associateName: associates.name,
  memberId: associates.memberId,
  customerName: users.name,
};

function selectDeals(db: Database) {
  return db
    .select(dealViewColumns)
    .from(deals)
    .innerJoin(sites, eq(sites.siteId, deals.siteId))
    .innerJoin(associates, eq(associates.assId, deals.assId))
    .innerJoin(users, eq(users.userId, deals.userId));
}

/**
 * The deal `dealId` with its names, or undefined.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function findDealViewRow(db: Database, dealId: number): Promise<DealViewRow | undefined> {
  const [row] = await selectDeals(db).where(eq(deals.dealId, dealId)).limit(1);
  return row;
}

/**
 * Deals newest first, of one status when given; at most `limit`.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function listDealViewRows(db: Database, status: DealStatus | undefined, limit: number): Promise<DealViewRow[]> {
  return selectDeals(db)
    .where(status ? eq(deals.status, status) : undefined)
    .orderBy(desc(deals.createdAt), desc(deals.dealId))
    .limit(limit);
}

/**
 * A ledger entry with its beneficiary's member id and the deal's listing title.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type EntryViewRow = typeof brokerageLedger.$inferSelect & { memberId: string; siteTitle: string };

const beneficiary = alias(associates, 'beneficiary');

function selectEntries(db: Database) {
  return db
    .select({
      entryId: brokerageLedger.entryId,
      dealId: brokerageLedger.dealId,
      assId: brokerageLedger.assId,
      kind: brokerageLedger.kind,
      percent: brokerageLedger.percent,
      amount: brokerageLedger.amount,
      status: brokerageLedger.status,
      reversesEntryId: brokerageLedger.reversesEntryId,
      createdAt: brokerageLedger.createdAt,
      memberId: beneficiary.memberId,
      siteTitle: sites.title,
    })
    .from(brokerageLedger)
    .innerJoin(beneficiary, eq(beneficiary.assId, brokerageLedger.assId))
    .innerJoin(deals, eq(deals.dealId, brokerageLedger.dealId))
    .innerJoin(sites, eq(sites.siteId, deals.siteId));
}

/**
 * The entries of the deals `dealIds`, oldest first.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function listDealEntryRows(db: Database, dealIds: number[]): Promise<EntryViewRow[]> {
  if (dealIds.length === 0) return [];
  return selectEntries(db).where(inArray(brokerageLedger.dealId, dealIds)).orderBy(asc(brokerageLedger.entryId));
}

/**
 * Every ledger entry of associate `assId`, newest first.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function listAssociateEntryRows(db: Database, assId: number): Promise<EntryViewRow[]> {
  return selectEntries(db).where(eq(brokerageLedger.assId, assId)).orderBy(desc(brokerageLedger.entryId));
}

/**
 * An associate of someone's network.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export type NetworkRow = { assId: number; name: string; memberId: string; mobile: string; sponsorId: string; createdAt: Date };

/**
 * The associates whose sponsor is one of `memberIds`, except `exceptAssIds`, oldest member first.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function listSponsoredRows(db: Database, memberIds: string[], exceptAssIds: number[]): Promise<NetworkRow[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({
      assId: associates.assId,
      name: associates.name,
      memberId: associates.memberId,
      mobile: associates.mobile,
      sponsorId: sql<string>`coalesce(${associates.sponsorId}, '')`,
      createdAt: associates.createdAt,
    })
    .from(associates)
    .where(inArray(associates.sponsorId, memberIds))
    .orderBy(asc(associates.createdAt), asc(associates.assId));
  return rows.filter((r) => !exceptAssIds.includes(r.assId));
}

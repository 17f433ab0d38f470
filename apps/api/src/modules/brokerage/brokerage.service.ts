import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type {
  BrokerageRules,
  Deal,
  DealStatus,
  EarningsResponse,
  LedgerEntry,
  LedgerKind,
  NetworkMember,
  NetworkResponse,
} from '@realty/contracts/pipeline/brokerage';
import { type AssociatePlan, type LeadStatus, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Database } from '@realty/db/client';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { type Actor, lockAssociateLead, lockLead, moveLead } from '../leads/lead-status.ts';
import { TIMELINE_NOTES } from '../leads/timeline-texts.ts';
import { istDate } from '../visits/visit-time.ts';
import {
  addLeadSiteRow,
  appendEntries,
  type DealViewRow,
  type EntryViewRow,
  findAssociateByMemberId,
  findDealSite,
  findDealViewRow,
  findLedgerAssociate,
  findLiveDealId,
  findPaidEntries,
  insertDealRow,
  type LedgerAssociate,
  listAssociateEntryRows,
  listDealEntryRows,
  listDealViewRows,
  listSponsoredRows,
  lockDealRow,
  type RulesRow,
  readRulesRow,
  setDealStatusRow,
  setEntriesStatus,
  writeRulesRow,
} from './brokerage.repository.ts';
import { earningsTotals, indianRupees, normalisePercent, normaliseRupees, planDealLedger, reversalAmount } from './ledger-math.ts';

/**
 * Deals and the brokerage ledger (docs/product/pipeline.md, "Deals and brokerage"). A booking
 * writes the deal and its ledger entries at once, with the listing's brokerage percentage, the
 * rules and the associate's plan of that moment, so later changes never touch what was written.
 * Staff move a deal pending → confirmed → paid (never skipping a step), or cancel it from any
 * status but cancelled; the entries follow, a paid entry of a cancelled deal is undone by a
 * reversal entry, and a repeated change changes nothing. Amounts are rupees as text with two
 * decimals, computed in integer paise (ledger-math.ts).
 */

/**
 * Messages of the deal rules beyond those of the contracts' PIPELINE_MESSAGES.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export const DEAL_MESSAGES = {
  /** 409 when the lead has a booking that is not cancelled. */
  alreadyBooked: 'This lead has a booking already.',
  /** 409 for a change of a cancelled deal. */
  cancelled: 'A deal that is cancelled cannot change.',
  /** 409 for paying a deal that is not confirmed yet. */
  confirmFirst: 'A deal that is pending must be confirmed before it is paid.',
  /** 409 for any other change out of order (e.g. paid → confirmed). */
  outOfOrder: (from: DealStatus, to: DealStatus) => `A deal that is ${from} cannot become ${to}.`,
  /** The lost reason a lead gets when its deal is cancelled. */
  lostReason: 'Deal cancelled',
} as const;

/** Most deals one list answers with (newest first). */
const DEAL_LIST_LIMIT = 500;

/** A ledger entry on the wire. */
function toEntry(row: EntryViewRow): LedgerEntry {
  return {
    entry_id: row.entryId,
    deal_id: row.dealId,
    ass_id: row.assId,
    member_id: row.memberId,
    kind: row.kind as LedgerKind,
    percent: normalisePercent(row.percent),
    amount: normaliseRupees(row.amount),
    status: row.status as LedgerEntry['status'],
    reverses_entry_id: row.reversesEntryId,
    site_title: row.siteTitle,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

function toDeal(row: DealViewRow, entries: EntryViewRow[]): Deal {
  return {
    deal_id: row.dealId,
    lead_id: row.leadId,
    site_id: row.siteId,
    site_title: row.siteTitle,
    ass_id: row.assId,
    associate_name: row.associateName,
    member_id: row.memberId,
    customer_name: row.customerName,
    unit: row.unit,
    agreement_value: normaliseRupees(row.agreementValue),
    booked_on: String(row.bookedOn),
    brokerage_percent: normalisePercent(row.brokeragePercent),
    company_brokerage: normaliseRupees(row.companyBrokerage),
    status: row.status as DealStatus,
    entries: entries.filter((e) => e.dealId === row.dealId).map(toEntry),
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The deal `dealId` with its ledger entries (oldest first).
 * @throws AppError 404 NOT_FOUND 'Deal not found.'
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function getDeal(db: Database, dealId: number): Promise<Deal> {
  const row = await findDealViewRow(db, dealId);
  if (!row) throw new AppError(404, PIPELINE_MESSAGES.dealNotFound, { code: ERROR_CODES.NOT_FOUND });
  return toDeal(row, await listDealEntryRows(db, [dealId]));
}

/**
 * `GET /api/admin/deals?status=`: deals newest first (at most 500), each with its entries.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function listDeals(db: Database, status: DealStatus | undefined): Promise<Deal[]> {
  const rows = await listDealViewRows(db, status, DEAL_LIST_LIMIT);
  const entries = await listDealEntryRows(
    db,
    rows.map((r) => r.dealId),
  );
  return rows.map((r) => toDeal(r, entries));
}

/** The rules row on the wire. */
function toRules(row: RulesRow): BrokerageRules {
  return {
    free_share_percent: normalisePercent(row.freeSharePercent),
    pro_share_percent: normalisePercent(row.proSharePercent),
    sponsor_level_1_percent: normalisePercent(row.sponsorLevel1Percent),
    sponsor_level_2_percent: normalisePercent(row.sponsorLevel2Percent),
    updated_at: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

/**
 * The brokerage rules: the associate's share of the company brokerage by plan and the sponsor
 * overrides, percentages with 2 decimals (defaults Free 50.00, Pro 70.00, level 1 5.00, level 2 2.00).
 * With `lock`, the row stays locked for the rest of the transaction `db`.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function readRules(db: Database, lock = false): Promise<BrokerageRules> {
  return toRules(await readRulesRow(db, lock));
}

/**
 * Saves the brokerage rules (percentages "50.00") as staff member `staffId` at `at`; entries
 * already written keep their percentages and amounts.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function writeRules(
  db: Database,
  rules: Pick<BrokerageRules, 'free_share_percent' | 'pro_share_percent' | 'sponsor_level_1_percent' | 'sponsor_level_2_percent'>,
  staffId: number,
  at: Date,
): Promise<BrokerageRules> {
  const row = await writeRulesRow(
    db,
    {
      freeSharePercent: normalisePercent(rules.free_share_percent),
      proSharePercent: normalisePercent(rules.pro_share_percent),
      sponsorLevel1Percent: normalisePercent(rules.sponsor_level_1_percent),
      sponsorLevel2Percent: normalisePercent(rules.sponsor_level_2_percent),
    },
    staffId,
    at,
  );
  return toRules(row);
}

/**
 * The two sponsors paid an override on a deal of `associate`: the direct sponsor (the associate
 * whose member id is the associate's `ass_sponsor_id`) and that sponsor's sponsor. A level is
 * null when there is no such associate, or when it is the associate themself (or, for level 2,
 * the level 1 sponsor again).
 */
async function sponsorsOf(db: Database, associate: LedgerAssociate): Promise<{ level1: number | null; level2: number | null }> {
  const first = associate.sponsorId ? await findAssociateByMemberId(db, associate.sponsorId) : undefined;
  const level1 = first && first.assId !== associate.assId ? first : undefined;
  const second = level1?.sponsorId ? await findAssociateByMemberId(db, level1.sponsorId) : undefined;
  const level2 = second && second.assId !== associate.assId && second.assId !== level1?.assId ? second : undefined;
  return { level1: level1?.assId ?? null, level2: level2?.assId ?? null };
}

/**
 * `POST /api/associate/leads/{leadId}/deal` `{ site_id, unit, agreement_value, booked_on }`: the
 * associate records a booking. The lead moves to `booked` (from accepted, visited or negotiation),
 * the listing joins the lead's listings, and a `pending` deal is stored with the listing's
 * `site_brokerage_percent` of this moment and the company brokerage B = agreement_value × percent
 * / 100 (half up to the paisa). Its ledger entries are written at once with the rules and the
 * associate's plan of this moment: `associate_share` (Free or Pro share of B), `sponsor_level_1`
 * and `sponsor_level_2` (no entry for a level without a sponsor), each `pending`.
 * @returns the deal with its entries.
 * @throws AppError 404 for an unknown lead; 403 NOT_OWNER when the lead is not the associate's;
 *   400 (field site_id) for an unknown listing; 409 CONFLICT when the lead has a booking already;
 *   409 INVALID_STATE when the lead may not become booked now (e.g. a visit is still scheduled).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function recordDeal(
  db: Database,
  now: Date,
  assId: number,
  leadId: number,
  body: { site_id: number; unit: string; agreement_value: string; booked_on: string },
): Promise<Deal> {
  const actor: Actor = { type: 'associate', id: assId };
  const dealId = await runInTransaction(db, async (tx) => {
    const lead = await lockAssociateLead(tx, leadId, assId);
    const site = await findDealSite(tx, body.site_id);
    if (!site) throw badRequest(PIPELINE_MESSAGES.siteNotFound, 'site_id');
    if ((await findLiveDealId(tx, leadId)) !== undefined)
      throw new AppError(409, DEAL_MESSAGES.alreadyBooked, { code: ERROR_CODES.CONFLICT });
    await moveLead(
      tx,
      lead,
      'booked',
      actor,
      now,
      TIMELINE_NOTES.booked(body.unit, site.title, indianRupees(body.agreement_value), body.booked_on),
    );
    await addLeadSiteRow(tx, leadId, site.siteId, now);
    const associate = await findLedgerAssociate(tx, assId);
    if (!associate) throw new AppError(403, PIPELINE_MESSAGES.leadNotYours, { code: ERROR_CODES.NOT_OWNER });
    const sponsors = await sponsorsOf(tx, associate);
    const rules = await readRules(tx);
    const plan = planDealLedger({
      agreementValue: body.agreement_value,
      brokeragePercent: site.brokeragePercent,
      plan: (associate.plan === 'pro' ? 'pro' : 'free') satisfies AssociatePlan,
      rules,
      assId,
      sponsorLevel1: sponsors.level1,
      sponsorLevel2: sponsors.level2,
    });
    const id = await insertDealRow(tx, {
      leadId,
      siteId: site.siteId,
      assId,
      userId: lead.userId,
      unit: body.unit,
      agreementValue: normaliseRupees(body.agreement_value),
      bookedOn: body.booked_on,
      brokeragePercent: plan.brokeragePercent,
      companyBrokerage: plan.companyBrokerage,
      at: now,
    });
    await appendEntries(
      tx,
      plan.entries.map((e) => ({ dealId: id, assId: e.assId, kind: e.kind, percent: e.percent, amount: e.amount, status: 'pending' })),
      now,
    );
    return id;
  });
  return getDeal(db, dealId);
}

/** The next statuses a deal may take from each status (docs/product/pipeline.md: pending → confirmed → paid; cancel from any but cancelled). */
const DEAL_TRANSITIONS: Readonly<Record<DealStatus, readonly DealStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['paid', 'cancelled'],
  paid: ['cancelled'],
  cancelled: [],
};

/**
 * Moves deal `dealId` to `to` inside the transaction `tx`, under a row lock on the deal, so two
 * changes at once are applied one after the other. The same status again changes nothing
 * (`changed` false). Confirming moves the pending entries to confirmed, paying the confirmed ones
 * to paid. Cancelling cancels the entries not yet paid, appends a reversal entry (the negative
 * amount, status `reversal`, `reverses_entry_id`) for each paid one, and moves the lead from
 * booked to lost with the reason 'Deal cancelled' (timeline entry by `actor`).
 * @returns the status before and whether anything changed.
 * @throws AppError 404 'Deal not found.'; 409 INVALID_STATE for a cancelled deal, for paying a
 *   pending deal (it must be confirmed first) and for going back (paid → confirmed).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function applyDealStatus(
  tx: Database,
  dealId: number,
  to: DealStatus,
  actor: Actor,
  at: Date,
): Promise<{ from: DealStatus; changed: boolean }> {
  const deal = await lockDealRow(tx, dealId);
  if (!deal) throw new AppError(404, PIPELINE_MESSAGES.dealNotFound, { code: ERROR_CODES.NOT_FOUND });
  const from = deal.status as DealStatus;
  if (from === to) return { from, changed: false };
  if (!DEAL_TRANSITIONS[from].includes(to)) {
    const message =
      from === 'cancelled'
        ? DEAL_MESSAGES.cancelled
        : from === 'pending' && to === 'paid'
          ? DEAL_MESSAGES.confirmFirst
          : DEAL_MESSAGES.outOfOrder(from, to);
    throw new AppError(409, message, { code: ERROR_CODES.INVALID_STATE });
  }
  await setDealStatusRow(tx, dealId, to, at);
  if (to === 'confirmed') await setEntriesStatus(tx, dealId, ['pending'], 'confirmed');
  else if (to === 'paid') await setEntriesStatus(tx, dealId, ['confirmed'], 'paid');
  else {
    const paid = await findPaidEntries(tx, dealId);
    await setEntriesStatus(tx, dealId, ['pending', 'confirmed'], 'cancelled');
    await appendEntries(
      tx,
      paid.map((e) => ({
        dealId,
        assId: e.assId,
        kind: e.kind,
        percent: e.percent,
        amount: reversalAmount(e.amount),
        status: 'reversal',
        reversesEntryId: e.entryId,
      })),
      at,
    );
    const lead = await lockLead(tx, deal.leadId);
    if ((lead.status as LeadStatus) === 'booked') {
      await moveLead(tx, lead, 'lost', actor, at, TIMELINE_NOTES.dealCancelled(DEAL_MESSAGES.lostReason), {
        lostReason: DEAL_MESSAGES.lostReason,
      });
    }
  }
  return { from, changed: true };
}

/**
 * `GET /api/associate/earnings`: the associate's totals — pending, confirmed, and paid less
 * reversals — as rupees with 2 decimals (exact sums in paise), and every entry of theirs, newest
 * first (their own shares and their sponsor overrides).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function earningsOf(db: Database, assId: number): Promise<EarningsResponse['data']> {
  const rows = await listAssociateEntryRows(db, assId);
  const entries = rows.map(toEntry);
  return { totals: earningsTotals(entries), entries };
}

/**
 * `GET /api/associate/network`: the associate's direct members (level 1: associates whose
 * `ass_sponsor_id` is the associate's member id, with their mobile) and their members (level 2,
 * without any contact detail), each with name, member id, joining date (India Standard Time,
 * YYYY-MM-DD) and their sponsor's member id; level 1 first, then oldest member first.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function networkOf(db: Database, assId: number): Promise<NetworkResponse['data']> {
  const me = await findLedgerAssociate(db, assId);
  if (!me) return { members: [], level_1_count: 0, level_2_count: 0 };
  const level1 = await listSponsoredRows(db, [me.memberId], [assId]);
  const level2 = await listSponsoredRows(
    db,
    level1.map((m) => m.memberId),
    [assId, ...level1.map((m) => m.assId)],
  );
  const members: NetworkMember[] = [
    ...level1.map((m) => ({
      ass_id: m.assId,
      name: m.name,
      member_id: m.memberId,
      joined_on: istDate(new Date(m.createdAt)),
      level: 1 as const,
      sponsor_member_id: m.sponsorId,
      mobile: m.mobile,
    })),
    ...level2.map((m) => ({
      ass_id: m.assId,
      name: m.name,
      member_id: m.memberId,
      joined_on: istDate(new Date(m.createdAt)),
      level: 2 as const,
      sponsor_member_id: m.sponsorId,
    })),
  ];
  return { members, level_1_count: level1.length, level_2_count: level2.length };
}

import type { BrokerageRules, Deal, DealStatus } from '@realty/contracts/pipeline/brokerage';
import type { Database } from '@realty/db/client';
import { runInTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { applyDealStatus, getDeal, listDeals, readRules, writeRules } from '../brokerage/brokerage.service.ts';
import { assertDealNotInPayoutRun } from '../payouts/payout-runs.service.ts';

/**
 * The back office side of deals and brokerage (docs/product/pipeline.md, "Deals and brokerage";
 * docs/product/back-office.md, "Audit"): staff list deals, confirm them, mark them paid or cancel
 * them, and set the brokerage rules. Every change is written to the audit log with before and
 * after, in the same transaction as the change itself.
 */

/**
 * `GET /api/admin/deals?status=`: deals newest first (at most 500), each with its ledger entries.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function listAdminDeals(db: Database, status: DealStatus | undefined): Promise<Deal[]> {
  return listDeals(db, status);
}

/**
 * `PATCH /api/admin/deals/{dealId}` `{ status }` by staff member `staffId` at `at`: pending →
 * confirmed → paid in order (a pending deal cannot be paid before it is confirmed), or cancelled
 * from any status but cancelled. The deal row is locked while it changes, so two requests at once
 * never write anything twice; asking for the status the deal has already changes nothing and
 * writes no audit entry. A change is audited as `status` on entity `deal` with the status before
 * and after.
 * @returns the deal after the change, and whether anything changed.
 * @throws AppError 404 'Deal not found.'; 409 INVALID_STATE for a change out of order or of a
 *   cancelled deal; 409 (field `status`) to paid or cancelled while a payout run's pending line
 *   holds the deal's earnings (`assertDealNotInPayoutRun`, docs/product/payouts.md).
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export async function changeDealStatus(
  db: Database,
  staffId: number,
  dealId: number,
  status: DealStatus,
  at: Date,
): Promise<{ deal: Deal; changed: boolean }> {
  const { changed } = await runInTransaction(db, async (tx) => {
    // a payout run waiting to pay this deal's earnings decides first (docs/product/payouts.md)
    if (status === 'paid' || status === 'cancelled') await assertDealNotInPayoutRun(tx, dealId);
    const result = await applyDealStatus(tx, dealId, status, { type: 'staff', id: staffId }, at);
    if (result.changed) {
      await recordAudit(tx, {
        staffId,
        action: 'status',
        entity: 'deal',
        entityId: String(dealId),
        before: { status: result.from },
        after: { status },
      });
    }
    return result;
  });
  return { deal: await getDeal(db, dealId), changed };
}

/**
 * `GET /api/admin/brokerage-rules`: the four percentages of the company brokerage and when they
 * were last saved.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function getBrokerageRules(db: Database): Promise<BrokerageRules> {
  return readRules(db);
}

/**
 * `PUT /api/admin/brokerage-rules`: saves the four percentages (text with 2 decimals) as staff
 * member `staffId` at `at`, audited as `update` on entity `brokerage-rules` with the rules before
 * and after. Ledger entries already written keep their percentages and amounts; only deals
 * recorded afterwards use the new rules.
 * @see docs/product/pipeline.md ("Deals and brokerage")
 */
export function saveBrokerageRules(
  db: Database,
  staffId: number,
  rules: Pick<BrokerageRules, 'free_share_percent' | 'pro_share_percent' | 'sponsor_level_1_percent' | 'sponsor_level_2_percent'>,
  at: Date,
): Promise<BrokerageRules> {
  return runInTransaction(db, async (tx) => {
    const before = await readRules(tx, true);
    const after = await writeRules(tx, rules, staffId, at);
    await recordAudit(tx, { staffId, action: 'update', entity: 'brokerage-rules', entityId: '1', before, after });
    return after;
  });
}

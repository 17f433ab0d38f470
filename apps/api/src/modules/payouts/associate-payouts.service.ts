import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type AssociatePayout, PAYOUT_MESSAGES, type PayoutLine } from '@realty/contracts/payouts/payouts';
import type { Database } from '@realty/db/client';
import { AppError, notFound } from '../../lib/app-error.ts';
import { renderPayoutAdvicePdf } from './payout-advice-pdf.ts';
import { entriesByLine, lineOut, type PayoutDeps, paymentReference } from './payout-wire.ts';
import { findLineRow, listAssociateLineRows } from './payouts.repository.ts';

/**
 * What an associate sees of their payouts (docs/product/payouts.md, "What associates see"): their
 * lines of approved runs, newest first, and the payout advice PDF of one of them, never another's.
 */

/** A stored line as its associate sees it. */
export function associatePayoutOut(line: PayoutLine): AssociatePayout {
  return {
    payout_id: line.line_id,
    status: line.status,
    credited_on: line.credited_on,
    financial_year: line.financial_year,
    gross: line.gross,
    tds: line.tds,
    net: line.net,
    reference: line.reference,
    paid_at: line.paid_at,
    failed_reason: line.failed_reason,
    bank: line.bank,
    entries: line.entries,
  };
}

/**
 * `GET /api/associate/payouts`: associate `assId`'s payouts (their lines of approved runs), newest
 * first, with gross, TDS (rate, section, how it was worked), net, reference and entries.
 * @see docs/product/payouts.md ("What associates see")
 */
export async function listMyPayouts(db: Database, assId: number): Promise<AssociatePayout[]> {
  const rows = await listAssociateLineRows(db, assId);
  const entries = await entriesByLine(
    db,
    rows.map((r) => r.lineId),
  );
  return rows.map((r) => associatePayoutOut(lineOut(r, entries.get(r.lineId) ?? [])));
}

/**
 * The payout advice PDF of payout `payoutId` for associate `assId`, and its file name
 * (`payout-advice-34.pdf`).
 * @throws AppError 404 `payoutNotFound` (unknown, or in a run not approved); 403 NOT_OWNER for another associate's payout.
 * @see docs/product/payouts.md ("Payout advice")
 */
export async function payoutAdvicePdf(deps: PayoutDeps, payoutId: number, assId: number): Promise<{ pdf: Buffer; fileName: string }> {
  const rows = await listAssociateLineRows(deps.db, assId);
  const row = rows.find((r) => r.lineId === payoutId);
  if (!row) {
    const other = await findOtherOwner(deps.db, payoutId);
    if (other !== undefined && other !== assId) {
      throw new AppError(403, PAYOUT_MESSAGES.payoutNotOwner, { code: ERROR_CODES.NOT_OWNER });
    }
    throw notFound(PAYOUT_MESSAGES.payoutNotFound);
  }
  const entries = await entriesByLine(deps.db, [payoutId]);
  const line = lineOut(row, entries.get(payoutId) ?? []);
  const pdf = await renderPayoutAdvicePdf({
    company: { legalName: deps.env.BUSINESS_LEGAL_NAME, address: deps.env.BUSINESS_ADDRESS, gstin: deps.env.BUSINESS_GSTIN },
    payout: line,
    paymentReference: paymentReference(line.run_id, line.line_id),
  });
  return { pdf, fileName: `payout-advice-${payoutId}.pdf` };
}

/** The associate of the line `lineId` in an approved run, or undefined. */
export async function findOtherOwner(db: Database, lineId: number): Promise<number | undefined> {
  const row = await findLineRow(db, lineId);
  return row && row.runStatus === 'approved' ? row.assId : undefined;
}

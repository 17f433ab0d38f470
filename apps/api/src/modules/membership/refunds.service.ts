import { indiaDateText } from '@realty/contracts/common/dates';
import { MEMBERSHIP_MESSAGES, type MembershipOrder } from '@realty/contracts/membership/orders';
import { REFUND_MESSAGES, type RefundRequest } from '@realty/contracts/membership/refunds';
import type { Database } from '@realty/db/client';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { normaliseRupees, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';
import { takeDocumentNumber } from './invoices/document-series.ts';
import type { InvoiceDocument } from './invoices/invoice-document.ts';
import {
  type CreditNoteRow,
  claimRefund,
  findCreditNoteOfOrder,
  findInvoiceOfOrder,
  findMember,
  findOrder,
  insertCreditNote,
  type MemberRow,
  type OrderRow,
  releaseRefund,
  setMemberProEnd,
  updateOrder,
} from './membership.repository.ts';
import { type MembershipDeps, viewOf } from './membership.service.ts';

/**
 * Refunds of Pro purchases (docs/product/payments.md, "Refunds and credit notes"; CGST Act s. 34,
 * CGST Rules 2017, rule 53). A refund is whole: the order's total goes back (through Razorpay's
 * refund API when it was paid there; by the business's own transfer for UPI), a credit note in its
 * own gap-free series (`CN/26-27/000001`) is issued against the invoice, and the Pro period the
 * payment bought ends unless staff choose otherwise. Invoices are never edited or deleted.
 */

/** The reason written when Razorpay reports a refund made outside the back office (on its dashboard). */
export const GATEWAY_REFUND_REASON = 'Refunded through Razorpay.';

/** Who refunds: a staff member, or Razorpay's report of a refund made on its dashboard (null). */
type Refunder = { staffId: number | null; reason: string; endPro: boolean; providerRefundId: string | null; processed: boolean };

/** What a refund did: whether this call refunded (false: refunded already), the order, its credit note and whether Pro ended. */
export type RefundOutcome = { refunded: boolean; order: OrderRow; creditNote: CreditNoteRow | undefined; proEnded: boolean };

/**
 * The end of the associate's Pro once the period order `order` bought is taken away at `now`:
 * the part of that period not yet used (from the later of its start and `now` to its end) comes
 * off the associate's end; null when nothing is left (Free from now). A period used up already,
 * or Pro granted by staff without an end, is left as it is.
 */
export function proEndAfterRefund(member: Pick<MemberRow, 'plan' | 'proUntil'>, order: Pick<OrderRow, 'proFrom' | 'proUntil'>, now: Date) {
  if (member.plan !== 'pro' || !member.proUntil || !order.proFrom || !order.proUntil) return member.proUntil;
  const unusedFrom = Math.max(order.proFrom.getTime(), now.getTime());
  const unusedMs = order.proUntil.getTime() - unusedFrom;
  if (unusedMs <= 0) return member.proUntil;
  const end = member.proUntil.getTime() - unusedMs;
  return end > now.getTime() ? new Date(end) : null;
}

/** The credit note's document: the invoice's parties, lines and amounts, with its own number, day, the invoice it is against and the reason. */
function creditNoteDocument(invoice: InvoiceDocument, number: string, issuedOn: string, reason: string): InvoiceDocument {
  return { ...invoice, kind: 'credit_note', number, issuedOn, refersTo: { number: invoice.number, issuedOn: invoice.issuedOn }, reason };
}

/**
 * Records the refund of paid order `orderId` at `at` in one transaction: the credit note (its
 * number taken last from the financial year's `CN` series), the order marked `refunded`, the
 * associate's Pro shortened or ended ({@link proEndAfterRefund}) when `by.endPro`, and an audit
 * entry. An order refunded already changes nothing (`refunded` false).
 * @throws AppError 404 for an unknown order; 409 `notRefundable` when it is not paid.
 */
async function recordRefund(db: Database, orderId: number, at: Date, by: Refunder): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
    if (order.status === 'refunded') {
      return { refunded: false, order, creditNote: await findCreditNoteOfOrder(tx, orderId), proEnded: false };
    }
    if (order.status !== 'paid') throw conflict(REFUND_MESSAGES.notRefundable);
    const member = await findMember(tx, order.assId, true);
    const invoice = await findInvoiceOfOrder(tx, orderId);
    if (!member || !invoice) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
    const proUntil = by.endPro ? proEndAfterRefund(member, order, at) : member.proUntil;
    const proChanged = proUntil !== member.proUntil;
    if (proChanged) await setMemberProEnd(tx, member.assId, proUntil);
    const refunded = await updateOrder(tx, orderId, {
      status: 'refunded',
      refundStatus: by.processed ? 'processed' : 'pending',
      refundedAt: at,
      refundedBy: by.staffId,
      refundReason: by.reason,
      providerRefundId: by.providerRefundId,
    });
    await recordAudit(tx, {
      staffId: by.staffId,
      action: 'membership_refunded',
      entity: 'membership_order',
      entityId: String(orderId),
      before: { status: order.status, plan: member.plan, pro_until: member.proUntil?.toISOString() ?? null },
      after: {
        status: 'refunded',
        reason: by.reason,
        total: normaliseRupees(order.total),
        plan: proChanged && proUntil === null ? 'free' : member.plan,
        pro_until: proUntil?.toISOString() ?? null,
        provider_refund_id: by.providerRefundId,
      },
    });
    const { documentNumber, financialYear } = await takeDocumentNumber(tx, 'CN', at);
    const creditNote = await insertCreditNote(tx, {
      creditNoteNumber: documentNumber,
      financialYear: financialYear.short,
      invoiceId: invoice.invoiceId,
      orderId,
      assId: member.assId,
      issuedAt: at,
      reason: by.reason,
      buyerName: invoice.buyerName,
      buyerStateCode: invoice.buyerStateCode,
      taxableValue: invoice.taxableValue,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      document: creditNoteDocument(invoice.document as InvoiceDocument, documentNumber, indiaDateText(at), by.reason),
    });
    return { refunded: true, order: refunded, creditNote, proEnded: proChanged && proUntil === null };
  });
}

/** Tells the associate of the refund (SMS, push), when `done` refunded their order. */
async function tellRefunded(deps: MembershipDeps, done: RefundOutcome): Promise<void> {
  if (!done.refunded || !done.creditNote) return;
  await notify(
    deps.jobs,
    localisedNotification(
      { type: 'associate', id: done.order.assId },
      {
        kind: 'paymentRefunded',
        total: normaliseRupees(done.order.total),
        creditNoteNumber: done.creditNote.creditNoteNumber,
        proEnded: done.proEnded,
      },
      '/associatedashboard',
    ),
  );
}

/** The order's view with its invoice and credit note (read when `creditNote` is not given). */
async function refundedView(deps: MembershipDeps, order: OrderRow, creditNote?: CreditNoteRow): Promise<MembershipOrder> {
  const [invoice, note] = await Promise.all([
    findInvoiceOfOrder(deps.db, order.orderId),
    creditNote ?? findCreditNoteOfOrder(deps.db, order.orderId),
  ]);
  return viewOf(deps, order, invoice ?? null, note);
}

/**
 * Staff refund paid order `orderId` (`POST /api/admin/membership/orders/{orderId}/refund`
 * `{ reason, end_pro? }`): claims the order (two refunds at once make one), asks Razorpay to
 * refund the whole payment when it was paid there (the refund is then `pending` until Razorpay's
 * `refund.processed`), then {@link recordRefund} and tells the associate. Refunding a refunded
 * order changes nothing and answers it as it is (`refunded` false).
 * @throws AppError 404 for an unknown order; 409 `notRefundable` unless it is paid, 409
 *   `noGatewayPayment` for a Razorpay order whose payment id is unknown, 409
 *   `refundInProgress` while another refund of it runs; 502 `gatewayRefused` when Razorpay
 *   refuses or cannot be reached (nothing changes).
 */
export async function refundOrder(
  deps: MembershipDeps,
  staffId: number,
  orderId: number,
  body: RefundRequest,
): Promise<{ refunded: boolean; order: MembershipOrder }> {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
  if (order.status === 'refunded') return { refunded: false, order: await refundedView(deps, order) };
  if (order.status !== 'paid') throw conflict(REFUND_MESSAGES.notRefundable);
  // (money taken by Razorpay goes back only through Razorpay)
  if (order.provider === 'razorpay' && !order.providerPaymentId) throw conflict(REFUND_MESSAGES.noGatewayPayment);
  if (!(await claimRefund(deps.db, orderId, deps.now()))) {
    const now = await findOrder(deps.db, orderId);
    if (now?.status === 'refunded') return { refunded: false, order: await refundedView(deps, now) };
    throw conflict(REFUND_MESSAGES.refundInProgress);
  }
  let gatewayRefund: { id: string; status: 'pending' | 'processed' } | null = null;
  if (order.provider === 'razorpay' && order.providerPaymentId !== null) {
    try {
      if (deps.payments.name !== 'razorpay') throw new Error('Razorpay is not configured');
      gatewayRefund = await deps.payments.refund({
        paymentId: order.providerPaymentId,
        amountPaise: Number(rupeesToPaise(order.total)),
        notes: { order_id: String(orderId), reason: body.reason.slice(0, 250) },
      });
    } catch {
      await releaseRefund(deps.db, orderId);
      throw new AppError(502, REFUND_MESSAGES.gatewayRefused);
    }
  }
  let done: RefundOutcome;
  try {
    done = await recordRefund(deps.db, orderId, deps.now(), {
      staffId,
      reason: body.reason,
      endPro: body.end_pro !== false,
      providerRefundId: gatewayRefund?.id ?? null,
      // (a UPI payment is returned by the business's own transfer before staff record it)
      processed: gatewayRefund === null || gatewayRefund.status === 'processed',
    });
  } catch (error) {
    // (nothing was refunded anywhere: the claim is given up; after a gateway refund it stays, and
    // Razorpay's refund.processed records the refund)
    if (gatewayRefund === null) await releaseRefund(deps.db, orderId);
    throw error;
  }
  await tellRefunded(deps, done);
  return { refunded: done.refunded, order: await refundedView(deps, done.order, done.creditNote) };
}

/**
 * Razorpay's `refund.processed` for a refund of `amountPaise` of payment `paymentId` (refund id
 * `refundId`): a refund made in the back office is marked processed; a whole refund made on
 * Razorpay's dashboard of an order still paid is recorded as a refund (credit note, Pro ended,
 * the associate told). A part refund is acknowledged and changes nothing (staff refund whole
 * orders). Replays change nothing.
 * @returns whether the order changed.
 */
export async function applyGatewayRefund(
  deps: MembershipDeps,
  order: OrderRow,
  refundId: string,
  amountPaise: number,
): Promise<{ changed: boolean }> {
  if (order.status === 'refunded') {
    if (order.refundStatus === 'processed' || (order.providerRefundId !== null && order.providerRefundId !== refundId)) {
      return { changed: false };
    }
    await updateOrder(deps.db, order.orderId, { refundStatus: 'processed', providerRefundId: refundId });
    return { changed: true };
  }
  if (order.status !== 'paid' || amountPaise !== Number(rupeesToPaise(order.total))) return { changed: false };
  const done = await recordRefund(deps.db, order.orderId, deps.now(), {
    staffId: null,
    reason: GATEWAY_REFUND_REASON,
    endPro: true,
    providerRefundId: refundId,
    processed: true,
  });
  await tellRefunded(deps, done);
  return { changed: done.refunded };
}

import { indiaDateText } from '@realty/contracts/common/dates';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { GST_STATES, type GstState, gstStateOf } from '@realty/contracts/membership/gst-states';
import {
  type CreateOrderRequest,
  MEMBERSHIP_MESSAGES,
  type MembershipOrder,
  type MyMembershipResponse,
} from '@realty/contracts/membership/orders';
import type { Database } from '@realty/db/client';
import QRCode from 'qrcode';
import type { Env } from '../../config/env.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { violatedUniqueIndex } from '../../lib/unique-violation.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { normaliseRupees, rupeesToPaise } from '../brokerage/ledger-math.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';
import { getSetting, saveSetting } from '../site-settings/site-settings.service.ts';
import { takeDocumentNumber } from './invoices/document-series.ts';
import type { InvoiceDocument } from './invoices/invoice-document.ts';
import {
  findInvoiceOfOrder,
  findMember,
  findOpenOrder,
  findOrder,
  findOrderByUtr,
  type InvoiceRow,
  insertInvoice,
  insertOrder,
  type MemberRow,
  type OrderRow,
  saveMemberState,
  setMemberPro,
  updateOrder,
} from './membership.repository.ts';
import { amountInWords } from './tax/amount-in-words.ts';
import { gstOf } from './tax/gst.ts';

/**
 * Associates buying Pro (docs/product/payments.md): the price and its GST, orders, payment by UPI
 * with a UTR that staff confirm, and the activation that makes the associate Pro for 12 calendar
 * months and issues the tax invoice, in one transaction.
 */

/** The site setting holding the Pro price (rupees, GST exclusive). */
export const PRO_PRICE_SETTING = 'membership.pro_price';
/** The Pro price before staff set one: ₹1,000.00 a year, GST exclusive. */
export const DEFAULT_PRO_PRICE = '1000.00';
/** Months a payment buys. */
export const PRO_MONTHS = 12;
/** "Renew" is offered within this many days of Pro's end. */
export const RENEW_WITHIN_DAYS = 30;
/** The plan as invoices describe it, in English and Hindi. */
export const PRO_DESCRIPTION = { en: 'Pro membership, 12 months', hi: 'प्रो सदस्यता, 12 महीने' } as const;

/** What the membership service needs: the database, settings, the job queue (notifications), the payment provider and the clock. */
export type MembershipDeps = { db: Database; env: Env; jobs: JobQueue; payments: PaymentProvider; now: () => Date };

/** The price a stored setting holds (`{ pro_price: "1500.00" }`), else the default. */
const storedPrice = (value: unknown): string => {
  const price = (value as { pro_price?: unknown } | null)?.pro_price;
  return typeof price === 'string' ? normaliseRupees(price) : DEFAULT_PRO_PRICE;
};

/** The Pro price now (rupees text with two places). */
export async function proPrice(db: Database): Promise<string> {
  return storedPrice((await getSetting(db, PRO_PRICE_SETTING))?.value);
}

/** The business's state (validated at start). */
export function businessState(env: Env): GstState {
  return gstStateOf(env.BUSINESS_STATE) as GstState;
}

/** The state of a stored GST code, if known. */
const stateOfCode = (code: string | null | undefined): GstState | undefined => GST_STATES.find((s) => s.code === code);

/** `at` plus `months` calendar months, the day clamped to the month's last (31 Jan + 1 month = 28 or 29 Feb), the time kept (UTC). */
export function addCalendarMonths(at: Date, months: number): Date {
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  target.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
  return target;
}

/** The `upi://pay` link of an order (NPCI's UPI linking specification: pa, pn, am, cu, tn). */
export function upiLink(env: Env, order: Pick<OrderRow, 'orderId' | 'total'>): string {
  const params = new URLSearchParams({
    pa: env.BUSINESS_UPI_ID,
    pn: env.BUSINESS_LEGAL_NAME,
    am: normaliseRupees(order.total),
    cu: 'INR',
    tn: String(order.orderId),
  });
  // (URLSearchParams writes spaces as '+'; UPI apps read %20)
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}

/** Rupees text → integer paise. */
const paiseOf = (rupees: string): number => Number(rupeesToPaise(rupees));

/**
 * An order as the wire shows it; the checkout (UPI link and QR code) while it is open, and
 * Razorpay's checkout for an open order through Razorpay (`keyId`, the public key); with
 * `options.checkout` false (staff lists) no checkout, and so no QR code, is drawn. A refunded
 * order shows its refund with `options.creditNote`, its credit note.
 */
export async function orderView(
  env: Env,
  order: OrderRow,
  invoice: Pick<InvoiceRow, 'invoiceId' | 'invoiceNumber'> | null = null,
  keyId?: string,
  options: { checkout?: boolean; creditNote?: { creditNoteId: number; creditNoteNumber: string } | undefined } = {},
): Promise<MembershipOrder> {
  const state = stateOfCode(order.placeOfSupply);
  const link = upiLink(env, order);
  return {
    order_id: order.orderId,
    status: order.status,
    amount: normaliseRupees(order.total),
    currency: 'INR',
    taxable_value: normaliseRupees(order.taxableValue),
    tax: { cgst: normaliseRupees(order.cgst), sgst: normaliseRupees(order.sgst), igst: normaliseRupees(order.igst) },
    total: normaliseRupees(order.total),
    place_of_supply: { code: order.placeOfSupply, name: state?.name ?? order.placeOfSupply },
    provider: order.provider,
    // (`checkout: false`, staff lists: no QR code drawn per listed order)
    checkout:
      options.checkout !== false && (order.status === 'open' || order.status === 'to_verify')
        ? {
            upi_id: env.BUSINESS_UPI_ID,
            payee_name: env.BUSINESS_LEGAL_NAME,
            upi_link: link,
            qr_svg: await QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
          }
        : null,
    razorpay:
      order.provider === 'razorpay' && order.status === 'open' && order.providerOrderId && keyId
        ? {
            key_id: keyId,
            order_id: order.providerOrderId,
            amount_paise: paiseOf(order.total),
            currency: 'INR',
            name: env.BUSINESS_LEGAL_NAME,
            description: PRO_DESCRIPTION.en,
          }
        : null,
    utr: order.utr,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    pro_from: order.proFrom?.toISOString() ?? null,
    pro_until: order.proUntil?.toISOString() ?? null,
    decision_note: order.decisionNote,
    invoice_id: invoice?.invoiceId ?? null,
    invoice_number: invoice?.invoiceNumber ?? null,
    refund:
      order.status === 'refunded' && order.refundedAt
        ? {
            reason: order.refundReason ?? '',
            refunded_at: order.refundedAt.toISOString(),
            status: order.refundStatus === 'processed' ? 'processed' : 'pending',
            credit_note_id: options.creditNote?.creditNoteId ?? null,
            credit_note_number: options.creditNote?.creditNoteNumber ?? null,
          }
        : null,
  };
}

/** The public key of Razorpay's checkout, when orders go through Razorpay. */
const keyIdOf = (deps: Pick<MembershipDeps, 'payments'>) => (deps.payments.name === 'razorpay' ? deps.payments.keyId : undefined);

/** An order's view with the deps' Razorpay key (and a refunded order's credit note). */
export const viewOf = (
  deps: Pick<MembershipDeps, 'env' | 'payments'>,
  order: OrderRow,
  invoice: Pick<InvoiceRow, 'invoiceId' | 'invoiceNumber'> | null = null,
  creditNote?: { creditNoteId: number; creditNoteNumber: string },
) => orderView(deps.env, order, invoice, keyIdOf(deps), { creditNote });

/**
 * Makes sure an open order through Razorpay has its Razorpay order (created once, with our order
 * id as `receipt` and the total in paise).
 * @throws AppError 502 `gatewayFailed` when Razorpay refuses or cannot be reached (the order stays open; the next request tries again).
 */
async function withGatewayOrder(deps: MembershipDeps, order: OrderRow): Promise<OrderRow> {
  if (deps.payments.name !== 'razorpay' || order.provider !== 'razorpay' || order.status !== 'open' || order.providerOrderId) return order;
  try {
    const created = await deps.payments.createOrder({
      receipt: String(order.orderId),
      amountPaise: paiseOf(order.total),
      notes: { ass_id: String(order.assId), plan: 'pro' },
    });
    return await updateOrder(deps.db, order.orderId, { providerOrderId: created.id });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(502, MEMBERSHIP_MESSAGES.gatewayFailed);
  }
}

/** Whether `member` is Pro at `at` (a Pro plan without an end date, granted by staff, counts). */
const isPro = (member: MemberRow, at: Date) => member.plan === 'pro' && (member.proUntil === null || member.proUntil > at);

/**
 * `GET /api/associate/membership`: the associate's plan, until when Pro runs, whether "Renew" is
 * offered (Pro ends within 30 days), their GST state, the price, and the order open if any.
 * @throws AppError 404 when the associate is gone.
 */
export async function getMyMembership(deps: MembershipDeps, assId: number): Promise<MyMembershipResponse> {
  const member = await findMember(deps.db, assId);
  if (!member) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
  const now = deps.now();
  const open = await findOpenOrder(deps.db, assId);
  const pro = isPro(member, now);
  const state = stateOfCode(member.stateCode);
  return {
    success: true,
    data: {
      plan: pro ? 'pro' : 'free',
      pro_until: pro ? (member.proUntil?.toISOString() ?? null) : null,
      renewable: !pro || (member.proUntil !== null && member.proUntil.getTime() - now.getTime() <= RENEW_WITHIN_DAYS * 86_400_000),
      state: state ? { code: state.code, name: state.name } : null,
      price: { taxable_value: await proPrice(deps.db) },
      open_order: open ? await viewOf(deps, open) : null,
    },
  };
}

/**
 * `POST /api/associate/membership/orders`: starts a purchase of Pro at today's price, GST by the
 * place of supply: `body.state` (then kept on the profile) or the profile's state. The order open
 * already is returned instead of a second one (`created` false).
 * @throws AppError 400 naming `state` when it is not a state or union territory, or when neither
 *   the body nor the profile has one; 404 when the associate is gone.
 */
export async function createOrder(
  deps: MembershipDeps,
  assId: number,
  body: CreateOrderRequest,
): Promise<{ created: boolean; order: MembershipOrder }> {
  const member = await findMember(deps.db, assId);
  if (!member) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
  let state: GstState | undefined;
  if (body.state !== undefined && body.state !== '') {
    state = gstStateOf(body.state);
    if (!state) throw badRequest(MEMBERSHIP_MESSAGES.stateInvalid, 'state');
    if (member.stateCode !== state.code) await saveMemberState(deps.db, assId, state.code);
  } else {
    state = stateOfCode(member.stateCode);
    if (!state) throw badRequest(MEMBERSHIP_MESSAGES.stateRequired, 'state');
  }
  const open = await findOpenOrder(deps.db, assId);
  if (open) return { created: false, order: await viewOf(deps, await withGatewayOrder(deps, open)) };
  const tax = gstOf(await proPrice(deps.db), state, businessState(deps.env));
  const inserted = await insertOrder(deps.db, {
    assId,
    status: 'open',
    taxableValue: tax.taxableValue,
    cgst: tax.cgst,
    sgst: tax.sgst,
    igst: tax.igst,
    total: tax.total,
    placeOfSupply: state.code,
    provider: deps.payments.name,
    createdAt: deps.now(),
  });
  if (inserted) return { created: true, order: await viewOf(deps, await withGatewayOrder(deps, inserted)) };
  // (another request opened one at the same moment)
  const raced = await findOpenOrder(deps.db, assId);
  if (!raced) throw new Error('membership order neither inserted nor found');
  return { created: false, order: await viewOf(deps, raced) };
}

/** The order `orderId` of associate `assId`. @throws AppError 404 for an unknown order, 403 NOT_OWNER for another associate's. */
async function ownOrder(db: Database, assId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
  if (order.assId !== assId) throw new AppError(403, MEMBERSHIP_MESSAGES.notOwner, { code: ERROR_CODES.NOT_OWNER });
  return order;
}

/**
 * `POST /api/associate/membership/orders/{orderId}/utr` `{ utr }`: the associate gives the UTR of
 * their UPI payment; the order waits for staff (`to_verify`). Giving it again (or correcting it)
 * while staff have not decided is allowed.
 * @throws AppError 404/403 (NOT_OWNER) as {@link ownOrder}; 409 `notWaitingForPayment` when the
 *   order is paid or rejected; 409 naming `utr` when another order has that UTR.
 */
export async function submitUtr(deps: MembershipDeps, assId: number, orderId: number, utr: string): Promise<MembershipOrder> {
  const order = await ownOrder(deps.db, assId, orderId);
  if (order.status !== 'open' && order.status !== 'to_verify') throw conflict(MEMBERSHIP_MESSAGES.notWaitingForPayment);
  const other = await findOrderByUtr(deps.db, utr);
  if (other && other.orderId !== orderId) throw conflict(MEMBERSHIP_MESSAGES.utrTaken, 'utr');
  try {
    const updated = await updateOrder(deps.db, orderId, { status: 'to_verify', utr, utrAt: deps.now() });
    return viewOf(deps, updated);
  } catch (error) {
    if (violatedUniqueIndex(error) !== null) throw conflict(MEMBERSHIP_MESSAGES.utrTaken, 'utr');
    throw error;
  }
}

/** Who activates an order: a staff member confirming a UPI payment, or the payment provider (null). */
export type Activator = { staffId: number | null; note?: string | undefined; providerPaymentId?: string | undefined };

/**
 * Marks order `orderId` paid at `at` and makes its associate Pro: from `at`, or from the end of a
 * Pro period still running (renewing early), for 12 calendar months; writes an audit entry; and
 * issues the tax invoice (its number from the financial year's gap-free series), all in one
 * transaction. An order paid already changes nothing (`activated` false): confirming twice, or a
 * webhook after the confirmation, is harmless.
 * @throws AppError 404 for an unknown order; 409 `notWaitingForPayment` for a rejected one.
 * @see docs/product/payments.md ("Buying Pro", "Tax invoices"); CGST Rules 2017, rule 46
 */
export async function activateOrder(
  deps: Pick<MembershipDeps, 'db' | 'env'>,
  orderId: number,
  at: Date,
  by: Activator,
): Promise<{ activated: boolean; order: OrderRow; invoice: InvoiceRow | undefined; member: MemberRow }> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
    const member = await findMember(tx, order.assId, true);
    if (!member) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
    // (paid already, or paid and refunded since: a late confirmation or webhook changes nothing)
    if (order.status === 'paid' || order.status === 'refunded') {
      return { activated: false, order, invoice: await findInvoiceOfOrder(tx, orderId), member };
    }
    if (order.status === 'rejected') throw conflict(MEMBERSHIP_MESSAGES.notWaitingForPayment);
    const from = member.plan === 'pro' && member.proUntil && member.proUntil > at ? member.proUntil : at;
    const until = addCalendarMonths(from, PRO_MONTHS);
    const paid = await updateOrder(tx, orderId, {
      status: 'paid',
      paidAt: at,
      proFrom: from,
      proUntil: until,
      decidedBy: by.staffId,
      decidedAt: by.staffId === null ? null : at,
      decisionNote: by.note ?? null,
      ...(by.providerPaymentId ? { providerPaymentId: by.providerPaymentId } : {}),
    });
    await setMemberPro(tx, member.assId, until);
    await recordAudit(tx, {
      staffId: by.staffId,
      action: 'membership_paid',
      entity: 'associate',
      entityId: String(member.assId),
      before: { plan: member.plan, pro_until: member.proUntil?.toISOString() ?? null },
      after: { plan: 'pro', pro_until: until.toISOString(), order_id: orderId, total: normaliseRupees(order.total) },
    });
    const invoice = await issueInvoice(tx, deps.env, paid, member, at);
    return { activated: true, order: paid, invoice, member: { ...member, plan: 'pro', proUntil: until } };
  });
}

/** Writes the tax invoice of paid order `order` at `at`, its number taken last in the transaction. */
async function issueInvoice(tx: Database, env: Env, order: OrderRow, member: MemberRow, at: Date): Promise<InvoiceRow> {
  const seller = businessState(env);
  const buyer = stateOfCode(order.placeOfSupply) as GstState;
  const tax = gstOf(order.taxableValue, buyer, seller);
  const issuedOn = indiaDateText(at);
  const { documentNumber, financialYear } = await takeDocumentNumber(tx, 'KR', at);
  const document: InvoiceDocument = {
    kind: 'invoice',
    number: documentNumber,
    issuedOn,
    seller: {
      legalName: env.BUSINESS_LEGAL_NAME,
      address: env.BUSINESS_ADDRESS,
      gstin: env.BUSINESS_GSTIN,
      stateCode: seller.code,
      stateName: seller.name,
    },
    buyer: {
      name: member.name,
      memberId: member.memberId,
      address: member.address ?? '',
      stateCode: buyer.code,
      stateName: buyer.name,
      gstin: null,
    },
    placeOfSupply: { code: buyer.code, name: buyer.name },
    lines: [
      { description: PRO_DESCRIPTION.en, descriptionHi: PRO_DESCRIPTION.hi, sac: env.MEMBERSHIP_SAC, taxableValue: tax.taxableValue },
    ],
    taxableValue: tax.taxableValue,
    cgst: { rate: tax.rates.cgst, amount: tax.cgst },
    sgst: { rate: tax.rates.sgst, amount: tax.sgst },
    igst: { rate: tax.rates.igst, amount: tax.igst },
    total: tax.total,
    totalInWords: amountInWords(tax.total),
  };
  return insertInvoice(tx, {
    invoiceNumber: documentNumber,
    financialYear: financialYear.short,
    orderId: order.orderId,
    assId: member.assId,
    issuedAt: at,
    buyerName: member.name,
    buyerStateCode: buyer.code,
    taxableValue: tax.taxableValue,
    cgst: tax.cgst,
    sgst: tax.sgst,
    igst: tax.igst,
    total: tax.total,
    document,
  });
}

/**
 * Staff confirm the UPI payment of order `orderId` (`POST /api/admin/membership/orders/{orderId}/confirm`):
 * {@link activateOrder}, then the associate is told by SMS (and push) with the invoice number.
 * Confirming twice changes nothing.
 * @throws AppError 404 for an unknown order; 409 `notWaitingForStaff` for an order without a UTR
 *   or rejected.
 */
export async function confirmOrder(deps: MembershipDeps, staffId: number, orderId: number, note: string | undefined) {
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
  if (order.status !== 'to_verify' && order.status !== 'paid') throw conflict(MEMBERSHIP_MESSAGES.notWaitingForStaff);
  const done = await activateOrder(deps, orderId, deps.now(), { staffId, note });
  await tellActivated(deps, done);
  return viewOf(deps, done.order, done.invoice ?? null);
}

/** Tells the associate they are Pro (SMS, push), when `done` activated their order. */
export async function tellActivated(deps: MembershipDeps, done: Awaited<ReturnType<typeof activateOrder>>): Promise<void> {
  if (!done.activated || !done.invoice || !done.member.proUntil) return;
  await notify(
    deps.jobs,
    localisedNotification(
      { type: 'associate', id: done.member.assId },
      { kind: 'proActivated', endsAt: done.member.proUntil.toISOString(), invoiceNumber: done.invoice.invoiceNumber },
      '/associatedashboard',
    ),
  );
}

/**
 * `POST /api/associate/membership/orders/{orderId}/verify`: the page hands over what Razorpay's
 * checkout answered after a payment; a valid signature (HMAC-SHA256 of `order_id|payment_id` with
 * the key secret) for this order's Razorpay order activates it. Whichever of this and the webhook
 * arrives first activates; the other changes nothing.
 * @throws AppError 404/403 (NOT_OWNER) as {@link ownOrder}; 409 `notRazorpayOrder` for another
 *   provider's order; 400 naming `razorpay_signature` when the signature or order do not match.
 */
export async function verifyRazorpayPayment(
  deps: MembershipDeps,
  assId: number,
  orderId: number,
  body: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
): Promise<MembershipOrder> {
  const order = await ownOrder(deps.db, assId, orderId);
  if (deps.payments.name !== 'razorpay' || order.provider !== 'razorpay') throw conflict(MEMBERSHIP_MESSAGES.notRazorpayOrder);
  const valid =
    order.providerOrderId === body.razorpay_order_id &&
    deps.payments.verifyPayment({
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
  if (!valid) throw badRequest(MEMBERSHIP_MESSAGES.signatureInvalid, 'razorpay_signature');
  const done = await activateOrder(deps, orderId, deps.now(), { staffId: null, providerPaymentId: body.razorpay_payment_id });
  await tellActivated(deps, done);
  return viewOf(deps, done.order, done.invoice ?? null);
}

/**
 * Staff reject the UPI payment of order `orderId` with `note` (the associate reads it): the order
 * is closed (the associate may start a new one) and the associate told.
 * @throws AppError 400 naming `note` when it is empty; 404; 409 `notWaitingForStaff` unless the order waits for staff.
 */
export async function rejectOrder(deps: MembershipDeps, staffId: number, orderId: number, note: string | undefined) {
  if (!note) throw badRequest(MEMBERSHIP_MESSAGES.noteRequired, 'note');
  const order = await findOrder(deps.db, orderId);
  if (!order) throw notFound(MEMBERSHIP_MESSAGES.orderNotFound);
  if (order.status !== 'to_verify') throw conflict(MEMBERSHIP_MESSAGES.notWaitingForStaff);
  const at = deps.now();
  const rejected = await deps.db.transaction(async (tx) => {
    const locked = await findOrder(tx, orderId, true);
    if (locked?.status !== 'to_verify') throw conflict(MEMBERSHIP_MESSAGES.notWaitingForStaff);
    const row = await updateOrder(tx, orderId, { status: 'rejected', decidedBy: staffId, decidedAt: at, decisionNote: note });
    await recordAudit(tx, {
      staffId,
      action: 'membership_payment_rejected',
      entity: 'membership_order',
      entityId: String(orderId),
      before: { status: locked.status, utr: locked.utr },
      after: { status: 'rejected', note },
    });
    return row;
  });
  await notify(
    deps.jobs,
    localisedNotification({ type: 'associate', id: rejected.assId }, { kind: 'paymentRejected', note }, '/associatedashboard'),
  );
  return viewOf(deps, rejected);
}

/**
 * Saves the Pro price (`PUT /api/admin/membership/settings`, admin only), audited with the price
 * before and after. Orders already open keep the price they were quoted.
 */
export async function saveProPrice(deps: MembershipDeps, staffId: number, price: string): Promise<string> {
  const value = normaliseRupees(price);
  await deps.db.transaction(async (tx) => {
    const before = await getSetting(tx, PRO_PRICE_SETTING, true);
    await saveSetting(tx, PRO_PRICE_SETTING, { pro_price: value }, staffId, deps.now());
    await recordAudit(tx, {
      staffId,
      action: 'set_pro_price',
      entity: 'setting',
      entityId: PRO_PRICE_SETTING,
      before: { pro_price: storedPrice(before?.value) },
      after: { pro_price: value },
    });
  });
  return value;
}

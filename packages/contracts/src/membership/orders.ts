import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { multiLineText, singleLineText } from '../common/text.ts';

/**
 * The wire of associates buying Pro (docs/product/payments.md): orders, UPI payment with a UTR,
 * staff verification, the associate's membership, invoices and the price setting. Money is rupees
 * as decimal text with two places ("1180.00"), never a float.
 */

/** Texts of the membership routes, word for word as the API answers them. */
export const MEMBERSHIP_MESSAGES = {
  associatesOnly: 'Only associates can buy Pro. Sign in with your associate account.',
  stateRequired: 'Choose your state or union territory: the GST on your purchase depends on it.',
  stateInvalid: 'Choose a state or union territory of India (its name or its two-digit GST code).',
  utrRequired: 'Enter the UTR (UPI transaction reference) of your payment.',
  utrInvalid: 'A UPI UTR has 12 digits. Check the reference in your UPI app and enter it again.',
  utrTaken: 'This UTR has already been given for another payment. Check the reference in your UPI app.',
  utrReceived: 'Thank you! We will check your payment and make you Pro within a working day.',
  orderNotFound: 'Order not found.',
  notOwner: 'This order is not yours.',
  notWaitingForPayment: 'This order is no longer waiting for payment.',
  gatewayFailed: 'The payment could not be started. Please try again in a minute.',
  signatureInvalid: 'The payment could not be verified. If money was taken, it will be matched within a day, or refunded.',
  notRazorpayOrder: 'This order is not paid through Razorpay.',
  paid: 'Payment received: you are Pro.',
  notWaitingForStaff: 'This order is not waiting for a check: it has no UTR, or it was decided already.',
  noteRequired: 'Write why the payment is rejected: the associate reads it.',
  noteTooLong: 'The note can be at most 500 characters.',
  confirmed: 'Payment confirmed: the associate is Pro.',
  rejected: 'Payment rejected: the associate is told why.',
  invoiceNotFound: 'Invoice not found.',
  invoiceNotOwner: 'This invoice is not yours.',
  priceInvalid: 'Enter the price in rupees, e.g. 1000 or 1000.00 (at least ₹1, at most ₹1,00,000).',
  priceSaved: 'The Pro price is saved.',
  monthInvalid: 'Choose a month as YYYY-MM, e.g. 2026-11.',
} as const;

/** Most characters of a staff note on a payment. */
export const DECISION_NOTE_MAX = 500;

/** Body of `POST /api/associate/membership/orders`: the place of supply, when not yet on the profile (a state's name or two-digit GST code). */
export const createOrderRequestSchema = z.object({
  state: singleLineText('State', { error: MEMBERSHIP_MESSAGES.stateInvalid, trim: true })
    .max(60, MEMBERSHIP_MESSAGES.stateInvalid)
    .optional()
    .meta({ description: 'A state or union territory of India, by name or two-digit GST state code', example: 'Uttar Pradesh' }),
});
/** Shape of {@link createOrderRequestSchema}. */
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** The states of an order: waiting for payment, waiting for staff's check of a UTR, paid, rejected by staff, refunded. */
export const ORDER_STATUSES = ['open', 'to_verify', 'paid', 'rejected', 'refunded'] as const;

/** Rupees with two decimals. */
const rupees = z.string().meta({ description: 'Rupees as decimal text with two places', example: '1180.00' });

/** How the associate pays an open order: UPI (the id, the payee's name, a `upi://pay` link and its QR code as SVG). */
export const upiCheckoutSchema = z.object({
  upi_id: z.string(),
  payee_name: z.string(),
  /** `upi://pay?pa=…&pn=…&am=1180.00&cu=INR&tn=<order id>` */
  upi_link: z.string(),
  /** The same link as a QR code, an SVG document. */
  qr_svg: z.string(),
});

/** An order as the associate and staff see it (docs/product/payments.md, "Buying Pro"). */
export const membershipOrderSchema = z
  .object({
    order_id: z.number().int(),
    /** `refunded`: paid, then refunded by staff with a credit note (docs/product/payments.md, "Refunds and credit notes"). */
    status: z.enum(ORDER_STATUSES),
    /** The amount to pay: the total. */
    amount: rupees,
    currency: z.literal('INR'),
    taxable_value: rupees,
    tax: z.object({ cgst: rupees, sgst: rupees, igst: rupees }),
    total: rupees,
    place_of_supply: z.object({ code: z.string(), name: z.string() }),
    provider: z.enum(['upi', 'razorpay']),
    /** How to pay by UPI, while the order is open. */
    checkout: upiCheckoutSchema.nullable(),
    /** Razorpay's checkout, while an order through Razorpay is open: open it with these, then send its answer to `…/verify`. */
    razorpay: z
      .object({
        key_id: z.string(),
        order_id: z.string(),
        /** Integer paise, as Razorpay's checkout takes it. */
        amount_paise: z.number().int(),
        currency: z.literal('INR'),
        name: z.string(),
        description: z.string(),
      })
      .nullable(),
    utr: z.string().nullable(),
    created_at: z.string(),
    paid_at: z.string().nullable(),
    /** The Pro period the payment bought (once paid). */
    pro_from: z.string().nullable(),
    pro_until: z.string().nullable(),
    decision_note: z.string().nullable(),
    invoice_id: z.number().int().nullable(),
    /** The tax invoice's number (`KR/26-27/000001`), once paid. */
    invoice_number: z.string().nullable(),
    /** The refund, once staff refunded the order: why, when, its state (`pending` until Razorpay reports it processed) and the credit note. */
    refund: z
      .object({
        reason: z.string(),
        refunded_at: z.string(),
        status: z.enum(['pending', 'processed']),
        credit_note_id: z.number().int().nullable(),
        credit_note_number: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MembershipOrder' });
/** Shape of {@link membershipOrderSchema}. */
export type MembershipOrder = z.infer<typeof membershipOrderSchema>;

/** Answer of `POST /api/associate/membership/orders` (201 new, 200 the open one) and of the UTR route. */
export const membershipOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: membershipOrderSchema,
});

/** Answer of `GET /api/associate/membership`: the plan, until when Pro runs, and the order open (if any). */
export const myMembershipResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    plan: z.enum(['free', 'pro']),
    pro_until: z.string().nullable(),
    /** Whether "Renew" is offered: Pro ends within 30 days. */
    renewable: z.boolean(),
    state: z.object({ code: z.string(), name: z.string() }).nullable(),
    price: z.object({ taxable_value: rupees }),
    open_order: membershipOrderSchema.nullable(),
  }),
});
/** Shape of {@link myMembershipResponseSchema}. */
export type MyMembershipResponse = z.infer<typeof myMembershipResponseSchema>;

/** A UTR as typed: spaces and dashes dropped; 12 digits for UPI. */
export const utrRequestSchema = z.object({
  utr: singleLineText('UTR', { error: MEMBERSHIP_MESSAGES.utrRequired, trim: true })
    // (the spaces and dashes people type between the digit groups are dropped)
    .transform((value) => value.replace(/[ \u00a0-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, MEMBERSHIP_MESSAGES.utrRequired)
        .regex(/^\d{12}$/, MEMBERSHIP_MESSAGES.utrInvalid),
    )
    .meta({ description: 'The 12-digit UPI transaction reference (UTR); spaces and dashes are dropped', example: '412345678901' }),
});

/** Params of the routes of one order. */
export const orderParamsSchema = z.object({ orderId: idSchema('Order ID') });

/** Body of staff's confirm (`note` optional) and reject (`note` required). */
export const decisionRequestSchema = z.object({
  note: multiLineText('Note', { trim: true })
    .max(DECISION_NOTE_MAX, MEMBERSHIP_MESSAGES.noteTooLong)
    .optional()
    .meta({ description: 'What staff found (required to reject)', example: 'UTR matched in the bank statement of 29 Nov.' }),
});

/** Query of `GET /api/admin/membership/orders`. */
export const adminOrdersQuerySchema = z.object({
  status: z
    .enum(ORDER_STATUSES, { error: 'Choose an order status: open, waiting for a check, paid, rejected or refunded.' })
    .optional()
    .meta({ description: 'Only orders in this state', example: 'to_verify' }),
});

/** A staff row of an order: the order and its associate. */
export const adminOrderSchema = membershipOrderSchema.extend({
  associate: z.object({ ass_id: z.number().int(), name: z.string(), member_id: z.string(), mobile: z.string(), plan: z.string() }),
  utr_at: z.string().nullable(),
});

/** Answer of `GET /api/admin/membership/orders`. */
export const adminOrdersResponseSchema = z.object({ success: z.literal(true), data: z.array(adminOrderSchema) });

/** The Pro price setting (GST exclusive). */
export const membershipSettingsSchema = z.object({ pro_price: rupees });
/** Body of `PUT /api/admin/membership/settings`. */
export const membershipSettingsRequestSchema = z.object({
  pro_price: singleLineText('Pro price', { error: MEMBERSHIP_MESSAGES.priceInvalid, trim: true })
    .regex(/^\d{1,6}(\.\d{1,2})?$/, MEMBERSHIP_MESSAGES.priceInvalid)
    .refine((value) => Number(value) >= 1 && Number(value) <= 100_000, MEMBERSHIP_MESSAGES.priceInvalid),
});
/** Answer of the settings routes. */
export const membershipSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: membershipSettingsSchema,
});

/** An invoice in a list (docs/product/payments.md, "Tax invoices"). */
export const invoiceSummarySchema = z.object({
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  issued_at: z.string(),
  order_id: z.number().int(),
  buyer_name: z.string(),
  place_of_supply: z.string(),
  taxable_value: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
  /** The PDF's address. */
  pdf_url: z.string(),
});
/** Answer of the invoice lists. */
export const invoiceListResponseSchema = z.object({ success: z.literal(true), data: z.array(invoiceSummarySchema) });

/** Query of `GET /api/admin/invoices.csv`: the month of the GST return. */
export const invoiceMonthQuerySchema = z.object({
  month: singleLineText('Month', { error: MEMBERSHIP_MESSAGES.monthInvalid }).regex(
    /^\d{4}-(0[1-9]|1[0-2])$/,
    MEMBERSHIP_MESSAGES.monthInvalid,
  ),
});

/** Params of one invoice's PDF: `{invoiceId}.pdf`. */
export const invoicePdfParamsSchema = z.object({
  invoiceFile: singleLineText('Invoice', { error: MEMBERSHIP_MESSAGES.invoiceNotFound }).regex(
    /^\d{1,15}\.pdf$/,
    MEMBERSHIP_MESSAGES.invoiceNotFound,
  ),
});

/** Body of `POST /api/associate/membership/orders/{orderId}/verify`: what Razorpay's checkout hands the page after a payment. */
export const razorpayVerifyRequestSchema = z.object({
  razorpay_payment_id: singleLineText('Razorpay payment', { error: MEMBERSHIP_MESSAGES.signatureInvalid, trim: true }).regex(
    /^pay_[A-Za-z0-9]{1,40}$/,
    MEMBERSHIP_MESSAGES.signatureInvalid,
  ),
  razorpay_order_id: singleLineText('Razorpay order', { error: MEMBERSHIP_MESSAGES.signatureInvalid, trim: true }).regex(
    /^order_[A-Za-z0-9]{1,40}$/,
    MEMBERSHIP_MESSAGES.signatureInvalid,
  ),
  razorpay_signature: singleLineText('Razorpay signature', { error: MEMBERSHIP_MESSAGES.signatureInvalid, trim: true }).regex(
    /^[0-9a-f]{64}$/,
    MEMBERSHIP_MESSAGES.signatureInvalid,
  ),
});

import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.ts';

/**
 * The wire of refunds of Pro purchases, their credit notes and the back office's list of Pro
 * members (docs/product/payments.md, "Refunds and credit notes", "Back office"; CGST Act s. 34,
 * CGST Rules 2017, rule 53). Money is rupees as decimal text with two places ("1180.00"), never a
 * float; a credit note's amounts are positive here and negative in the month's CSV.
 */

/** Texts of the refund and credit-note routes, word for word as the API answers them. */
export const REFUND_MESSAGES = {
  reasonRequired: 'Write why the payment is refunded: it is printed on the credit note.',
  reasonTooLong: 'The reason can be at most 300 characters.',
  notRefundable: 'Only a paid order can be refunded.',
  alreadyRefunded: 'This order was refunded already; its credit note is unchanged.',
  refundInProgress: 'A refund of this order is being made. Reload the page in a minute.',
  gatewayRefused: 'Razorpay did not accept the refund, so nothing was changed. Try again in a minute.',
  refunded: 'Refunded: the credit note is issued and the associate is told.',
  noGatewayPayment:
    'Razorpay’s payment id of this order is not known, so it cannot be refunded from here. Refund it on Razorpay’s dashboard: the refund is recorded when Razorpay reports it.',
  creditNoteNotFound: 'Credit note not found.',
  creditNoteNotOwner: 'This credit note is not yours.',
} as const;

/** Most characters of a refund's reason (it is printed on the credit note). */
export const REFUND_REASON_MAX = 300;

/**
 * Body of `POST /api/admin/membership/orders/{orderId}/refund`: the reason (printed on the credit
 * note, read by the associate) and whether the Pro period the payment bought ends (default yes).
 */
export const refundRequestSchema = z.object({
  reason: multiLineText('Reason', { error: REFUND_MESSAGES.reasonRequired, trim: true })
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(REFUND_REASON_MAX, REFUND_MESSAGES.reasonTooLong)
    .meta({ description: 'Why the payment is refunded; printed on the credit note', example: 'Paid twice by mistake.' }),
  end_pro: z
    .boolean({ error: 'Choose whether Pro ends: true or false.' })
    .optional()
    .meta({ description: 'Whether the Pro period this payment bought ends (default true)', example: true }),
});
/** Shape of {@link refundRequestSchema}. */
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** Rupees with two decimals. */
const rupees = z.string().meta({ description: 'Rupees as decimal text with two places', example: '1180.00' });

/** A credit note in a list (docs/product/payments.md, "Refunds and credit notes"). */
export const creditNoteSummarySchema = z.object({
  credit_note_id: z.number().int(),
  credit_note_number: z.string(),
  issued_at: z.string(),
  /** The invoice it is against. */
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  order_id: z.number().int(),
  buyer_name: z.string(),
  place_of_supply: z.string(),
  reason: z.string(),
  taxable_value: rupees,
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  total: rupees,
  /** The PDF's address. */
  pdf_url: z.string(),
});
/** Shape of {@link creditNoteSummarySchema}. */
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** Answer of the credit-note lists. */
export const creditNoteListResponseSchema = z.object({ success: z.literal(true), data: z.array(creditNoteSummarySchema) });

/** Params of one credit note's PDF: `{creditNoteId}.pdf`. */
export const creditNotePdfParamsSchema = z.object({
  creditNoteFile: singleLineText('Credit note', { error: REFUND_MESSAGES.creditNoteNotFound }).regex(
    /^\d{1,15}\.pdf$/,
    REFUND_MESSAGES.creditNoteNotFound,
  ),
});

/** A Pro member as the back office lists them: until when, and whether paid or granted by staff without payment. */
export const proMemberSchema = z.object({
  ass_id: z.number().int(),
  name: z.string(),
  member_id: z.string(),
  mobile: z.string(),
  /** The end of Pro; null when staff granted it without an end. */
  pro_until: z.string().nullable(),
  /** Staff made them Pro by hand, without a payment. */
  granted_without_payment: z.boolean(),
  /** The last tax invoice of a Pro purchase, if any. */
  last_invoice_number: z.string().nullable(),
});
/** Shape of {@link proMemberSchema}. */
export type ProMember = z.infer<typeof proMemberSchema>;

/** Answer of `GET /api/admin/memberships`: the associates who are Pro, the soonest end first. */
export const proMembersResponseSchema = z.object({ success: z.literal(true), data: z.array(proMemberSchema) });

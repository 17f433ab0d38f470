import { z } from 'zod';
import { multiLineText } from '../common/text.ts';
import { LEDGER_KINDS } from '../pipeline/brokerage.ts';
import { isoDate, moneySchema, percentSchema, pipelineId, requiredLine } from '../pipeline/fields.ts';

/**
 * The wire of payout runs and payouts to associates (docs/product/payouts.md, "Payout runs",
 * "What associates and staff see"). A run is made as a `draft` with one line per associate,
 * `approved` by another admin and then never changed but for each line's outcome: `paid` with the
 * bank's reference, or `failed` (its entries return to unpaid). Money is rupees as decimal text
 * with two places; TDS is whole rupees ("402.00"), rounded half up (Income-tax Act s. 288B).
 */

/** Texts of the payout routes, word for word as the API answers them. */
export const PAYOUT_MESSAGES = {
  runCreated: 'Payout run created as a draft. Another admin must approve it.',
  nothingToPay: 'There is nothing confirmed and unpaid to pay for that period.',
  runNotFound: 'Payout run not found.',
  lineNotFound: 'Payout line not found.',
  approveOwnRun: 'A payout run must be approved by an admin other than the one who created it.',
  notDraft: 'Only a draft run can be approved or discarded; this one is not a draft.',
  notApproved: 'Approve the run first: only the lines of an approved run can be marked paid or failed.',
  lineDone: 'This line is already marked; an approved run never changes.',
  approved: 'Payout run approved. Download the bank file to make the transfers.',
  discarded: 'Draft discarded: its entries are unpaid again.',
  markedPaid: 'Marked paid. The associate is told.',
  markedFailed: 'Marked failed: its entries are unpaid again and go into the next run.',
  referenceRequired: 'Give the bank’s reference (UTR) of the transfer.',
  reasonRequired: 'Say why the transfer failed.',
  entriesTaken: 'Some of these entries were just put in another payout run. Look at the runs and try again.',
  payoutNotFound: 'Payout not found.',
  payoutNotOwner: 'This payout is not yours.',
  untilInFuture: 'The period must end today or earlier.',
  /** 409 for `PATCH /api/admin/deals/{dealId}` to paid or cancelled while a payout run waits to pay the deal's earnings ({run} is its number). */
  dealInPayoutRun:
    'Payout run #{run} holds this deal’s earnings and has not paid them yet: mark its line paid or failed (or discard the draft) first, then change the deal.',
} as const;

/** Statuses of a payout run. */
export const PAYOUT_RUN_STATUSES = ['draft', 'approved', 'discarded'] as const;
/** Statuses of a payout line (one associate's payout). */
export const PAYOUT_LINE_STATUSES = ['pending', 'paid', 'failed'] as const;

/** Body of `POST /api/admin/payout-runs` (and query of its preview): the last day of credits taken (none: everything confirmed and unpaid) and associates left out. */
export const payoutRunCreateSchema = z.object({
  until: isoDate('End of the period').optional(),
  exclude_ass_ids: z
    .array(pipelineId('Associate ID'), { error: 'Associates to leave out must be a list of associate IDs' })
    .max(1000, 'At most 1,000 associates can be left out')
    .optional(),
});
/** The words of a malformed list of associates to leave out. */
const EXCLUDE_LIST_MESSAGE = 'Associates to leave out must be a list of associate IDs such as 12,15';

/**
 * Query of `GET /api/admin/payout-runs/preview?until=2026-11-30&exclude_ass_ids=1,2`: the same
 * choices as {@link payoutRunCreateSchema}, the associates left out written as a comma-separated
 * list (an empty value leaves nobody out).
 */
export const payoutRunPreviewQuerySchema = z.object({
  until: isoDate('End of the period').optional(),
  exclude_ass_ids: z
    .string({ error: EXCLUDE_LIST_MESSAGE })
    .regex(/^\s*(\d{1,9}\s*(,\s*\d{1,9}\s*)*)?$/, EXCLUDE_LIST_MESSAGE)
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== '')
        .map(Number),
    )
    .refine((ids) => ids.length <= 1000, 'At most 1,000 associates can be left out')
    .refine((ids) => ids.every((id) => id > 0), EXCLUDE_LIST_MESSAGE)
    .optional(),
});

/** Shape of {@link payoutRunCreateSchema}. */
export type PayoutRunCreate = z.infer<typeof payoutRunCreateSchema>;

/** The bank details of a line, masked: never the full account number. */
export const payoutBankSchema = z.object({
  holder_name: z.string(),
  account_last4: z.string(),
  ifsc: z.string(),
  bank_name: z.string().nullable(),
});

/** A ledger entry a payout pays (reversals negative). */
export const payoutEntrySchema = z.object({
  entry_id: z.number().int(),
  deal_id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  site_title: z.string(),
  amount: moneySchema,
  is_reversal: z.boolean(),
});

/** The TDS of a line: the rule that applied and how it was worked out. */
export const payoutTdsSchema = z.object({
  section: z.string().meta({ example: '194H' }),
  rule_id: z.number().int().nullable(),
  rate_percent: percentSchema,
  pan_present: z.boolean(),
  year_credited_before: moneySchema,
  base: moneySchema,
  amount: moneySchema,
  shortfall: moneySchema.meta({ description: 'TDS due that did not fit in this line and is deducted from the next one this year' }),
  /** In words, e.g. "2% under section 194H on ₹21,000.00: this credit takes the year past ₹20,000". */
  explanation: z.string(),
});

/** One associate's line of a run (staff view). */
export const payoutLineSchema = z
  .object({
    line_id: z.number().int(),
    run_id: z.number().int(),
    ass_id: z.number().int(),
    associate_name: z.string(),
    member_id: z.string(),
    status: z.enum(PAYOUT_LINE_STATUSES),
    financial_year: z.string(),
    credited_on: z.string(),
    gross: moneySchema,
    tds: payoutTdsSchema,
    net: moneySchema,
    entry_count: z.number().int(),
    entries: z.array(payoutEntrySchema),
    bank: payoutBankSchema.nullable().meta({ description: 'null when the associate has given no bank details' }),
    reference: z.string().nullable(),
    paid_at: z.string().nullable(),
    failed_reason: z.string().nullable(),
  })
  .meta({ id: 'PayoutLine' });
/** Shape of {@link payoutLineSchema}. */
export type PayoutLine = z.infer<typeof payoutLineSchema>;

/** A payout run with its totals (and, in the one-run answer and the preview, its lines). */
export const payoutRunSchema = z
  .object({
    run_id: z.number().int(),
    status: z.enum(PAYOUT_RUN_STATUSES),
    until: z.string().nullable(),
    excluded_ass_ids: z.array(z.number().int()),
    financial_year: z.string(),
    credited_on: z.string(),
    total_gross: moneySchema,
    total_tds: moneySchema,
    total_net: moneySchema,
    line_count: z.number().int(),
    lines_paid: z.number().int(),
    lines_failed: z.number().int(),
    lines_without_bank: z.number().int(),
    created_by: z.string().nullable(),
    created_at: z.string(),
    approved_by: z.string().nullable(),
    approved_at: z.string().nullable(),
    lines: z.array(payoutLineSchema).optional(),
  })
  .meta({ id: 'PayoutRun' });
/** Shape of {@link payoutRunSchema}. */
export type PayoutRun = z.infer<typeof payoutRunSchema>;

/** `GET /api/admin/payout-runs/preview?until=&exclude_ass_ids=1,2`: the lines a run would have now, nothing saved (`run_id` 0, status `draft`). */
export const payoutRunPreviewResponseSchema = z.object({ success: z.literal(true), data: payoutRunSchema });
/** `POST /api/admin/payout-runs` (201), `GET /api/admin/payout-runs/{runId}`, approve and discard. */
export const payoutRunResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: payoutRunSchema });
/** `GET /api/admin/payout-runs`: newest first, without lines. */
export const payoutRunListResponseSchema = z.object({ success: z.literal(true), data: z.array(payoutRunSchema) });

/** Path of the run routes. */
export const payoutRunParamsSchema = z.object({ runId: pipelineId('Run ID') });
/** Path of the line routes. */
export const payoutLineParamsSchema = z.object({ runId: pipelineId('Run ID'), lineId: pipelineId('Line ID') });

/** Body of `POST /api/admin/payout-runs/{runId}/lines/{lineId}/paid`: the bank's reference (UTR) of the transfer. */
export const payoutLinePaidSchema = z.object({
  reference: requiredLine('Reference', 40).refine((v) => /^[A-Za-z0-9/-]+$/.test(v), 'Reference may have only letters, digits, - and /'),
});
/** Body of `POST /api/admin/payout-runs/{runId}/lines/{lineId}/failed`. */
export const payoutLineFailedSchema = z.object({ reason: requiredLine('Reason', 300) });
/** Answer of marking a line. */
export const payoutLineResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: payoutLineSchema });

/**
 * Body of `POST /api/admin/payout-runs/{runId}/bank-response`: the bank's response file as CSV
 * text with a header row holding `reference` (the payment reference of our bank file, e.g.
 * "KR-P12-L34"), `utr` and `status` (`paid`/`success` or `failed`/`rejected`), and optionally `reason`.
 */
export const payoutBankResponseSchema = z.object({
  csv: multiLineText('Bank’s response file', { error: 'Attach the bank’s response file' })
    .min(1, 'Attach the bank’s response file')
    .max(2_000_000, 'The file is too large (2 MB at most)'),
});
/** Answer of the bank response import: lines marked, and rows that matched nothing or were refused, in words. */
export const payoutBankResponseResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    paid: z.number().int(),
    failed: z.number().int(),
    problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
  }),
});

/** The columns of `GET /api/admin/payout-runs/{runId}/bank-file.csv`, in order (NEFT/IMPS bulk upload). */
export const BANK_FILE_COLUMNS = ['beneficiary_name', 'account_number', 'ifsc', 'amount', 'reference'] as const;

/** A payout as its associate sees it (`GET /api/associate/payouts`): a line of an approved run. */
export const associatePayoutSchema = z
  .object({
    payout_id: z.number().int(),
    status: z.enum(PAYOUT_LINE_STATUSES),
    credited_on: z.string(),
    financial_year: z.string(),
    gross: moneySchema,
    tds: payoutTdsSchema,
    net: moneySchema,
    reference: z.string().nullable(),
    paid_at: z.string().nullable(),
    failed_reason: z.string().nullable(),
    bank: payoutBankSchema.nullable(),
    entries: z.array(payoutEntrySchema),
  })
  .meta({ id: 'AssociatePayout' });
/** Shape of {@link associatePayoutSchema}. */
export type AssociatePayout = z.infer<typeof associatePayoutSchema>;

/** `GET /api/associate/payouts`: newest first. */
export const associatePayoutListResponseSchema = z.object({ success: z.literal(true), data: z.array(associatePayoutSchema) });
/** Path of `GET /api/associate/payouts/{payoutId}.pdf`. */
export const payoutParamsSchema = z.object({ payoutId: pipelineId('Payout ID') });

import { z } from 'zod';
import { isoDate, moneySchema, optionalNote, percentInput, percentSchema, pipelineId, rupeesInput } from '../pipeline/fields.ts';

/**
 * The wire of tax deducted at source on brokerage and commission paid to associates
 * (docs/product/payouts.md, "Tax deducted at source"; Income-tax Act 1961 s. 194H, and s. 206AA
 * when the payee has no PAN). Money is rupees as decimal text with two places ("20000.00"), never a
 * float; percentages decimal text with two places ("2.00"); days `YYYY-MM-DD` read in India.
 */

/** Texts of the TDS routes, word for word as the API answers them. */
export const TDS_MESSAGES = {
  ruleSaved: 'TDS rule saved.',
  ruleNotFound: 'TDS rule not found.',
  ruleStarted: 'This rule has already started, so it cannot be changed. Add a new rule with a later start date instead.',
  startInPast: 'A new rule must start after today: rules already in force are never changed.',
  sameStart: 'A rule of this section already starts on that day.',
  fyInvalid: 'Financial year must be written like 2026-27.',
  quarterInvalid: 'Quarter must be Q1, Q2, Q3 or Q4.',
} as const;

/** The quarters of a financial year as TDS returns count them: Q1 April–June … Q4 January–March. */
export const TDS_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
/** One of {@link TDS_QUARTERS}. */
export type TdsQuarter = (typeof TDS_QUARTERS)[number];

/** A financial year in a query, written as returns write it ("2026-27": the second part is the next year). */
export const financialYearParam = z
  .string({ error: TDS_MESSAGES.fyInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}$/, TDS_MESSAGES.fyInvalid)
  .refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), TDS_MESSAGES.fyInvalid);

/** A TDS rule as answered (`GET /api/admin/tds-rules`). `started`: in force already, so never changed. */
export const tdsRuleSchema = z
  .object({
    rule_id: z.number().int(),
    section: z.string().meta({ example: '194H' }),
    effective_from: z.string().meta({ description: 'First day the rule applies (India), YYYY-MM-DD', example: '2025-04-01' }),
    /** The day before the next rule of the section starts, or null while it is the latest. */
    effective_until: z.string().nullable(),
    rate_percent: percentSchema,
    no_pan_rate_percent: percentSchema,
    threshold: moneySchema.meta({ description: 'Rupees credited in a financial year at or below which nothing is deducted' }),
    note: z.string(),
    started: z.boolean(),
  })
  .meta({ id: 'TdsRule' });
/** Shape of {@link tdsRuleSchema}. */
export type TdsRule = z.infer<typeof tdsRuleSchema>;

/**
 * Body of `POST /api/admin/tds-rules` and `PUT /api/admin/tds-rules/{ruleId}` (admin only): a rule
 * starting after today. Each error names the field in words.
 */
export const tdsRuleInputSchema = z.object({
  effective_from: isoDate('Start date'),
  rate_percent: percentInput('Rate'),
  no_pan_rate_percent: percentInput('Rate without a PAN'),
  threshold: rupeesInput('Yearly threshold'),
  note: optionalNote('Note', 300),
});
/** Shape of {@link tdsRuleInputSchema}. */
export type TdsRuleInput = z.infer<typeof tdsRuleInputSchema>;

/** Path of `PUT /api/admin/tds-rules/{ruleId}`. */
export const tdsRuleParamsSchema = z.object({ ruleId: pipelineId('Rule ID') });

/** `GET /api/admin/tds-rules`: every rule, oldest start first. */
export const tdsRuleListResponseSchema = z.object({ success: z.literal(true), data: z.array(tdsRuleSchema) });
/** Answer of `POST`/`PUT /api/admin/tds-rules`. */
export const tdsRuleResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: tdsRuleSchema });

/** One credit (a payout line) in an associate's TDS year. */
export const tdsCreditSchema = z.object({
  payout_id: z.number().int(),
  credited_on: z.string(),
  quarter: z.enum(TDS_QUARTERS),
  gross: moneySchema,
  tds_base: moneySchema,
  rate_percent: percentSchema,
  section: z.string(),
  tds: moneySchema,
});

/**
 * `GET /api/associate/tds?fy=2026-27` (default: the current financial year): what was credited,
 * where the year stands against the threshold of the rule in force today (or on 31 March for a
 * past year), and the deductions by quarter. `to_threshold` is what can still be credited this year
 * before TDS starts ("0.00" once crossed); `confirmed_unpaid` the confirmed earnings no payout line holds yet.
 */
export const associateTdsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    financial_year: z.string().meta({ example: '2026-27' }),
    section: z.string(),
    pan_on_file: z.boolean(),
    rate_percent: percentSchema.meta({ description: 'The rate that applies to them now (the no-PAN rate without a PAN)' }),
    threshold: moneySchema,
    credited: moneySchema,
    tds_deducted: moneySchema,
    threshold_crossed: z.boolean(),
    to_threshold: moneySchema,
    confirmed_unpaid: moneySchema,
    credits: z.array(tdsCreditSchema),
    quarters: z.array(z.object({ quarter: z.enum(TDS_QUARTERS), credited: moneySchema, tds: moneySchema })),
  }),
});
/** Shape of {@link associateTdsResponseSchema}. */
export type AssociateTdsResponse = z.infer<typeof associateTdsResponseSchema>;

/** Query of `GET /api/associate/tds`. */
export const associateTdsQuerySchema = z.object({ fy: financialYearParam.optional() });

/**
 * Query of `GET /api/admin/tds/quarterly?fy=2026-27&quarter=Q3` (admin only): a CSV for the
 * quarterly TDS return (Form 26Q); with `format=json` the same rows and totals for the page.
 */
export const tdsQuarterlyQuerySchema = z.object({
  fy: financialYearParam,
  quarter: z.enum(TDS_QUARTERS, { error: TDS_MESSAGES.quarterInvalid }),
  format: z.enum(['csv', 'json'], { error: 'Format must be csv or json.' }).optional(),
});

/**
 * The columns of the Form 26Q CSV, in order: the deductee's PAN in full (the only answer that
 * carries it), their name, section, date of credit (DD-MM-YYYY), amount credited, rate, TDS.
 */
export const TDS_QUARTERLY_CSV_COLUMNS = [
  'deductee_pan',
  'deductee_name',
  'member_id',
  'section',
  'date_of_credit',
  'amount_credited',
  'rate_percent',
  'tds',
  'payout_id',
] as const;

/** `GET /api/admin/tds/quarterly?…&format=json`: the quarter's rows (PAN masked) and totals, for the back office page. */
export const tdsQuarterlyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    financial_year: z.string(),
    quarter: z.enum(TDS_QUARTERS),
    rows: z.array(
      z.object({
        payout_id: z.number().int(),
        ass_id: z.number().int(),
        deductee_name: z.string(),
        member_id: z.string(),
        pan_masked: z.string().nullable(),
        section: z.string(),
        date_of_credit: z.string(),
        amount_credited: moneySchema,
        rate_percent: percentSchema,
        tds: moneySchema,
      }),
    ),
    totals: z.object({ amount_credited: moneySchema, tds: moneySchema, deductees: z.number().int() }),
  }),
});

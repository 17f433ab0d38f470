import { z } from 'zod';
import { choicesInWords } from '../common/field-labels.ts';
import { ASSOCIATE_PLANS, isoDate, moneySchema, percentInput, percentSchema, pipelineId, requiredLine, rupeesInput } from './fields.ts';

/**
 * Deals, the brokerage rules and the ledger (docs/product/pipeline.md, "Deals and brokerage").
 * The company brokerage B = agreement_value × site_brokerage_percent / 100, rounded half up to
 * the paisa; each beneficiary's amount is a percentage of B, rounded half up to the paisa.
 */
export const DEAL_STATUSES = ['pending', 'confirmed', 'paid', 'cancelled'] as const;
/** One of {@link DEAL_STATUSES}. */
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Ledger entry kinds: the associate's share, the direct sponsor's and the sponsor's sponsor's overrides. */
export const LEDGER_KINDS = ['associate_share', 'sponsor_level_1', 'sponsor_level_2'] as const;
/** One of {@link LEDGER_KINDS}. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Entry statuses: follow the deal; `reversal` entries (negative) undo a paid entry of a cancelled deal. */
export const LEDGER_STATUSES = ['pending', 'confirmed', 'paid', 'cancelled', 'reversal'] as const;

/** Body of `POST /api/associate/leads/{leadId}/deal` `{ site_id, unit, agreement_value, booked_on }`. */
export const createDealBodySchema = z.object({
  site_id: pipelineId('Property ID'),
  unit: requiredLine('Unit', 100),
  agreement_value: rupeesInput('Agreement value').refine((v) => Number(v) > 0, 'Agreement value must be more than 0'),
  booked_on: isoDate('Booking date'),
});

/** One ledger entry. `amount` is rupees with 2 decimals (negative for a reversal). */
export const ledgerEntrySchema = z
  .object({
    entry_id: z.number().int(),
    deal_id: z.number().int(),
    ass_id: z.number().int(),
    member_id: z.string(),
    kind: z.enum(LEDGER_KINDS),
    percent: percentSchema,
    amount: moneySchema,
    status: z.enum(LEDGER_STATUSES),
    reverses_entry_id: z.number().int().nullable(),
    site_title: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'LedgerEntry' });
/** Shape of {@link ledgerEntrySchema}. */
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A deal with its brokerage and entries. */
export const dealSchema = z
  .object({
    deal_id: z.number().int(),
    lead_id: z.number().int(),
    site_id: z.number().int(),
    site_title: z.string(),
    ass_id: z.number().int(),
    associate_name: z.string(),
    member_id: z.string(),
    customer_name: z.string(),
    unit: z.string(),
    agreement_value: moneySchema,
    booked_on: z.string(),
    brokerage_percent: percentSchema,
    company_brokerage: moneySchema,
    status: z.enum(DEAL_STATUSES),
    entries: z.array(ledgerEntrySchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Deal' });
/** Shape of {@link dealSchema}. */
export type Deal = z.infer<typeof dealSchema>;

/** Answer with one deal. */
export const dealResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: dealSchema });

/** Path `{dealId}`. */
export const dealParamsSchema = z.object({ dealId: pipelineId('Deal ID') });

/** Body of `PATCH /api/admin/deals/{dealId}` `{ status }`. */
export const updateDealBodySchema = z.object({
  status: z.enum(['confirmed', 'paid', 'cancelled'], { error: 'Status must be confirmed, paid or cancelled' }),
});

/** Query of `GET /api/admin/deals` `?status=&page=`. */
export const listDealsQuerySchema = z.object({
  status: z.enum(DEAL_STATUSES, { error: `Status must be one of ${choicesInWords(DEAL_STATUSES)}` }).optional(),
});

/** Answer of `GET /api/admin/deals`: newest first. */
export const dealListResponseSchema = z.object({ success: z.literal(true), data: z.array(dealSchema) });

/** Brokerage rules: percentages of the company brokerage B. */
export const brokerageRulesSchema = z
  .object({
    free_share_percent: percentSchema,
    pro_share_percent: percentSchema,
    sponsor_level_1_percent: percentSchema,
    sponsor_level_2_percent: percentSchema,
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'BrokerageRules' });
/** Shape of {@link brokerageRulesSchema}. */
export type BrokerageRules = z.infer<typeof brokerageRulesSchema>;

/** Body of `PUT /api/admin/brokerage-rules`: the four percentages; their sum with the larger share must not pass 100. */
export const brokerageRulesBodySchema = z
  .object({
    free_share_percent: percentInput('Free share'),
    pro_share_percent: percentInput('Pro share'),
    sponsor_level_1_percent: percentInput('Sponsor level 1'),
    sponsor_level_2_percent: percentInput('Sponsor level 2'),
  })
  .superRefine((b, ctx) => {
    const overrides = Number(b.sponsor_level_1_percent) + Number(b.sponsor_level_2_percent);
    if (Math.max(Number(b.free_share_percent), Number(b.pro_share_percent)) + overrides > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['pro_share_percent'],
        message: 'The associate share and the sponsor overrides together must not be more than 100 percent',
      });
    }
  });

/** Answer of `GET`/`PUT /api/admin/brokerage-rules`. */
export const brokerageRulesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: brokerageRulesSchema,
});

/** Answer of `GET /api/associate/earnings`: totals by status (rupees, 2 decimals) and entries, newest first. */
export const earningsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    totals: z.object({ pending: moneySchema, confirmed: moneySchema, paid: moneySchema }),
    entries: z.array(ledgerEntrySchema),
  }),
});
/** Shape of {@link earningsResponseSchema}. */
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;

/** A member of an associate's network; `mobile` only for direct members (level 1). */
export const networkMemberSchema = z
  .object({
    ass_id: z.number().int(),
    name: z.string(),
    member_id: z.string(),
    joined_on: z.string(),
    level: z.union([z.literal(1), z.literal(2)]),
    sponsor_member_id: z.string(),
    mobile: z.string().optional(),
  })
  .meta({ id: 'NetworkMember' });
/** Shape of {@link networkMemberSchema}. */
export type NetworkMember = z.infer<typeof networkMemberSchema>;

/** Answer of `GET /api/associate/network`: direct members and their members. */
export const networkResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ members: z.array(networkMemberSchema), level_1_count: z.number().int(), level_2_count: z.number().int() }),
});
/** Shape of {@link networkResponseSchema}. */
export type NetworkResponse = z.infer<typeof networkResponseSchema>;

/** Body of `PATCH /api/admin/associates/{assId}/plan` `{ plan }`. */
export const planBodySchema = z.object({ plan: z.enum(ASSOCIATE_PLANS, { error: 'Plan must be free or pro' }) });
/** Path `{assId}`. */
export const associateParamsSchema = z.object({ assId: pipelineId('Associate ID') });

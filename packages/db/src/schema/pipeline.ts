import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { associates, staff, users } from './accounts.ts';
import { sites } from './sites.ts';

/**
 * The brokerage pipeline of docs/product/pipeline.md: leads, offers to associates, the lead
 * timeline, site visits, deals and the brokerage ledger. Money is rupees in exact numerics
 * (2 decimals); percentages are numeric(5,2).
 */

/**
 * An associate's matching preferences: canonical city names (lower case keys in `city_keys`),
 * categories (empty = every category) and the most open leads they take (1–50, default 10).
 * `last_offered_at` orders ties between equally loaded associates.
 */
export const associatePreferences = pgTable(
  'associate_preferences',
  {
    assId: integer('ass_id')
      .primaryKey()
      .references(() => associates.assId, { onDelete: 'cascade' }),
    cities: text('cities').array().notNull().default(sql`'{}'::text[]`),
    cityKeys: text('city_keys').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    maxOpenLeads: integer('max_open_leads').notNull().default(10),
    lastOfferedAt: timestamp('last_offered_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('associate_preferences_max', sql`${t.maxOpenLeads} between 1 and 50`),
    index('associate_preferences_city_keys').using('gin', t.cityKeys),
  ],
);

/**
 * One customer's search in one city, handled by one associate (`ass_id`, null while unassigned).
 * `city_key` is the canonical city in lower case, so that Allahabad and Prayagraj are one key;
 * at most one open lead (not booked or lost) per customer and city key.
 */
export const leads = pgTable(
  'leads',
  {
    leadId: integer('lead_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    cityKey: text('city_key').notNull(),
    category: text('category').notNull(),
    budgetMin: numeric('budget_min', { precision: 14, scale: 2 }).notNull().default('0'),
    budgetMax: numeric('budget_max', { precision: 14, scale: 2 }).notNull().default('0'),
    bhk: smallint('bhk'),
    note: text('note').notNull().default(''),
    source: text('source').notNull(),
    status: text('status').notNull(),
    lostReason: text('lost_reason').notNull().default(''),
    assId: integer('ass_id').references(() => associates.assId, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_one_open_per_city').on(t.userId, t.cityKey).where(sql`${t.status} not in ('booked', 'lost')`),
    index('leads_associate_status').on(t.assId, t.status),
    index('leads_status_city').on(t.status, t.cityKey),
    index('leads_updated').on(t.updatedAt),
    check(
      'leads_status',
      sql`${t.status} in ('offered', 'accepted', 'visit_scheduled', 'visited', 'negotiation', 'booked', 'lost', 'unassigned')`,
    ),
  ],
);

/** The listings a lead is about (from enquiries, or added by its associate). */
export const leadSites = pgTable(
  'lead_sites',
  {
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.leadId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'lead_sites_pk', columns: [t.leadId, t.siteId] })],
);

/**
 * Each time a lead is offered to an associate: `offered` until they accept (`accepted`), decline
 * (`declined`, with `reason`) or the deadline passes (`lapsed`); `withdrawn` when staff take it
 * back. At most one `offered` row per lead, so a lead is never offered to two associates at once.
 */
export const leadOffers = pgTable(
  'lead_offers',
  {
    offerId: integer('offer_id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.leadId, { onDelete: 'cascade' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('offered'),
    reason: text('reason').notNull().default(''),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lead_offers_one_open').on(t.leadId).where(sql`${t.status} = 'offered'`),
    index('lead_offers_associate').on(t.assId, t.status),
    index('lead_offers_due').on(t.expiresAt).where(sql`${t.status} = 'offered'`),
    check('lead_offers_status', sql`${t.status} in ('offered', 'accepted', 'declined', 'lapsed', 'withdrawn')`),
  ],
);

/**
 * A lead's timeline: every status change, when, who (`actor_type` user/associate/staff/system,
 * `actor_id`), from, to, note. A note the site wrote itself also has its Hindi wording in
 * `note_hi` (null for a note a person typed, shown as typed in both languages).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    eventId: integer('event_id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.leadId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    noteHi: text('note_hi'),
  },
  (t) => [index('lead_events_lead').on(t.leadId, t.eventId)],
);

/** A site visit of docs/product/pipeline.md "Site visits"; statuses in `@realty/contracts/pipeline/visits`. */
export const siteVisits = pgTable(
  'site_visits',
  {
    visitId: integer('visit_id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.leadId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    meetingPoint: text('meeting_point').notNull(),
    status: text('status').notNull().default('scheduled'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    outcomeNote: text('outcome_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('site_visits_lead').on(t.leadId),
    index('site_visits_associate').on(t.assId, t.scheduledAt),
    index('site_visits_user').on(t.userId, t.scheduledAt),
  ],
);

/**
 * A booking recorded by the associate. `brokerage_percent` is the listing's at booking time and
 * `company_brokerage` = agreement_value × percent / 100, rounded half up to the paisa.
 */
export const deals = pgTable(
  'deals',
  {
    dealId: integer('deal_id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.leadId, { onDelete: 'restrict' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'restrict' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'restrict' }),
    unit: text('unit').notNull(),
    agreementValue: numeric('agreement_value', { precision: 14, scale: 2 }).notNull(),
    bookedOn: date('booked_on').notNull(),
    brokeragePercent: numeric('brokerage_percent', { precision: 5, scale: 2 }).notNull(),
    companyBrokerage: numeric('company_brokerage', { precision: 14, scale: 2 }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deals_one_per_lead').on(t.leadId).where(sql`${t.status} <> 'cancelled'`),
    index('deals_status').on(t.status, t.createdAt),
    check('deals_status_check', sql`${t.status} in ('pending', 'confirmed', 'paid', 'cancelled')`),
  ],
);

/**
 * The brokerage ledger, append-only: rows are never deleted and `amount` never changes; `status`
 * follows the deal (pending → confirmed → paid, or cancelled); a paid entry of a cancelled deal
 * is undone by a new `reversal` row with the negative amount (`reverses_entry_id`).
 * `percent` is the rule's percentage of the company brokerage when written.
 */
export const brokerageLedger = pgTable(
  'brokerage_ledger',
  {
    entryId: integer('entry_id').primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.dealId, { onDelete: 'restrict' }),
    assId: integer('ass_id')
      .notNull()
      .references(() => associates.assId, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status').notNull(),
    reversesEntryId: integer('reverses_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brokerage_ledger_associate').on(t.assId, t.entryId),
    index('brokerage_ledger_deal').on(t.dealId),
    uniqueIndex('brokerage_ledger_one_reversal').on(t.reversesEntryId).where(sql`${t.reversesEntryId} is not null`),
    check('brokerage_ledger_kind', sql`${t.kind} in ('associate_share', 'sponsor_level_1', 'sponsor_level_2')`),
    check('brokerage_ledger_status', sql`${t.status} in ('pending', 'confirmed', 'paid', 'cancelled', 'reversal')`),
  ],
);

/**
 * The brokerage rules, one row (`rule_id` = 1): the associate's share of the company brokerage by
 * plan and the sponsor overrides, all percentages of it. Defaults: Free 50, Pro 70, level 1 5,
 * level 2 2.
 */
export const brokerageRules = pgTable('brokerage_rules', {
  ruleId: integer('rule_id').primaryKey(),
  freeSharePercent: numeric('free_share_percent', { precision: 5, scale: 2 }).notNull().default('50.00'),
  proSharePercent: numeric('pro_share_percent', { precision: 5, scale: 2 }).notNull().default('70.00'),
  sponsorLevel1Percent: numeric('sponsor_level_1_percent', { precision: 5, scale: 2 }).notNull().default('5.00'),
  sponsorLevel2Percent: numeric('sponsor_level_2_percent', { precision: 5, scale: 2 }).notNull().default('2.00'),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => staff.staffId, { onDelete: 'set null' }),
});

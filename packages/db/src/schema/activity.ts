import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { sites } from './sites.ts';

/** Customer favourites (docs/product/activity.md "Favourite"); one row per customer and site. */
export const favorites = pgTable(
  'favorites',
  {
    favId: integer('fav_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorites_user_site').on(t.userId, t.siteId), index('favorites_site').on(t.siteId)],
);

/** Properties a customer has viewed (docs/product/activity.md "Viewed site record"); one row per site, time refreshed. */
export const viewedSites = pgTable(
  'viewed_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('viewed_user_site').on(t.userId, t.siteId), index('viewed_user_time').on(t.userId, t.viewedAt)],
);

/** Customer enquiries about a property (docs/product/activity.md "Enquiry"), with the customer's question when they asked one; status new, contacted or closed. */
export const enquiries = pgTable(
  'enquiries',
  {
    enquiryId: integer('enquiry_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('new'),
    note: text('note').notNull().default(''),
    /** The customer's own question, e.g. the one 'Ask For Details' prefills; '' for a plain 'Enquire Now'. */
    question: text('question').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enquiries_idempotency').on(t.userId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('enquiries_user').on(t.userId, t.createdAt),
    index('enquiries_created').on(t.createdAt),
  ],
);

/** Audit trail of staff changes (docs/product/back-office.md): who, what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_at').on(t.at)],
);

/**
 * Customers' saved searches (docs/product/alerts.md "Saving a search"): `query` the listing page's
 * query parameters as saved (string values), `channels` of `sms`, `push`, `email`, `frequency`
 * `instant` or `daily`; `paused` stops its alerts; `last_alerted_at` when its last alert went.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    savedSearchId: integer('saved_search_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    channels: text('channels').array().notNull(),
    frequency: text('frequency').notNull(),
    paused: boolean('paused').notNull().default(false),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The loose summary of `query` the alert scan finds candidates by (migration 0021,
     * docs/decisions/0029-alert-matching.md): "city|category|bedrooms" triples accepted, lower case, `*` for
     * any; `{}` none; null until the scan derives it (a trigger empties it when `query` changes).
     */
    matchKeys: text('match_keys').array(),
    /** Lowest and highest price (whole rupees, rounded outwards) the query accepts; null when unbounded. */
    matchMinPrice: numeric('match_min_price'),
    matchMaxPrice: numeric('match_max_price'),
    /** Bedroom counts any of which a listing must offer; null when any. */
    matchBhk: smallint('match_bhk').array(),
    /**
     * When the summary was derived: the next number of the `saved_search_match_rev` sequence (migration
     * 0034); each instance's remembered saved searches read those above the highest they have seen.
     */
    matchRev: bigint('match_rev', { mode: 'number' }),
  },
  (t) => [
    index('saved_searches_user').on(t.userId, t.savedSearchId),
    index('saved_searches_match_pending').on(t.savedSearchId).where(sql`${t.matchKeys} IS NULL`),
    index('saved_searches_match_rev').on(t.matchRev),
  ],
);

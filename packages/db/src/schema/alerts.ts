import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { savedSearches } from './activity.ts';
import { sites } from './sites.ts';

/**
 * How far the alert scan has read the catalogue change log (`site_changes`, docs/decisions/0022):
 * one row (id 1) holding the last catalogue version scanned (docs/product/alerts.md, "Alerts").
 */
export const alertScanState = pgTable(
  'alert_scan_state',
  {
    id: integer('id').primaryKey().default(1),
    throughVersion: bigint('through_version', { mode: 'number' }).notNull().default(0),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which derivation the saved searches' match summaries were made with (migration 0021); a different one derives them all again. */
    matchRules: text('match_rules').notNull().default(''),
  },
  (t) => [check('alert_scan_state_id_check', sql`${t.id} = 1`)],
);

/**
 * The last price (rupees, numeric(14,2) text) the alert scan saw of each listing: a listing not here
 * is new to it, a lower price is a price drop (docs/product/alerts.md, "Alerts").
 */
export const listingAlertPrices = pgTable('listing_alert_prices', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.siteId, { onDelete: 'cascade' }),
  price: numeric('price', { precision: 14, scale: 2 }).notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The lowest price (rupees) a listing was alerted at to a saved search: a listing alerts a saved
 * search once, and again only at a lower price (docs/product/alerts.md, "Alerts").
 */
export const savedSearchAlerted = pgTable(
  'saved_search_alerted',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.savedSearchId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    lowestPrice: numeric('lowest_price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.siteId] }), index('saved_search_alerted_site').on(t.siteId)],
);

/**
 * What one alert scan found for one new or cheaper listing (migration 0024): `kind` `new` or
 * `price_drop`, prices in rupees (numeric(14,2) text), and the ids of every saved search the
 * listing matched. The expansion (apps/api/src/modules/alerts/matching/expand.ts) turns the row
 * into `saved_search_alerted` and `alert_items` rows and deletes it (docs/product/alerts.md, "Alerts").
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    alertMatchId: bigint('alert_match_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    kind: text('kind').$type<'new' | 'price_drop'>().notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    previousPrice: numeric('previous_price', { precision: 14, scale: 2 }),
    savedSearchIds: integer('saved_search_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('alert_matches_kind_check', sql`${t.kind} IN ('new', 'price_drop')`)],
);

/** The lowest price (rupees) a favourite's price drop was alerted at to its saver. */
export const favouriteAlerted = pgTable(
  'favourite_alerted',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.siteId, { onDelete: 'cascade' }),
    lowestPrice: numeric('lowest_price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] }), index('favourite_alerted_site').on(t.siteId)],
);

/**
 * What is to be told: one row per listing per saved search (`saved_search_id` null for a
 * favourite's price drop). `kind` `new` or `price_drop`; prices in rupees (numeric(14,2) text);
 * `frequency` `instant` or `daily` (a favourite's: `instant`); `delivered_at` once an alert
 * carried it, or it was dropped because its saved search was paused or unsubscribed. Deleting
 * the customer, the saved search or the listing deletes the item (triggers of migration 0023, not
 * foreign keys: the scan writes items in bulk from `saved_search_alerted`, whose keys it checks).
 */
export const alertItems = pgTable(
  'alert_items',
  {
    alertItemId: bigint('alert_item_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // (no foreign keys since migration 0023: deleting a customer, saved search or listing deletes
    // its items by trigger; the scan writes items only with those rows locked)
    userId: integer('user_id').notNull(),
    savedSearchId: integer('saved_search_id'),
    siteId: integer('site_id').notNull(),
    kind: text('kind').$type<'new' | 'price_drop'>().notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    previousPrice: numeric('previous_price', { precision: 14, scale: 2 }),
    frequency: text('frequency').$type<'instant' | 'daily'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('alert_items_pending').on(t.userId, t.alertItemId).where(sql`${t.deliveredAt} IS NULL`),
    index('alert_items_pending_frequency').on(t.frequency, t.alertItemId).where(sql`${t.deliveredAt} IS NULL`),
    index('alert_items_delivered').on(t.deliveredAt).where(sql`${t.deliveredAt} IS NOT NULL`),
    index('alert_items_saved_search').on(t.savedSearchId).where(sql`${t.savedSearchId} IS NOT NULL`),
    check('alert_items_kind_check', sql`${t.kind} IN ('new', 'price_drop')`),
    check('alert_items_frequency_check', sql`${t.frequency} IN ('instant', 'daily')`),
  ],
);

/** Every alert sent, one row per channel (`sms`, `push`, `email`) with how many listings it told of; the SMS limit counts these. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    alertDeliveryId: bigint('alert_delivery_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.savedSearchId, { onDelete: 'set null' }),
    channel: text('channel').$type<'sms' | 'push' | 'email'>().notNull(),
    items: integer('items').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alert_deliveries_user').on(t.userId, t.channel, t.sentAt),
    check('alert_deliveries_channel_check', sql`${t.channel} IN ('sms', 'push', 'email')`),
  ],
);

/**
 * An alert SMS or e-mail to be tried again (migration 0025; docs/product/alerts.md, "Sending"): the
 * customer, the saved search (null for favourites), the channel (`sms` or `email`), the items an
 * e-mail carries (`item_ids`, re-read when it is sent) and whether it is a digest, the exact text
 * and listing count of an SMS, the tries made so far and when the next is due.
 */
export const alertRetries = pgTable(
  'alert_retries',
  {
    alertRetryId: bigint('alert_retry_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.savedSearchId, { onDelete: 'cascade' }),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    itemIds: bigint('item_ids', { mode: 'number' }).array().notNull().default(sql`'{}'`),
    digest: boolean('digest').notNull().default(false),
    smsText: text('sms_text'),
    smsItems: integer('sms_items'),
    attempts: integer('attempts').notNull().default(1),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alert_retries_due').on(t.nextAt), check('alert_retries_channel_check', sql`${t.channel} IN ('sms', 'email')`)],
);

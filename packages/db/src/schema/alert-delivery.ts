import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { savedSearches } from './activity.ts';
import { sites } from './sites.ts';

/**
 * One row per India date (`YYYY-MM-DD`) on which the 09:00 daily digest ran (docs/product/alerts.md,
 * "How alerts are sent"): the scheduled digest claims its date with an insert, so on several
 * instances and after restarts it runs once a day. `items` is how many alert items it carried.
 */
export const alertDigestRuns = pgTable('alert_digest_runs', {
  istDate: date('ist_date', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  items: integer('items').notNull().default(0),
});

/**
 * An instant alert's SMS that fell in the quiet hours (21:00–09:00 India time) and waits for
 * `due_at` (09:00 India time): `new_items` new listings and `price_drops` price drops of saved
 * search `saved_search_id` (null: the customer's favourites); `site_id` the one listing when it
 * tells of one. `sent_at` once sent, or dropped because alerts were stopped meanwhile.
 */
export const alertSmsWaiting = pgTable(
  'alert_sms_waiting',
  {
    alertSmsWaitingId: bigint('alert_sms_waiting_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.savedSearchId, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.siteId, { onDelete: 'set null' }),
    newItems: integer('new_items').notNull().default(0),
    priceDrops: integer('price_drops').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('alert_sms_waiting_due').on(t.dueAt, t.alertSmsWaitingId).where(sql`${t.sentAt} IS NULL`)],
);

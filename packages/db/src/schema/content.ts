import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Blog posts (docs/product/content.md "Blog"); `blog_status` is Active (public), Hidden or Draft (new, until its cover image); `blog_description` is the Markdown staff wrote. */
export const blogs = pgTable(
  'blogs',
  {
    blogId: integer('blog_id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('blog_title').notNull(),
    excerpt: text('blog_excerpt').notNull().default(''),
    description: text('blog_description').notNull().default(''),
    image: text('blog_image').notNull().default(''),
    status: text('blog_status').notNull().default('Active'),
    author: text('blog_author').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blogs_status_created').on(t.status, t.createdAt)],
);

/** Team members shown on the about page (docs/product/content.md "Team member"). */
export const teams = pgTable('teams', {
  teamId: integer('team_id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('team_name').notNull(),
  designation: text('team_designation').notNull().default(''),
  profileImage: text('team_profile_image').notNull().default(''),
  social: text('team_social').notNull().default(''),
  sortOrder: integer('team_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Call-back requests from the contact form (docs/product/content.md "Contact request"). */
export const contacts = pgTable(
  'contacts',
  {
    conId: integer('con_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('con_name').notNull(),
    email: text('con_email').notNull(),
    phone: text('con_phone').notNull(),
    type: text('con_type').notNull(),
    message: text('con_message').notNull(),
    idempotencyKey: text('idempotency_key'),
    isHandled: boolean('is_handled').notNull().default(false),
    handledNote: text('handled_note').notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_idempotency_key').on(t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('contacts_created').on(t.createdAt),
  ],
);

/**
 * Settings staff keep in the back office (docs/product/back-office.md "Settings"), one row a
 * setting: `setting_key` names it (e.g. `counter_floors`), `setting_value` holds its JSON value,
 * and `updated_at`/`updated_by` (a staff id, null for the command line) say who saved it last.
 * Every change is audited with its value before and after.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('setting_key').primaryKey(),
  value: jsonb('setting_value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

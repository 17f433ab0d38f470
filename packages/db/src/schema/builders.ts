import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACCOUNT_LANGUAGE_CHECK, staff } from './accounts.ts';
import { sites } from './sites.ts';

/**
 * Builders (developers) of docs/product/builders.md: the third account kind of the identity core
 * (session subject `builder`). Passwords are argon2id hashes. `gstin` (15 characters, its check
 * digit verified at sign-up) and `rera_promoter_no` are optional; `gstin_verified` says the
 * GSTIN passed the check-digit test. The public developer page shows only the company, city and
 * that flag. `language` (`en` or `hi`, default `en`) is the language of the texts the builder is
 * sent (docs/product/accounts.md, "Language of an account and Hindi listing text").
 */
export const builders = pgTable(
  'builders',
  {
    builderId: integer('builder_id').primaryKey().generatedAlwaysAsIdentity(),
    company: text('builder_company').notNull(),
    name: text('builder_name').notNull(),
    email: text('builder_email').notNull(),
    mobile: text('builder_mobile').notNull(),
    passwordHash: text('builder_password_hash').notNull(),
    address: text('builder_address').notNull().default(''),
    city: text('builder_city').notNull().default(''),
    gstin: text('builder_gstin').notNull().default(''),
    gstinVerified: boolean('gstin_verified').notNull().default(false),
    reraPromoterNo: text('builder_rera_promoter_no').notNull().default(''),
    notiToken: text('builder_noti_token').notNull().default(''),
    status: text('builder_status').notNull().default('active'),
    language: text('language').notNull().default('en'),
    /** When the builder opened a confirmation link sent to `builder_email`; null until then and again after the address changes. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('builders_email').on(sql`lower(${t.email})`),
    uniqueIndex('builders_mobile').on(t.mobile),
    check('builders_language_check', ACCOUNT_LANGUAGE_CHECK),
  ],
);

/**
 * A builder's project (docs/product/builders.md, "Projects"): the listing fields as the builder
 * entered them (`data`, the site input shape of `@realty/contracts/admin/site-input` without
 * staff-only fields), RERA details and the brokerage offered. Statuses: draft → submitted →
 * changes_requested → submitted … → approved | rejected. `site_id` is the listing an approved
 * project became; editing an approved project starts a new revision (status draft again, with
 * `site_id` kept) and the live listing changes only when that revision is approved.
 */
export const projects = pgTable(
  'projects',
  {
    projectId: integer('project_id').primaryKey().generatedAlwaysAsIdentity(),
    builderId: integer('builder_id')
      .notNull()
      .references(() => builders.builderId, { onDelete: 'cascade' }),
    status: text('status').notNull().default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    reraNumber: text('rera_number').notNull().default(''),
    reraExempt: boolean('rera_exempt').notNull().default(false),
    /** The builder's exemption declaration (land area in m², units), kept as given. */
    reraExemption: jsonb('rera_exemption').$type<Record<string, unknown> | null>(),
    brokeragePercentOffered: numeric('brokerage_percent_offered', { precision: 4, scale: 2 }).notNull().default('2.00'),
    siteId: integer('site_id').references(() => sites.siteId, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(1),
    lastComment: text('last_comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => staff.staffId, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_builder').on(t.builderId, t.updatedAt),
    index('projects_queue').on(t.status, t.submittedAt),
    uniqueIndex('projects_site').on(t.siteId).where(sql`${t.siteId} is not null`),
    check('projects_status', sql`${t.status} in ('draft', 'submitted', 'changes_requested', 'approved', 'rejected')`),
    check('projects_brokerage_offered', sql`${t.brokeragePercentOffered} between 0.5 and 10`),
  ],
);

/** A project's trail: every status change, when, who (`actor_type` builder/staff, `actor_id`), from, to, comment. */
export const projectEvents = pgTable(
  'project_events',
  {
    eventId: integer('event_id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.projectId, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('project_events_project').on(t.projectId, t.eventId)],
);

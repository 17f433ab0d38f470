import { ACCOUNT_LANGUAGES } from '@realty/contracts/accounts/fields';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The languages an account can choose for its SMS and Web Push texts (docs/product/accounts.md,
 * "Language of an account and Hindi listing text"): a CHECK that `language` is one of
 * `ACCOUNT_LANGUAGES` of `@realty/contracts/accounts/fields`.
 */
export const ACCOUNT_LANGUAGE_CHECK = sql.raw(`"language" in (${ACCOUNT_LANGUAGES.map((l) => `'${l}'`).join(', ')})`);

/**
 * Customers (property seekers) of docs/product/accounts.md "Customer sign-up payload". Passwords are
 * argon2id hashes; `user_noti_token` holds the Web Push subscription as JSON text. `language` (`en`
 * or `hi`, default `en`) is the language of the texts the customer is sent.
 */
export const users = pgTable(
  'users',
  {
    userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('user_name').notNull(),
    email: text('user_email').notNull(),
    mobile: text('user_mobile').notNull(),
    passwordHash: text('user_password_hash').notNull(),
    altMobile: text('user_alt_mobile').notNull().default(''),
    notiToken: text('user_noti_token').notNull().default(''),
    locLat: numeric('user_loc_lat', { precision: 9, scale: 6 }),
    locLon: numeric('user_loc_lon', { precision: 9, scale: 6 }),
    address: text('user_address').notNull().default(''),
    status: text('user_status').notNull().default('active'),
    language: text('language').notNull().default('en'),
    /** When the customer opened a confirmation link sent to `user_email`; null until then and again after the address changes (migration 0018's trigger). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Whether price drops of the customer's favourites are alerted (docs/product/alerts.md, "Price drops"); the dashboard's setting, on by default. */
    favouritePriceAlerts: boolean('favourite_price_alerts').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile').on(t.mobile),
    check('users_language_check', ACCOUNT_LANGUAGE_CHECK),
  ],
);

/**
 * Associates of docs/product/accounts.md. Aadhaar and PAN are stored encrypted (AES-256-GCM, `*_enc`),
 * with a keyed hash (HMAC-SHA-256, `*_hash`) for duplicate checks and the last four
 * characters for masked display. `member_id` is what people they sponsor enter as
 * `ass_sponsor_id`. `language` (`en` or `hi`, default `en`) is the language of the texts the
 * associate is sent.
 */
export const associates = pgTable(
  'associates',
  {
    assId: integer('ass_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('ass_name').notNull(),
    email: text('ass_email').notNull(),
    mobile: text('ass_mobile').notNull(),
    passwordHash: text('ass_password_hash').notNull(),
    aadhaarEnc: text('ass_aadhaar_enc'),
    aadhaarHash: text('ass_aadhaar_hash'),
    aadhaarLast4: text('ass_aadhaar_last4'),
    panEnc: text('ass_pan_enc'),
    panHash: text('ass_pan_hash'),
    panLast4: text('ass_pan_last4'),
    sponsorId: text('ass_sponsor_id'),
    sponsorName: text('ass_sponsor_name').notNull().default(''),
    lat: numeric('ass_lat', { precision: 9, scale: 6 }),
    lon: numeric('ass_lon', { precision: 9, scale: 6 }),
    notiToken: text('ass_noti_token').notNull().default(''),
    profileImage: text('ass_profile_image').notNull().default(''),
    memberId: text('member_id').notNull(),
    memberDbId: text('member_db_id').notNull().default(''),
    role: text('role').notNull().default('Associate'),
    status: text('ass_status').notNull().default('active'),
    /** Membership plan, `free` or `pro`, set by staff (docs/product/pipeline.md, "Deals and brokerage"). */
    plan: text('ass_plan').notNull().default('free'),
    /** Until when a bought (or granted) Pro period runs; null for never (docs/product/payments.md, "Renewals and expiry"). */
    proUntil: timestamp('pro_until', { withTimezone: true }),
    /** Whether staff made the associate Pro by hand, without a payment (migration 0030; docs/product/payments.md, "Back office"). */
    proGranted: boolean('pro_granted').notNull().default(false),
    /** The associate's state or union territory as a two-digit GST state code, the place of supply of their purchases (docs/product/payments.md). */
    stateCode: text('ass_state_code'),
    /** The associate's postal address as printed on their tax invoices; optional. */
    address: text('ass_address'),
    language: text('language').notNull().default('en'),
    /** When the associate opened a confirmation link sent to `ass_email`; null until then and again after the address changes. */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('associates_email').on(sql`lower(${t.email})`),
    uniqueIndex('associates_mobile').on(t.mobile),
    uniqueIndex('associates_member_id').on(t.memberId),
    uniqueIndex('associates_aadhaar_hash').on(t.aadhaarHash).where(sql`${t.aadhaarHash} is not null`),
    uniqueIndex('associates_pan_hash').on(t.panHash).where(sql`${t.panHash} is not null`),
    index('associates_sponsor').on(t.sponsorId),
    index('associates_pro_until').on(t.proUntil).where(sql`${t.plan} = 'pro' AND ${t.proUntil} IS NOT NULL`),
    check('associates_language_check', ACCOUNT_LANGUAGE_CHECK),
  ],
);

/** Staff accounts for the back office (docs/product/back-office.md); role is admin or editor. */
export const staff = pgTable(
  'staff',
  {
    staffId: integer('staff_id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('staff_name').notNull(),
    mobile: text('staff_mobile').notNull(),
    passwordHash: text('staff_password_hash').notNull(),
    role: text('staff_role').notNull().default('editor'),
    mustChangePassword: integer('must_change_password').notNull().default(1),
    status: text('staff_status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_mobile').on(t.mobile)],
);

/**
 * One-time passwords as verification records (conventions: epic-stack `Verification`).
 * `purpose` says what the code proves (e.g. user-signup, user-signin, user-reset,
 * associate-signup, staff-signin); `target` is the 10-digit mobile; the code is stored hashed.
 */
export const otpVerifications = pgTable(
  'otp_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_target_purpose').on(t.target, t.purpose, t.createdAt)],
);

/**
 * Server-side sessions (docs/decisions/0002-sessions-and-security.md): the token itself is never
 * stored, only its SHA-256 hash. `status` is `pending` until a sign-in OTP is verified, then
 * `active`. `subject_type` is user, associate or staff.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_subject').on(t.subjectType, t.subjectId)],
);

/**
 * Wrong passwords per account (docs/decisions/0006-account-sign-in-limits.md), one row per
 * account: `account_kind` is the session subject type (user, associate, staff; later builder)
 * and `account_id` that account's id. `failures` counts the current run of wrong passwords,
 * `last_failed_at` is when the latest was counted, `locked_until` ends the current lock and
 * `lock_notified_at` says the owner was sent the lock SMS for this run. Rows are updated under a
 * row lock, so simultaneous attempts on several instances all count; a successful sign-in
 * deletes the row.
 */
export const accountSignInFailures = pgTable(
  'account_sign_in_failures',
  {
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockNotifiedAt: timestamp('lock_notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'account_sign_in_failures_pk', columns: [t.accountKind, t.accountId] })],
);

/**
 * E-mail confirmation links (docs/product/accounts.md, "E-mail confirmation"), one row per link
 * sent: `account_kind` is the session subject (user, associate, builder), `account_id` that
 * account's id, `email` the address the link was sent to (lower-cased; the link confirms only
 * while the account still has it). The token itself is never stored, only its keyed hash
 * (HMAC-SHA-256 with the PII hash key). A link works until `expires_at` (24 hours) and once:
 * `used_at` is set when it is opened. The rows also count the sends for the limits (one a
 * minute, five a day per account).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountKind: text('account_kind').notNull(),
    accountId: integer('account_id').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_confirmations_token_hash').on(t.tokenHash),
    index('email_confirmations_account').on(t.accountKind, t.accountId, t.createdAt),
    check('email_confirmations_kind', sql`${t.accountKind} in ('user', 'associate', 'builder')`),
  ],
);

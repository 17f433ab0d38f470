-- The person's rights over their data and its retention (docs/product/privacy-rights.md): data
-- exports (the ZIP kept 7 days), account deletions with their 7-day grace period, the audit of
-- profile corrections, the 48-hour notices before inactive accounts are erased, the last use of
-- accounts whose ended sessions were deleted, the push subscriptions reported gone, and the claim of each scheduled retention run (one
-- instance per hour).
CREATE TABLE IF NOT EXISTS "data_exports" (
  "export_id" text PRIMARY KEY NOT NULL,
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "zip" bytea,
  "requested_at" timestamp with time zone NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  CONSTRAINT "data_exports_kind" CHECK ("account_kind" in ('user', 'associate', 'builder')),
  CONSTRAINT "data_exports_status" CHECK ("status" in ('pending', 'ready', 'expired', 'failed'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_exports_account" ON "data_exports" ("account_kind", "account_id", "requested_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "account_deletions" (
  "deletion_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "reason" text DEFAULT 'request' NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "requested_at" timestamp with time zone NOT NULL,
  "erase_after" timestamp with time zone NOT NULL,
  "erased_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "waiting_reason" text,
  CONSTRAINT "account_deletions_kind" CHECK ("account_kind" in ('user', 'associate', 'builder')),
  CONSTRAINT "account_deletions_status" CHECK ("status" in ('pending', 'erased', 'cancelled')),
  CONSTRAINT "account_deletions_reason" CHECK ("reason" in ('request', 'inactive'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "account_deletions_one_pending" ON "account_deletions" ("account_kind", "account_id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_deletions_due" ON "account_deletions" ("erase_after") WHERE "status" = 'pending';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "profile_changes" (
  "change_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "field" text NOT NULL,
  "before_hint" text,
  "after_hint" text,
  "changed_at" timestamp with time zone NOT NULL,
  CONSTRAINT "profile_changes_kind" CHECK ("account_kind" in ('user', 'associate', 'builder'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profile_changes_account" ON "profile_changes" ("account_kind", "account_id", "changed_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "inactivity_notices" (
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "notified_at" timestamp with time zone NOT NULL,
  CONSTRAINT "inactivity_notices_pk" PRIMARY KEY ("account_kind", "account_id"),
  CONSTRAINT "inactivity_notices_kind" CHECK ("account_kind" in ('user', 'associate', 'builder'))
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "account_last_use" (
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "last_used_at" timestamp with time zone NOT NULL,
  CONSTRAINT "account_last_use_pk" PRIMARY KEY ("account_kind", "account_id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "push_subscriptions_gone" (
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "token_hash" text NOT NULL,
  "reported_at" timestamp with time zone NOT NULL,
  CONSTRAINT "push_subscriptions_gone_pk" PRIMARY KEY ("account_kind", "account_id", "token_hash")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "retention_runs" (
  "run_key" text PRIMARY KEY NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "report" jsonb
);

-- Privacy under the Digital Personal Data Protection Act, 2023 and its Rules (docs/product/privacy.md):
-- the append-only consent log (kept seven years), nominees, grievances with their 90-day limit,
-- the log of staff opening people's records, and recorded breaches with the accounts they affected.
CREATE TABLE IF NOT EXISTS "privacy_consents" (
  "consent_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "subject_type" text NOT NULL,
  "subject_id" integer NOT NULL,
  "purpose" text NOT NULL,
  "action" text NOT NULL,
  "notice_version" text NOT NULL,
  "channel" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "privacy_consents_action_check" CHECK ("action" IN ('given', 'withdrawn')),
  CONSTRAINT "privacy_consents_subject_check" CHECK ("subject_type" IN ('user', 'associate', 'builder'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "privacy_consents_subject" ON "privacy_consents" ("subject_type", "subject_id", "purpose", "consent_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "privacy_consents_created" ON "privacy_consents" ("created_at");--> statement-breakpoint
-- the log is append-only: no row is ever changed, and none is deleted before it is seven years old
CREATE OR REPLACE FUNCTION "privacy_consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'privacy_consents is append-only';
  END IF;
  IF OLD."created_at" > now() - interval '7 years' THEN
    RAISE EXCEPTION 'privacy_consents rows are kept for seven years';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "privacy_consents_append_only" ON "privacy_consents";--> statement-breakpoint
CREATE TRIGGER "privacy_consents_append_only" BEFORE UPDATE OR DELETE ON "privacy_consents"
  FOR EACH ROW EXECUTE FUNCTION "privacy_consents_append_only"();--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "privacy_nominees" (
  "subject_type" text NOT NULL,
  "subject_id" integer NOT NULL,
  "name" text NOT NULL,
  "mobile" text NOT NULL,
  "relation" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "privacy_nominees_pk" PRIMARY KEY ("subject_type", "subject_id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "privacy_grievances" (
  "grievance_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "subject_type" text,
  "subject_id" integer,
  "name" text NOT NULL,
  "mobile" text,
  "email" text,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "due_at" timestamp with time zone NOT NULL,
  "resolved_at" timestamp with time zone,
  "reply" text,
  "resolved_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "privacy_grievances_open" ON "privacy_grievances" ("due_at") WHERE "resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "privacy_grievances_subject" ON "privacy_grievances" ("subject_type", "subject_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_access_log" (
  "access_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "staff_id" integer NOT NULL,
  "record_kind" text NOT NULL,
  "record_id" integer NOT NULL,
  "action" text DEFAULT 'view' NOT NULL,
  "accessed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_access_log_at" ON "staff_access_log" ("accessed_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_access_log_record" ON "staff_access_log" ("record_kind", "record_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "privacy_breaches" (
  "breach_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "description" text NOT NULL,
  "discovered_at" timestamp with time zone NOT NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  "recorded_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "privacy_breach_accounts" (
  "breach_id" integer NOT NULL REFERENCES "privacy_breaches" ("breach_id") ON DELETE CASCADE,
  "account_kind" text NOT NULL,
  "account_id" integer NOT NULL,
  "notice_queued_at" timestamp with time zone,
  CONSTRAINT "privacy_breach_accounts_pk" PRIMARY KEY ("breach_id", "account_kind", "account_id")
);

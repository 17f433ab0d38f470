-- Paying associates (docs/product/payouts.md): the account each associate is paid into, the TDS
-- rules of Income-tax Act s. 194H (and s. 206AA without a PAN) as data with start dates, payout
-- runs with one line per associate, and which ledger entries each line pays.
CREATE TABLE IF NOT EXISTS "associate_bank_accounts" (
  "ass_id" integer PRIMARY KEY REFERENCES "associates" ("ass_id") ON DELETE RESTRICT,
  "holder_name" text NOT NULL,
  "account_number_enc" text NOT NULL,
  "account_number_last4" text NOT NULL,
  "ifsc" text NOT NULL,
  "bank_name" text,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "associate_bank_accounts_ifsc_check" CHECK ("ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  CONSTRAINT "associate_bank_accounts_last4_check" CHECK ("account_number_last4" ~ '^[0-9]{4}$')
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tds_rules" (
  "rule_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "section" text DEFAULT '194H' NOT NULL,
  "effective_from" date NOT NULL,
  "rate_percent" numeric(5, 2) NOT NULL,
  "no_pan_rate_percent" numeric(5, 2) NOT NULL,
  "threshold" numeric(14, 2) NOT NULL,
  "note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL,
  "updated_at" timestamp with time zone,
  CONSTRAINT "tds_rules_section_from" UNIQUE ("section", "effective_from"),
  CONSTRAINT "tds_rules_rates_check" CHECK ("rate_percent" >= 0 AND "rate_percent" <= 100 AND "no_pan_rate_percent" >= 0 AND "no_pan_rate_percent" <= 100),
  CONSTRAINT "tds_rules_threshold_check" CHECK ("threshold" >= 0)
);--> statement-breakpoint
INSERT INTO "tds_rules" ("section", "effective_from", "rate_percent", "no_pan_rate_percent", "threshold", "note") VALUES
  ('194H', '2016-06-01', 5.00, 20.00, 15000.00, 'Finance Act 2016: 5 % above ₹15,000 a year; 20 % without a PAN (section 206AA).'),
  ('194H', '2024-10-01', 2.00, 20.00, 15000.00, 'Finance (No. 2) Act 2024: rate 2 % from 1 October 2024.'),
  ('194H', '2025-04-01', 2.00, 20.00, 20000.00, 'Finance Act 2025: threshold ₹20,000 a year from 1 April 2025.')
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_runs" (
  "run_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "status" text DEFAULT 'draft' NOT NULL,
  "until" date,
  "excluded_ass_ids" integer[] DEFAULT '{}' NOT NULL,
  "financial_year" text NOT NULL,
  "credited_on" date NOT NULL,
  "total_gross" numeric(14, 2) NOT NULL,
  "total_tds" numeric(14, 2) NOT NULL,
  "total_net" numeric(14, 2) NOT NULL,
  "created_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "approved_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL,
  "approved_at" timestamp with time zone,
  CONSTRAINT "payout_runs_status_check" CHECK ("status" IN ('draft', 'approved', 'discarded'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_runs_created" ON "payout_runs" ("created_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_lines" (
  "line_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "run_id" bigint NOT NULL REFERENCES "payout_runs" ("run_id") ON DELETE RESTRICT,
  "ass_id" integer NOT NULL REFERENCES "associates" ("ass_id") ON DELETE RESTRICT,
  "status" text DEFAULT 'pending' NOT NULL,
  "financial_year" text NOT NULL,
  "credited_on" date NOT NULL,
  "gross" numeric(14, 2) NOT NULL,
  "year_credited_before" numeric(14, 2) NOT NULL,
  "tds_base" numeric(14, 2) NOT NULL,
  "tds_rule_id" integer REFERENCES "tds_rules" ("rule_id") ON DELETE RESTRICT,
  "tds_section" text DEFAULT '194H' NOT NULL,
  "tds_rate_percent" numeric(5, 2) NOT NULL,
  "pan_present" boolean NOT NULL,
  "tds" numeric(14, 2) NOT NULL,
  "tds_shortfall" numeric(14, 2) DEFAULT 0 NOT NULL,
  "net" numeric(14, 2) NOT NULL,
  "holder_name" text,
  "account_number_enc" text,
  "account_number_last4" text,
  "ifsc" text,
  "bank_name" text,
  "reference" text,
  "paid_at" timestamp with time zone,
  "failed_reason" text,
  "failed_at" timestamp with time zone,
  "marked_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL,
  CONSTRAINT "payout_lines_one_per_run" UNIQUE ("run_id", "ass_id"),
  CONSTRAINT "payout_lines_status_check" CHECK ("status" IN ('pending', 'paid', 'failed')),
  CONSTRAINT "payout_lines_amounts_check" CHECK ("tds" >= 0 AND "tds" <= "gross" AND "net" = "gross" - "tds")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_lines_associate" ON "payout_lines" ("ass_id", "line_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payout_lines_year" ON "payout_lines" ("financial_year", "credited_on");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "payout_entries" (
  "line_id" bigint NOT NULL REFERENCES "payout_lines" ("line_id") ON DELETE RESTRICT,
  "entry_id" integer NOT NULL REFERENCES "brokerage_ledger" ("entry_id") ON DELETE RESTRICT,
  "amount" numeric(14, 2) NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  CONSTRAINT "payout_entries_pkey" PRIMARY KEY ("line_id", "entry_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payout_entries_once" ON "payout_entries" ("entry_id") WHERE "active";

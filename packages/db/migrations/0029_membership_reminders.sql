-- Renewal reminders and the end of Pro, each exactly once per associate and Pro period across
-- restarts and instances (docs/product/payments.md, "Renewals and expiry"): the job inserts the
-- row first and only the instance whose insert went in sends the reminder or ends the period.
CREATE TABLE IF NOT EXISTS "membership_reminders" (
  "ass_id" integer NOT NULL REFERENCES "associates" ("ass_id") ON DELETE CASCADE,
  "pro_until" timestamp with time zone NOT NULL,
  "kind" text NOT NULL,
  "sent_at" timestamp with time zone NOT NULL,
  CONSTRAINT "membership_reminders_pkey" PRIMARY KEY ("ass_id", "pro_until", "kind"),
  CONSTRAINT "membership_reminders_kind_check" CHECK ("kind" IN ('15_days', '3_days', 'ended'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "associates_pro_until" ON "associates" ("pro_until") WHERE "ass_plan" = 'pro' AND "pro_until" IS NOT NULL;

-- An alert SMS or e-mail the provider refused or could not take (a mail server down, the SMS
-- gateway timing out) is tried again later instead of being lost (docs/product/alerts.md,
-- "Sending"): one row per channel of one alert, with what is needed to send it again (the items
-- of an e-mail, the text of an SMS), how many tries were made and when the next is due.
CREATE TABLE IF NOT EXISTS "alert_retries" (
  "alert_retry_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" integer NOT NULL REFERENCES "users" ("user_id") ON DELETE CASCADE,
  "saved_search_id" integer REFERENCES "saved_searches" ("saved_search_id") ON DELETE CASCADE,
  "channel" text NOT NULL,
  "item_ids" bigint[] DEFAULT '{}' NOT NULL,
  "digest" boolean DEFAULT false NOT NULL,
  "sms_text" text,
  "sms_items" integer,
  "attempts" integer DEFAULT 1 NOT NULL,
  "next_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_retries_channel_check" CHECK ("channel" IN ('sms', 'email'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_retries_due" ON "alert_retries" ("next_at");

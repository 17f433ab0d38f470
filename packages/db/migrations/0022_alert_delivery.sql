-- Delivering alerts (docs/product/alerts.md, "How alerts are sent").
-- "alert_digest_runs": one row per India date on which the 09:00 daily digest ran, so that on
-- several instances (and after a restart) the scheduled digest runs once a day.
CREATE TABLE IF NOT EXISTS "alert_digest_runs" (
	"ist_date" date PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- "alert_sms_waiting": an SMS of an instant alert that fell in the quiet hours (21:00 to 09:00
-- India time): it waits for "due_at" (09:00 India time) and is sent then, or dropped when its
-- saved search was paused or unsubscribed meanwhile. "new_items"/"price_drops" count what it tells
-- of; "site_id" is the one listing when it tells of one.
CREATE TABLE IF NOT EXISTS "alert_sms_waiting" (
	"alert_sms_waiting_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("user_id") ON DELETE CASCADE,
	"saved_search_id" integer REFERENCES "saved_searches"("saved_search_id") ON DELETE CASCADE,
	"site_id" integer REFERENCES "sites"("site_id") ON DELETE SET NULL,
	"new_items" integer DEFAULT 0 NOT NULL,
	"price_drops" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_sms_waiting_due" ON "alert_sms_waiting" USING btree ("due_at", "alert_sms_waiting_id") WHERE "sent_at" IS NULL;

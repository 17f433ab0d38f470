-- Alerts of saved searches and favourites (docs/product/alerts.md, "Alerts").
-- "alert_scan_state": how far the alert scan has read the catalogue change log ("site_changes").
CREATE TABLE IF NOT EXISTS "alert_scan_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"through_version" bigint DEFAULT 0 NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "alert_scan_state" ("id", "through_version")
SELECT 1, coalesce((SELECT "version" FROM "site_catalogue_version" WHERE "id" = 1), 0)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- The last price the alert scan saw of each listing: a listing not here is new to it; a lower
-- price than this one is a price drop. Filled with today's catalogue, so nothing already listed
-- is announced as new.
CREATE TABLE IF NOT EXISTS "listing_alert_prices" (
	"site_id" integer PRIMARY KEY NOT NULL REFERENCES "sites"("site_id") ON DELETE CASCADE,
	"price" numeric(14, 2) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
INSERT INTO "listing_alert_prices" ("site_id", "price")
SELECT "site_id", "site_price" FROM "sites" ON CONFLICT ("site_id") DO NOTHING;--> statement-breakpoint
-- The lowest price each listing was alerted at, per saved search or per favourite: a listing
-- alerts a saved search once, and again only at a price lower than any already alerted.
CREATE TABLE IF NOT EXISTS "saved_search_alerted" (
	"saved_search_id" integer NOT NULL REFERENCES "saved_searches"("saved_search_id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("site_id") ON DELETE CASCADE,
	"lowest_price" numeric(14, 2) NOT NULL,
	PRIMARY KEY ("saved_search_id", "site_id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "favourite_alerted" (
	"user_id" integer NOT NULL REFERENCES "users"("user_id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("site_id") ON DELETE CASCADE,
	"lowest_price" numeric(14, 2) NOT NULL,
	PRIMARY KEY ("user_id", "site_id")
);--> statement-breakpoint
-- What is to be told, one row per listing per saved search (or per favourite, saved_search_id
-- null): kind "new" or "price_drop"; "delivered_at" once an alert carried it (or it was dropped
-- because its saved search was paused, unsubscribed or deleted).
CREATE TABLE IF NOT EXISTS "alert_items" (
	"alert_item_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("user_id") ON DELETE CASCADE,
	"saved_search_id" integer REFERENCES "saved_searches"("saved_search_id") ON DELETE CASCADE,
	"site_id" integer NOT NULL REFERENCES "sites"("site_id") ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('new', 'price_drop')),
	"price" numeric(14, 2) NOT NULL,
	"previous_price" numeric(14, 2),
	"frequency" text NOT NULL CHECK ("frequency" IN ('instant', 'daily')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_items_pending" ON "alert_items" USING btree ("user_id", "alert_item_id") WHERE "delivered_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_items_pending_frequency" ON "alert_items" USING btree ("frequency", "alert_item_id") WHERE "delivered_at" IS NULL;--> statement-breakpoint
-- Every alert sent, per channel: the SMS limit (2 a day per customer) counts these.
CREATE TABLE IF NOT EXISTS "alert_deliveries" (
	"alert_delivery_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("user_id") ON DELETE CASCADE,
	"saved_search_id" integer REFERENCES "saved_searches"("saved_search_id") ON DELETE SET NULL,
	"channel" text NOT NULL CHECK ("channel" IN ('sms', 'push', 'email')),
	"items" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_deliveries_user" ON "alert_deliveries" USING btree ("user_id", "channel", "sent_at");--> statement-breakpoint
-- A customer's own switch for price drops of favourites (the dashboard's setting; on by default).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "favourite_price_alerts" boolean DEFAULT true NOT NULL;

-- Keeping the alert tables small and their deletions cheap (docs/product/alerts.md, "Sending";
-- docs/decisions/0030-alert-delivery.md): delivered items are pruned a week after they went (the
-- minutely sweep, by "alert_items_delivered"); deleting a saved search deletes its items through
-- "alert_items_saved_search" instead of reading the whole table; deleting a listing deletes its
-- once-per-price rows through the "_site" indexes (their primary keys start with the saved search
-- and the customer).
CREATE INDEX IF NOT EXISTS "alert_items_delivered" ON "alert_items" USING btree ("delivered_at") WHERE "delivered_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alert_items_saved_search" ON "alert_items" USING btree ("saved_search_id") WHERE "saved_search_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_search_alerted_site" ON "saved_search_alerted" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "favourite_alerted_site" ON "favourite_alerted" USING btree ("site_id");

-- The saved searches each instance keeps in memory for the alert scan (docs/decisions/0029-alert-matching.md,
-- docs/product/alerts.md "Alerts"): every summary the scan derives is stamped with the next number
-- of "saved_search_match_rev", so an instance learns which saved searches were derived since it last
-- looked by reading those stamped above the highest it has seen. Summaries are derived only by the
-- scan, which runs one at a time (it holds "alert_scan_state" locked), so the stamps commit in
-- order and none is skipped.
CREATE SEQUENCE IF NOT EXISTS "saved_search_match_rev";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "match_rev" bigint;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_match_rev" ON "saved_searches" USING btree ("match_rev");
--> statement-breakpoint
-- The candidates are no longer found by a statement: the GIN index on the keys only slowed saving a search.
DROP INDEX IF EXISTS "saved_searches_match_keys";
--> statement-breakpoint
-- A listing's savers, found by the listing: the alert scan's price drops of favourites, and deleting
-- a listing (its favourites go with it), no longer read the whole table.
CREATE INDEX IF NOT EXISTS "favorites_site" ON "favorites" USING btree ("site_id");

-- Finding the saved searches a new or cheaper listing matches (docs/decisions/0029-alert-matching.md,
-- docs/product/alerts.md "Alerts"): each saved search carries a loose summary of its query, derived
-- by the alert scan from the listing page's own filters, so the candidates of a listing are found
-- through an index instead of checking every saved search. The summary never excludes a listing
-- the listing page would show; the listing page's predicate then decides.
--   match_keys: "city|category|bedrooms" triples the search accepts, lower case, "*" for any ('{}' = none
--               can match, e.g. a query the listing page no longer accepts); NULL = not derived
--               yet (set again by the trigger below whenever the query changes).
--   match_min_price / match_max_price: rupees, NULL = no bound (rounded outwards to whole rupees).
--   match_bhk: bedroom counts any of which a listing must offer, NULL = any.
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "match_keys" text[];--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "match_min_price" numeric;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "match_max_price" numeric;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "match_bhk" smallint[];--> statement-breakpoint
-- (fastupdate off: entries go straight into the index, so a lookup never reads a long pending list
-- after many searches were saved or summarised at once; docs/benchmarks.md "Alert matching")
CREATE INDEX IF NOT EXISTS "saved_searches_match_keys" ON "saved_searches" USING gin ("match_keys") WITH (fastupdate = off) WHERE NOT "paused";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_match_pending" ON "saved_searches" USING btree ("saved_search_id") WHERE "match_keys" IS NULL;--> statement-breakpoint
-- A saved search whose query is new or changed has its summary derived again by the next scan.
CREATE OR REPLACE FUNCTION "saved_search_match_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."query" IS DISTINCT FROM OLD."query" THEN
    NEW."match_keys" := NULL;
    NEW."match_min_price" := NULL;
    NEW."match_max_price" := NULL;
    NEW."match_bhk" := NULL;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "saved_searches_match_reset" ON "saved_searches";--> statement-breakpoint
CREATE TRIGGER "saved_searches_match_reset" BEFORE INSERT OR UPDATE OF "query" ON "saved_searches"
  FOR EACH ROW EXECUTE FUNCTION "saved_search_match_reset"();--> statement-breakpoint
-- Which derivation the summaries were made with (the places' names and the code's rules): when it
-- differs from the scan's, every summary is derived again.
ALTER TABLE "alert_scan_state" ADD COLUMN IF NOT EXISTS "match_rules" text DEFAULT '' NOT NULL;

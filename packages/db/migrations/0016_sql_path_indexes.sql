-- The SQL path of a catalogue search (docs/benchmarks.md, "The SQL path at 100,000 listings"):
-- a page and its count up to the list bound are one statement that first finds up to 10,001
-- matches in any order, then sorts them, and walks a sort order only when that many match.
-- Each index below holds, besides its key, every column the stream's filters and sort keys
-- read (Drizzle cannot declare INCLUDE), so both steps are index-only scans over the key's
-- range: the listings of a city (of a category, when one is asked), of a category (within a
-- price band, when one is asked), of a price band, or, when 10,001 or more match, a sort order
-- from its start. The title order is that of migration 0014 (lower(site_title) COLLATE "C").
CREATE INDEX "sites_covering_city" ON "sites" USING btree (lower("site_city"), lower("site_category"), "site_price") INCLUDE ("site_id", "site_city", "site_category", "site_state", "bhk", "area_sqft_min", "area_sqft_max", "possession", "furnishing", "verified", "created_at", "site_title", "price_per_sqft");--> statement-breakpoint
CREATE INDEX "sites_covering_category" ON "sites" USING btree (lower("site_category"), "site_price") INCLUDE ("site_id", "site_city", "site_category", "site_state", "bhk", "area_sqft_min", "area_sqft_max", "possession", "furnishing", "verified", "created_at", "site_title", "price_per_sqft");--> statement-breakpoint
CREATE INDEX "sites_covering_price" ON "sites" USING btree ("site_price", "site_id") INCLUDE ("site_city", "site_category", "site_state", "bhk", "area_sqft_min", "area_sqft_max", "possession", "furnishing", "verified", "created_at", "site_title", "price_per_sqft");--> statement-breakpoint
CREATE INDEX "sites_covering_created_at" ON "sites" USING btree ("created_at", "site_id") INCLUDE ("site_city", "site_category", "site_state", "bhk", "area_sqft_min", "area_sqft_max", "possession", "furnishing", "verified", "site_price", "site_title", "price_per_sqft");--> statement-breakpoint
CREATE INDEX "sites_covering_price_per_sqft" ON "sites" USING btree (coalesce("price_per_sqft", 9223372036854775807), "site_id") INCLUDE ("price_per_sqft", "site_city", "site_category", "site_state", "bhk", "area_sqft_min", "area_sqft_max", "possession", "furnishing", "verified", "site_price", "created_at", "site_title");--> statement-breakpoint
CREATE INDEX "sites_covering_title" ON "sites" USING btree ((lower("site_title") COLLATE "C"), "site_id") INCLUDE ("site_title", "site_city", "site_category", "site_state", "bhk", "area_sqft_min", "area_sqft_max", "possession", "furnishing", "verified", "site_price", "created_at", "price_per_sqft");--> statement-breakpoint
-- the plain indexes of the same keys are covered by these
DROP INDEX IF EXISTS "sites_price";--> statement-breakpoint
DROP INDEX IF EXISTS "sites_created_at";--> statement-breakpoint
DROP INDEX IF EXISTS "sites_title_order";--> statement-breakpoint
DROP INDEX IF EXISTS "sites_price_per_sqft_order";

-- Substring filters (ILIKE '%term%') on these near-unique texts are estimated from their
-- histograms. With the default 100 buckets PostgreSQL guessed 10 matches for a term that
-- really matches 2,104 of 100,000 listings, and so sorted every match instead of walking the
-- primary key for the first page. 200 buckets give estimates within about 20% while keeping
-- planning near 1 ms (1,000 buckets cost 4 ms of planning per query; docs/benchmarks.md).
ALTER TABLE "sites" ALTER COLUMN "site_search_text" SET STATISTICS 200;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "site_location_text" SET STATISTICS 200;--> statement-breakpoint
ALTER TABLE "sites" ALTER COLUMN "site_title" SET STATISTICS 200;

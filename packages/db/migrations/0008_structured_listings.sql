-- The structured listing fields (docs/product/catalogue.md, "Structured fields";
-- docs/decisions/0010-structured-listings.md). One ALTER TABLE, so the table is rewritten once
-- for all the stored generated columns. The generated columns: the plot area in square feet
-- (exact factors, rounded half up to 0.01), the area range the area filters read (carpet,
-- else plot), the price per square foot (whole rupees, half up; null without price or area)
-- and the location as a point (x = longitude, y = latitude) for the GiST index.
ALTER TABLE "sites"
  ADD COLUMN "bhk" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
  ADD COLUMN "carpet_area_sqft_min" numeric(10, 2),
  ADD COLUMN "carpet_area_sqft_max" numeric(10, 2),
  ADD COLUMN "built_up_area_sqft" numeric(10, 2),
  ADD COLUMN "super_built_up_area_sqft" numeric(10, 2),
  ADD COLUMN "plot_area" numeric(14, 4),
  ADD COLUMN "plot_area_unit" text,
  ADD COLUMN "plot_area_sqft" numeric(16, 2) GENERATED ALWAYS AS (CASE "plot_area_unit" WHEN 'sqft' THEN round("plot_area", 2) WHEN 'sqyd' THEN round("plot_area" * 9, 2) WHEN 'sqm' THEN round("plot_area" * 10.7639, 2) WHEN 'acre' THEN round("plot_area" * 43560, 2) END) STORED,
  ADD COLUMN "area_sqft_min" numeric(16, 2) GENERATED ALWAYS AS (coalesce("carpet_area_sqft_min", "carpet_area_sqft_max", CASE "plot_area_unit" WHEN 'sqft' THEN round("plot_area", 2) WHEN 'sqyd' THEN round("plot_area" * 9, 2) WHEN 'sqm' THEN round("plot_area" * 10.7639, 2) WHEN 'acre' THEN round("plot_area" * 43560, 2) END)) STORED,
  ADD COLUMN "area_sqft_max" numeric(16, 2) GENERATED ALWAYS AS (coalesce("carpet_area_sqft_max", "carpet_area_sqft_min", CASE "plot_area_unit" WHEN 'sqft' THEN round("plot_area", 2) WHEN 'sqyd' THEN round("plot_area" * 9, 2) WHEN 'sqm' THEN round("plot_area" * 10.7639, 2) WHEN 'acre' THEN round("plot_area" * 43560, 2) END)) STORED,
  ADD COLUMN "price_per_sqft" bigint GENERATED ALWAYS AS (CASE WHEN "site_price" > 0 AND coalesce("carpet_area_sqft_min", "carpet_area_sqft_max", CASE "plot_area_unit" WHEN 'sqft' THEN round("plot_area", 2) WHEN 'sqyd' THEN round("plot_area" * 9, 2) WHEN 'sqm' THEN round("plot_area" * 10.7639, 2) WHEN 'acre' THEN round("plot_area" * 43560, 2) END) > 0 THEN round("site_price" / coalesce("carpet_area_sqft_min", "carpet_area_sqft_max", CASE "plot_area_unit" WHEN 'sqft' THEN round("plot_area", 2) WHEN 'sqyd' THEN round("plot_area" * 9, 2) WHEN 'sqm' THEN round("plot_area" * 10.7639, 2) WHEN 'acre' THEN round("plot_area" * 43560, 2) END))::bigint END) STORED,
  ADD COLUMN "possession" text,
  ADD COLUMN "possession_date" date,
  ADD COLUMN "furnishing" text,
  ADD COLUMN "facing" text,
  ADD COLUMN "transaction" text,
  ADD COLUMN "ownership" text,
  ADD COLUMN "approved_by" text[] DEFAULT '{}'::text[] NOT NULL,
  ADD COLUMN "loan_banks" text[] DEFAULT '{}'::text[] NOT NULL,
  ADD COLUMN "verified" boolean DEFAULT false NOT NULL,
  ADD COLUMN "location" "point" GENERATED ALWAYS AS (CASE WHEN "site_lat" IS NOT NULL AND "site_lon" IS NOT NULL THEN point("site_lon"::float8, "site_lat"::float8) END) STORED;--> statement-breakpoint
CREATE INDEX "sites_bhk" ON "sites" USING gin ("bhk");--> statement-breakpoint
CREATE INDEX "sites_bhk_list" ON "sites" USING btree ("bhk");--> statement-breakpoint
CREATE INDEX "sites_area_min" ON "sites" USING btree ("area_sqft_min","area_sqft_max");--> statement-breakpoint
CREATE INDEX "sites_area_max" ON "sites" USING btree ("area_sqft_max","area_sqft_min");--> statement-breakpoint
CREATE INDEX "sites_price_per_sqft_order" ON "sites" USING btree (coalesce("price_per_sqft", 9223372036854775807),"site_id");--> statement-breakpoint
CREATE INDEX "sites_possession" ON "sites" USING btree ("possession","furnishing");--> statement-breakpoint
CREATE INDEX "sites_furnishing" ON "sites" USING btree ("furnishing","possession");--> statement-breakpoint
CREATE INDEX "sites_verified" ON "sites" USING btree ("site_id") WHERE "sites"."verified";--> statement-breakpoint
-- INCLUDE (site_id): a box's page of ids is an index-only scan (Drizzle cannot declare INCLUDE)
CREATE INDEX "sites_location" ON "sites" USING gist ("location") INCLUDE ("site_id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_bhk_range_check" CHECK ("sites"."bhk" <@ '{0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20}'::smallint[]);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_plot_area_unit_check" CHECK ("plot_area_unit" is null or "plot_area_unit" in ('sqft', 'sqyd', 'sqm', 'acre'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_plot_area_pair_check" CHECK (("sites"."plot_area" is null) = ("sites"."plot_area_unit" is null));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_possession_check" CHECK ("possession" is null or "possession" in ('ready', 'under_construction'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_possession_date_check" CHECK ("sites"."possession_date" is null or "sites"."possession" = 'under_construction');--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_furnishing_check" CHECK ("furnishing" is null or "furnishing" in ('unfurnished', 'semi', 'furnished'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_facing_check" CHECK ("facing" is null or "facing" in ('north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_transaction_check" CHECK ("transaction" is null or "transaction" in ('new', 'resale'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_ownership_check" CHECK ("ownership" is null or "ownership" in ('freehold', 'leasehold'));

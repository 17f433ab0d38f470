DROP INDEX "sites_category_lower";--> statement-breakpoint
DROP INDEX "sites_city_lower";--> statement-breakpoint
DROP INDEX "sites_state_lower";--> statement-breakpoint
CREATE INDEX "sites_category_lower" ON "sites" USING btree (lower("site_category"),"site_price","site_category");--> statement-breakpoint
CREATE INDEX "sites_city_lower" ON "sites" USING btree (lower("site_city"),"site_city");--> statement-breakpoint
CREATE INDEX "sites_state_lower" ON "sites" USING btree (lower("site_state"),"site_state");
-- The alert scan's write path (docs/decisions/0029-alert-matching.md, "Writing a match"): a match
-- writes a "saved_search_alerted" row and, when that row was inserted or lowered, an "alert_items"
-- row from its RETURNING. "saved_search_alerted" keeps its foreign keys (the saved search and the
-- listing exist, and are locked against deletion until the scan commits), so "alert_items" no
-- longer checks its own three per row: its items are cleaned up by the triggers below instead when
-- a saved search, a listing or a customer is deleted (or truncated). Favourites' items are written
-- with their customer and listing locked ("for key share") in the same statement.
ALTER TABLE "alert_items" DROP CONSTRAINT IF EXISTS "alert_items_user_id_fkey";--> statement-breakpoint
ALTER TABLE "alert_items" DROP CONSTRAINT IF EXISTS "alert_items_saved_search_id_fkey";--> statement-breakpoint
ALTER TABLE "alert_items" DROP CONSTRAINT IF EXISTS "alert_items_site_id_fkey";--> statement-breakpoint
-- (items left behind by a deletion that raced this migration)
DELETE FROM "alert_items" a WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u."user_id" = a."user_id")
  OR NOT EXISTS (SELECT 1 FROM "sites" s WHERE s."site_id" = a."site_id")
  OR (a."saved_search_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "saved_searches" ss WHERE ss."saved_search_id" = a."saved_search_id"));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "alert_items_forget_saved_searches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "alert_items" WHERE "saved_search_id" IS NOT NULL;
  ELSE
    DELETE FROM "alert_items" a USING "alert_items_gone" g WHERE a."saved_search_id" = g."saved_search_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "alert_items_forget_sites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "alert_items";
  ELSE
    DELETE FROM "alert_items" a USING "alert_items_gone" g WHERE a."site_id" = g."site_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "alert_items_forget_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "alert_items";
  ELSE
    DELETE FROM "alert_items" a USING "alert_items_gone" g WHERE a."user_id" = g."user_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "saved_searches_forget_alert_items" ON "saved_searches";--> statement-breakpoint
CREATE TRIGGER "saved_searches_forget_alert_items" AFTER DELETE ON "saved_searches" REFERENCING OLD TABLE AS "alert_items_gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "alert_items_forget_saved_searches"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "saved_searches_truncate_alert_items" ON "saved_searches";--> statement-breakpoint
CREATE TRIGGER "saved_searches_truncate_alert_items" AFTER TRUNCATE ON "saved_searches"
  FOR EACH STATEMENT EXECUTE FUNCTION "alert_items_forget_saved_searches"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "sites_forget_alert_items" ON "sites";--> statement-breakpoint
CREATE TRIGGER "sites_forget_alert_items" AFTER DELETE ON "sites" REFERENCING OLD TABLE AS "alert_items_gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "alert_items_forget_sites"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "sites_truncate_alert_items" ON "sites";--> statement-breakpoint
CREATE TRIGGER "sites_truncate_alert_items" AFTER TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "alert_items_forget_sites"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_forget_alert_items" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_forget_alert_items" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "alert_items_gone"
  FOR EACH STATEMENT EXECUTE FUNCTION "alert_items_forget_users"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "users_truncate_alert_items" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_truncate_alert_items" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "alert_items_forget_users"();

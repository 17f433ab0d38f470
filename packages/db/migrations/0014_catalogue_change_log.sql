-- The catalogue change log (docs/decisions/0022-near-real-time-catalogue-index.md): every
-- statement on "sites" takes the next catalogue version before it changes a row; each row it
-- inserts or updates carries that version, and every listing it inserts, updates or deletes is
-- logged with it in "site_changes", in the same transaction. The version row is locked by the
-- first statement of a changing transaction until it commits, so versions are taken in commit
-- order: a reader that saw version v finds every later change by "version > v".
ALTER TABLE "sites" ADD COLUMN "catalogue_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_catalogue_version" ADD COLUMN "pruned_through" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "site_changes" (
	"version" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "site_changes_version" ON "site_changes" USING btree ("version","site_id");--> statement-breakpoint
CREATE INDEX "site_changes_changed_at" ON "site_changes" USING btree ("changed_at");--> statement-breakpoint
DROP TRIGGER IF EXISTS "sites_catalogue_version" ON "sites";--> statement-breakpoint
DROP TRIGGER IF EXISTS "sites_catalogue_version_truncate" ON "sites";--> statement-breakpoint
-- The next version: at least the current time in microseconds, so it never repeats even if the
-- table is emptied; kept for the rest of the transaction in the setting realty.catalogue_version.
CREATE OR REPLACE FUNCTION "bump_site_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  INSERT INTO "site_catalogue_version" ("id", "version")
  VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT ("id") DO UPDATE SET "version" = greatest(
    "site_catalogue_version"."version" + 1,
    (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
  )
  RETURNING "version" INTO next_version;
  PERFORM set_config('realty.catalogue_version', next_version::text, true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "stamp_site_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."catalogue_version" := current_setting('realty.catalogue_version')::bigint;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "log_site_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "site_changes" ("version", "site_id")
    SELECT current_setting('realty.catalogue_version')::bigint, "site_id" FROM "changed_rows";
  ELSIF TG_OP = 'TRUNCATE' THEN
    -- site_id 0 stands for every listing: readers build their index anew
    INSERT INTO "site_changes" ("version", "site_id") VALUES (current_setting('realty.catalogue_version')::bigint, 0);
  ELSE
    INSERT INTO "site_changes" ("version", "site_id")
    SELECT current_setting('realty.catalogue_version')::bigint, "site_id" FROM "changed_rows";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sites_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "sites_catalogue_version_stamp" BEFORE INSERT OR UPDATE ON "sites"
  FOR EACH ROW EXECUTE FUNCTION "stamp_site_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "sites_changes_insert" AFTER INSERT ON "sites" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_site_changes"();--> statement-breakpoint
CREATE TRIGGER "sites_changes_update" AFTER UPDATE ON "sites" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_site_changes"();--> statement-breakpoint
CREATE TRIGGER "sites_changes_delete" AFTER DELETE ON "sites" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_site_changes"();--> statement-breakpoint
CREATE TRIGGER "sites_changes_truncate" AFTER TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_site_changes"();--> statement-breakpoint
-- Titles sort by the code points of their lower-cased text (the "C" collation): the same order on
-- every database and server locale, and one the catalogue index can reproduce for new listings.
DROP INDEX IF EXISTS "sites_title_order";--> statement-breakpoint
CREATE INDEX "sites_title_order" ON "sites" USING btree ((lower("site_title") COLLATE "C"),"site_id");

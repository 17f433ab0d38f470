-- Every statement that changes listings moves the catalogue version forward. The value is
-- at least the current time in microseconds, so it never repeats even if the table is emptied.
CREATE OR REPLACE FUNCTION "bump_site_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "site_catalogue_version" ("id", "version")
  VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT ("id") DO UPDATE SET "version" = greatest(
    "site_catalogue_version"."version" + 1,
    (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sites_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "sites_catalogue_version_truncate" AFTER TRUNCATE ON "sites"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_site_catalogue_version"();--> statement-breakpoint
INSERT INTO "site_catalogue_version" ("id", "version")
  VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT ("id") DO NOTHING;

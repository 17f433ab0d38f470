CREATE TABLE "places" (
	"place_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_place_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"state_id" integer,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"localities" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"lat" numeric(9, 6),
	"lon" numeric(9, 6),
	CONSTRAINT "places_kind" CHECK ("places"."kind" in ('state', 'city')),
	CONSTRAINT "places_city_has_state" CHECK (("places"."kind" = 'state') = ("places"."state_id" is null))
);
--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_state_id_places_place_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."places"("place_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "places_kind_name" ON "places" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE INDEX "places_state" ON "places" USING btree ("state_id");--> statement-breakpoint
-- The states and cities the company sells in (docs/product/catalogue.md, "Places"). The
-- featured ones, in their order, are the home page's featured filter: only Uttar Pradesh, with
-- Chitrakoot, Mirzapur, Varanasi and Prayagraj. Localities are those the free-text search knows.
INSERT INTO "places" ("kind", "name", "aliases", "featured", "sort_order") VALUES
  ('state', 'Uttar Pradesh', ARRAY['UP']::text[], true, 1),
  ('state', 'Bihar', '{}'::text[], false, 2),
  ('state', 'Madhya Pradesh', ARRAY['MP']::text[], false, 3);--> statement-breakpoint
INSERT INTO "places" ("kind", "name", "state_id", "aliases", "localities", "featured", "sort_order", "lat", "lon")
SELECT 'city', c.name, s.place_id, c.aliases, c.localities, c.featured, c.sort_order, c.lat, c.lon
FROM (VALUES
  ('Uttar Pradesh', 'Chitrakoot', ARRAY['Chitrakoot Dham']::text[], ARRAY['Karwi', 'Ramghat', 'Sitapur Chitrakoot']::text[], true, 1, 25.190000, 80.880000),
  ('Uttar Pradesh', 'Mirzapur', '{}'::text[], ARRAY['Vindhyachal', 'Chunar', 'Sangmohal', 'Lalganj Road']::text[], true, 2, 25.146000, 82.569000),
  ('Uttar Pradesh', 'Varanasi', ARRAY['Banaras', 'Benares', 'Kashi']::text[], ARRAY['Sigra', 'Lanka', 'BHU', 'Assi Ghat', 'Mahmoorganj', 'Sarnath', 'Bhelupur', 'Cantonment', 'Shivpur', 'Babatpur Road']::text[], true, 3, 25.317600, 82.973900),
  ('Uttar Pradesh', 'Prayagraj', ARRAY['Allahabad']::text[], ARRAY['Civil Lines', 'George Town', 'Jhunsi', 'Naini', 'Phaphamau', 'Katra', 'Kydganj']::text[], true, 4, 25.435800, 81.846300),
  ('Uttar Pradesh', 'Agra', '{}'::text[], ARRAY['Taj Ganj', 'Sikandra', 'Kamla Nagar', 'Dayal Bagh', 'Fatehabad Road']::text[], false, 5, 27.176700, 78.008100),
  ('Uttar Pradesh', 'Ayodhya', ARRAY['Faizabad']::text[], ARRAY['Ram Path', 'Saket Puri', 'Airport Road']::text[], false, 6, 26.792200, 82.199800),
  ('Uttar Pradesh', 'Ghaziabad', '{}'::text[], ARRAY['Indirapuram', 'Vaishali', 'Raj Nagar Extension', 'Crossings Republik']::text[], false, 7, 28.669200, 77.453800),
  ('Uttar Pradesh', 'Gorakhpur', '{}'::text[], ARRAY['Ramgarh Tal', 'Golghar']::text[], false, 8, 26.760600, 83.373200),
  ('Uttar Pradesh', 'Kanpur', ARRAY['Cawnpore']::text[], ARRAY['Swaroop Nagar', 'Kalyanpur']::text[], false, 9, 26.449900, 80.331900),
  ('Uttar Pradesh', 'Lucknow', ARRAY['Lakhnau']::text[], ARRAY['Gomti Nagar', 'Hazratganj', 'Aliganj', 'Sultanpur Road', 'Indira Nagar']::text[], false, 10, 26.846700, 80.946200),
  ('Uttar Pradesh', 'Noida', '{}'::text[], ARRAY['Sector 18', 'Sector 62', 'Sector 137', 'Noida Extension']::text[], false, 11, 28.535500, 77.391000),
  ('Bihar', 'Patna', '{}'::text[], ARRAY['Bailey Road', 'Danapur', 'Boring Road']::text[], false, 1, 25.594100, 85.137600),
  ('Bihar', 'Bodh Gaya', ARRAY['Bodhgaya']::text[], ARRAY['Domuhan Road']::text[], false, 2, 24.696100, 84.987000),
  ('Madhya Pradesh', 'Rewa', '{}'::text[], ARRAY['Civil Lines Rewa']::text[], false, 1, 24.537300, 81.304200),
  ('Madhya Pradesh', 'Satna', '{}'::text[], ARRAY['Rewa Road']::text[], false, 2, 24.600500, 80.832200)
) AS c(state, name, aliases, localities, featured, sort_order, lat, lon)
JOIN "places" s ON s."kind" = 'state' AND s."name" = c.state;

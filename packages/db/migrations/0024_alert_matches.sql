-- What the alert scan found, recorded as one row per new or cheaper listing
-- (docs/decisions/0029-alert-matching.md, "Recording a match, then expanding it"): the ids of
-- every saved search the listing now matches, in one integer array. The scan's write no longer
-- grows with the matches (one row whether a listing matches 3 saved searches or 3,000); the
-- expansion job turns each row into "saved_search_alerted" and "alert_items" rows (the
-- once-per-price rule) after the scan has committed, and deletes it. No foreign keys: the
-- expansion joins the saved searches and the listing as they are then, so a saved search paused
-- or deleted, or a listing withdrawn, meanwhile is told nothing.
CREATE TABLE IF NOT EXISTS "alert_matches" (
  "alert_match_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "site_id" integer NOT NULL,
  "kind" text NOT NULL,
  "price" numeric(14, 2) NOT NULL,
  "previous_price" numeric(14, 2),
  "saved_search_ids" integer[] NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "alert_matches_kind_check" CHECK ("kind" IN ('new', 'price_drop'))
);

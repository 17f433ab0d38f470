-- E-mail confirmation (docs/product/accounts.md, "E-mail confirmation"): when each account's
-- address was confirmed, and the links sent (only a keyed hash of each token is kept).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN IF NOT EXISTS "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "builders" ADD COLUMN IF NOT EXISTS "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "email_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_kind" CHECK ("account_kind" in ('user', 'associate', 'builder'))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "email_confirmations_token_hash" ON "email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_confirmations_account" ON "email_confirmations" USING btree ("account_kind", "account_id", "created_at");--> statement-breakpoint
-- A new address is not confirmed: whatever changes an account's e-mail (the API, the back
-- office, a hand-written UPDATE) clears its confirmation in the same statement.
CREATE OR REPLACE FUNCTION "clear_email_confirmation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."email_confirmed_at" := NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_email_changed" BEFORE UPDATE OF "user_email" ON "users"
  FOR EACH ROW WHEN (lower(OLD."user_email") IS DISTINCT FROM lower(NEW."user_email"))
  EXECUTE FUNCTION "clear_email_confirmation"();--> statement-breakpoint
CREATE TRIGGER "associates_email_changed" BEFORE UPDATE OF "ass_email" ON "associates"
  FOR EACH ROW WHEN (lower(OLD."ass_email") IS DISTINCT FROM lower(NEW."ass_email"))
  EXECUTE FUNCTION "clear_email_confirmation"();--> statement-breakpoint
CREATE TRIGGER "builders_email_changed" BEFORE UPDATE OF "builder_email" ON "builders"
  FOR EACH ROW WHEN (lower(OLD."builder_email") IS DISTINCT FROM lower(NEW."builder_email"))
  EXECUTE FUNCTION "clear_email_confirmation"();

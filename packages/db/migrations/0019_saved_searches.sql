CREATE TABLE IF NOT EXISTS "saved_searches" (
	"saved_search_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("user_id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"channels" text[] NOT NULL,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_user" ON "saved_searches" USING btree ("user_id","saved_search_id");

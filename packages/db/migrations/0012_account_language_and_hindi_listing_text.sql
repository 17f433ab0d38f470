ALTER TABLE "associates" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "builders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "associates" ADD CONSTRAINT "associates_language_check" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "builders" ADD CONSTRAINT "builders_language_check" CHECK ("language" in ('en', 'hi'));
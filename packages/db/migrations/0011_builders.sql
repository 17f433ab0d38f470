CREATE TABLE "builders" (
	"builder_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "builders_builder_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"builder_company" text NOT NULL,
	"builder_name" text NOT NULL,
	"builder_email" text NOT NULL,
	"builder_mobile" text NOT NULL,
	"builder_password_hash" text NOT NULL,
	"builder_address" text DEFAULT '' NOT NULL,
	"builder_city" text DEFAULT '' NOT NULL,
	"builder_gstin" text DEFAULT '' NOT NULL,
	"gstin_verified" boolean DEFAULT false NOT NULL,
	"builder_rera_promoter_no" text DEFAULT '' NOT NULL,
	"builder_noti_token" text DEFAULT '' NOT NULL,
	"builder_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_events" (
	"event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_events_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"project_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_project_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"builder_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rera_number" text DEFAULT '' NOT NULL,
	"rera_exempt" boolean DEFAULT false NOT NULL,
	"rera_exemption" jsonb,
	"brokerage_percent_offered" numeric(4, 2) DEFAULT '2.00' NOT NULL,
	"site_id" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"last_comment" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status" CHECK ("projects"."status" in ('draft', 'submitted', 'changes_requested', 'approved', 'rejected')),
	CONSTRAINT "projects_brokerage_offered" CHECK ("projects"."brokerage_percent_offered" between 0.5 and 10)
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "builder_id" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_events" ADD CONSTRAINT "project_events_project_id_projects_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_builder_id_builders_builder_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."builders"("builder_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_reviewed_by_staff_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "builders_email" ON "builders" USING btree (lower("builder_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "builders_mobile" ON "builders" USING btree ("builder_mobile");--> statement-breakpoint
CREATE INDEX "project_events_project" ON "project_events" USING btree ("project_id","event_id");--> statement-breakpoint
CREATE INDEX "projects_builder" ON "projects" USING btree ("builder_id","updated_at");--> statement-breakpoint
CREATE INDEX "projects_queue" ON "projects" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_site" ON "projects" USING btree ("site_id") WHERE "projects"."site_id" is not null;--> statement-breakpoint
CREATE INDEX "sites_builder" ON "sites" USING btree ("builder_id") WHERE "sites"."builder_id" is not null;
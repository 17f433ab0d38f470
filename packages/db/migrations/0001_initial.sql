CREATE TABLE "associates" (
	"ass_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "associates_ass_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ass_name" text NOT NULL,
	"ass_email" text NOT NULL,
	"ass_mobile" text NOT NULL,
	"ass_password_hash" text NOT NULL,
	"ass_aadhaar_enc" text,
	"ass_aadhaar_hash" text,
	"ass_aadhaar_last4" text,
	"ass_pan_enc" text,
	"ass_pan_hash" text,
	"ass_pan_last4" text,
	"ass_sponsor_id" text,
	"ass_sponsor_name" text DEFAULT '' NOT NULL,
	"ass_lat" numeric(9, 6),
	"ass_lon" numeric(9, 6),
	"ass_noti_token" text DEFAULT '' NOT NULL,
	"ass_profile_image" text DEFAULT '' NOT NULL,
	"member_id" text NOT NULL,
	"member_db_id" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'Associate' NOT NULL,
	"ass_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otp_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"staff_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_name" text NOT NULL,
	"staff_mobile" text NOT NULL,
	"staff_password_hash" text NOT NULL,
	"staff_role" text DEFAULT 'editor' NOT NULL,
	"must_change_password" integer DEFAULT 1 NOT NULL,
	"staff_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_mobile" text NOT NULL,
	"user_password_hash" text NOT NULL,
	"user_alt_mobile" text DEFAULT '' NOT NULL,
	"user_noti_token" text DEFAULT '' NOT NULL,
	"user_loc_lat" numeric(9, 6),
	"user_loc_lon" numeric(9, 6),
	"user_address" text DEFAULT '' NOT NULL,
	"user_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"enquiry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_enquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"fav_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "favorites_fav_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewed_sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "viewed_sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"blog_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blogs_blog_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blog_title" text NOT NULL,
	"blog_excerpt" text DEFAULT '' NOT NULL,
	"blog_description" text DEFAULT '' NOT NULL,
	"blog_image" text DEFAULT '' NOT NULL,
	"blog_status" text DEFAULT 'Active' NOT NULL,
	"blog_author" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"con_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_con_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"con_name" text NOT NULL,
	"con_email" text NOT NULL,
	"con_phone" text NOT NULL,
	"con_type" text NOT NULL,
	"con_message" text NOT NULL,
	"idempotency_key" text,
	"is_handled" boolean DEFAULT false NOT NULL,
	"handled_note" text DEFAULT '' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_team_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_name" text NOT NULL,
	"team_designation" text DEFAULT '' NOT NULL,
	"team_profile_image" text DEFAULT '' NOT NULL,
	"team_social" text DEFAULT '' NOT NULL,
	"team_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"site_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_site_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"site_title" text NOT NULL,
	"site_city" text DEFAULT '' NOT NULL,
	"site_state" text DEFAULT '' NOT NULL,
	"site_landmark" text DEFAULT '' NOT NULL,
	"site_famous_place" text DEFAULT '' NOT NULL,
	"site_category" text DEFAULT '' NOT NULL,
	"site_developer" text DEFAULT '' NOT NULL,
	"site_rera_number" text DEFAULT '' NOT NULL,
	"site_min_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"site_max_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"site_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"site_area" text DEFAULT '' NOT NULL,
	"site_description" text DEFAULT '' NOT NULL,
	"site_status" text DEFAULT 'Available' NOT NULL,
	"site_lat" numeric(9, 6),
	"site_lon" numeric(9, 6),
	"site_youtube_link" text DEFAULT '' NOT NULL,
	"cover_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inner_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"site_pdfs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_sites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"site_location_text" text GENERATED ALWAYS AS (site_state || ' ' || site_city || ' ' || site_landmark || ' ' || site_famous_place) STORED,
	"site_search_text" text GENERATED ALWAYS AS (site_title || ' ' || site_city || ' ' || site_landmark || ' ' || site_famous_place) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_sites" ADD CONSTRAINT "viewed_sites_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_sites" ADD CONSTRAINT "viewed_sites_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "associates_email" ON "associates" USING btree (lower("ass_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "associates_mobile" ON "associates" USING btree ("ass_mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "associates_member_id" ON "associates" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "associates_aadhaar_hash" ON "associates" USING btree ("ass_aadhaar_hash") WHERE "associates"."ass_aadhaar_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "associates_pan_hash" ON "associates" USING btree ("ass_pan_hash") WHERE "associates"."ass_pan_hash" is not null;--> statement-breakpoint
CREATE INDEX "associates_sponsor" ON "associates" USING btree ("ass_sponsor_id");--> statement-breakpoint
CREATE INDEX "otp_target_purpose" ON "otp_verifications" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_subject" ON "sessions" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_mobile" ON "staff" USING btree ("staff_mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree (lower("user_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile" ON "users" USING btree ("user_mobile");--> statement-breakpoint
CREATE INDEX "audit_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_idempotency" ON "enquiries" USING btree ("user_id","idempotency_key") WHERE "enquiries"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "enquiries_user" ON "enquiries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_site" ON "favorites" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewed_user_site" ON "viewed_sites" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE INDEX "viewed_user_time" ON "viewed_sites" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "blogs_status_created" ON "blogs" USING btree ("blog_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_idempotency_key" ON "contacts" USING btree ("idempotency_key") WHERE "contacts"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "contacts_created" ON "contacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sites_title_trgm" ON "sites" USING gin ("site_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_location_trgm" ON "sites" USING gin ("site_location_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_search_trgm" ON "sites" USING gin ("site_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sites_category_lower" ON "sites" USING btree (lower("site_category"),"site_price");--> statement-breakpoint
CREATE INDEX "sites_city_lower" ON "sites" USING btree (lower("site_city"));--> statement-breakpoint
CREATE INDEX "sites_state_lower" ON "sites" USING btree (lower("site_state"));--> statement-breakpoint
CREATE INDEX "sites_price" ON "sites" USING btree ("site_price","site_id");--> statement-breakpoint
CREATE INDEX "sites_created_at" ON "sites" USING btree ("created_at","site_id");--> statement-breakpoint
CREATE INDEX "sites_title_order" ON "sites" USING btree (lower("site_title"),"site_id");
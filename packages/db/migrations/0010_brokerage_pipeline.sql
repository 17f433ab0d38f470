CREATE TABLE "associate_preferences" (
	"ass_id" integer PRIMARY KEY NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"city_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_open_leads" integer DEFAULT 10 NOT NULL,
	"last_offered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associate_preferences_max" CHECK ("associate_preferences"."max_open_leads" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "brokerage_ledger" (
	"entry_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brokerage_ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"ass_id" integer NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	"reverses_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokerage_ledger_kind" CHECK ("brokerage_ledger"."kind" in ('associate_share', 'sponsor_level_1', 'sponsor_level_2')),
	CONSTRAINT "brokerage_ledger_status" CHECK ("brokerage_ledger"."status" in ('pending', 'confirmed', 'paid', 'cancelled', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "brokerage_rules" (
	"rule_id" integer PRIMARY KEY NOT NULL,
	"free_share_percent" numeric(5, 2) DEFAULT '50.00' NOT NULL,
	"pro_share_percent" numeric(5, 2) DEFAULT '70.00' NOT NULL,
	"sponsor_level_1_percent" numeric(5, 2) DEFAULT '5.00' NOT NULL,
	"sponsor_level_2_percent" numeric(5, 2) DEFAULT '2.00' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"deal_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_deal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"ass_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"unit" text NOT NULL,
	"agreement_value" numeric(14, 2) NOT NULL,
	"booked_on" date NOT NULL,
	"brokerage_percent" numeric(5, 2) NOT NULL,
	"company_brokerage" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_status_check" CHECK ("deals"."status" in ('pending', 'confirmed', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"event_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_offers" (
	"offer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_offers_offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"ass_id" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "lead_offers_status" CHECK ("lead_offers"."status" in ('offered', 'accepted', 'declined', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "lead_sites" (
	"lead_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_sites_pk" PRIMARY KEY("lead_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"lead_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_lead_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"category" text NOT NULL,
	"budget_min" numeric(14, 2) DEFAULT '0' NOT NULL,
	"budget_max" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bhk" smallint,
	"note" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"lost_reason" text DEFAULT '' NOT NULL,
	"ass_id" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status" CHECK ("leads"."status" in ('offered', 'accepted', 'visit_scheduled', 'visited', 'negotiation', 'booked', 'lost', 'unassigned'))
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"visit_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_visits_visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"ass_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"meeting_point" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"proposed_at" timestamp with time zone,
	"outcome_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN "ass_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "site_brokerage_percent" numeric(5, 2) DEFAULT '2.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "associate_preferences" ADD CONSTRAINT "associate_preferences_ass_id_associates_ass_id_fk" FOREIGN KEY ("ass_id") REFERENCES "public"."associates"("ass_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_ledger" ADD CONSTRAINT "brokerage_ledger_deal_id_deals_deal_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("deal_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_ledger" ADD CONSTRAINT "brokerage_ledger_ass_id_associates_ass_id_fk" FOREIGN KEY ("ass_id") REFERENCES "public"."associates"("ass_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerage_rules" ADD CONSTRAINT "brokerage_rules_updated_by_staff_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("staff_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_ass_id_associates_ass_id_fk" FOREIGN KEY ("ass_id") REFERENCES "public"."associates"("ass_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_ass_id_associates_ass_id_fk" FOREIGN KEY ("ass_id") REFERENCES "public"."associates"("ass_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sites" ADD CONSTRAINT "lead_sites_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sites" ADD CONSTRAINT "lead_sites_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_ass_id_associates_ass_id_fk" FOREIGN KEY ("ass_id") REFERENCES "public"."associates"("ass_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_lead_id_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_site_id_sites_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("site_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_ass_id_associates_ass_id_fk" FOREIGN KEY ("ass_id") REFERENCES "public"."associates"("ass_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associate_preferences_city_keys" ON "associate_preferences" USING gin ("city_keys");--> statement-breakpoint
CREATE INDEX "brokerage_ledger_associate" ON "brokerage_ledger" USING btree ("ass_id","entry_id");--> statement-breakpoint
CREATE INDEX "brokerage_ledger_deal" ON "brokerage_ledger" USING btree ("deal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brokerage_ledger_one_reversal" ON "brokerage_ledger" USING btree ("reverses_entry_id") WHERE "brokerage_ledger"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deals_one_per_lead" ON "deals" USING btree ("lead_id") WHERE "deals"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "deals_status" ON "deals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead" ON "lead_events" USING btree ("lead_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_offers_one_open" ON "lead_offers" USING btree ("lead_id") WHERE "lead_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "lead_offers_associate" ON "lead_offers" USING btree ("ass_id","status");--> statement-breakpoint
CREATE INDEX "lead_offers_due" ON "lead_offers" USING btree ("expires_at") WHERE "lead_offers"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "leads_one_open_per_city" ON "leads" USING btree ("user_id","city_key") WHERE "leads"."status" not in ('booked', 'lost');--> statement-breakpoint
CREATE INDEX "leads_associate_status" ON "leads" USING btree ("ass_id","status");--> statement-breakpoint
CREATE INDEX "leads_status_city" ON "leads" USING btree ("status","city_key");--> statement-breakpoint
CREATE INDEX "leads_updated" ON "leads" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "site_visits_lead" ON "site_visits" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "site_visits_associate" ON "site_visits" USING btree ("ass_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "site_visits_user" ON "site_visits" USING btree ("user_id","scheduled_at");--> statement-breakpoint
INSERT INTO "brokerage_rules" ("rule_id") VALUES (1) ON CONFLICT DO NOTHING;

-- Associates buy Pro (docs/product/payments.md): orders and their payment, the tax invoices issued
-- for paid orders, and the associate's GST state and Pro period.
ALTER TABLE "associates" ADD COLUMN IF NOT EXISTS "ass_state_code" text;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN IF NOT EXISTS "ass_address" text;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN IF NOT EXISTS "pro_until" timestamp with time zone;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "membership_orders" (
  "order_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "ass_id" integer NOT NULL REFERENCES "associates" ("ass_id") ON DELETE RESTRICT,
  "status" text DEFAULT 'open' NOT NULL,
  "provider" text DEFAULT 'upi' NOT NULL,
  "taxable_value" numeric(12, 2) NOT NULL,
  "cgst" numeric(12, 2) NOT NULL,
  "sgst" numeric(12, 2) NOT NULL,
  "igst" numeric(12, 2) NOT NULL,
  "total" numeric(12, 2) NOT NULL,
  "place_of_supply" text NOT NULL,
  "utr" text,
  "utr_at" timestamp with time zone,
  "provider_order_id" text,
  "provider_payment_id" text,
  "paid_at" timestamp with time zone,
  "pro_from" timestamp with time zone,
  "pro_until" timestamp with time zone,
  "decided_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "decision_note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "membership_orders_status_check" CHECK ("status" IN ('open', 'to_verify', 'paid', 'rejected')),
  CONSTRAINT "membership_orders_provider_check" CHECK ("provider" IN ('upi', 'razorpay'))
);--> statement-breakpoint
-- one order open (or waiting for staff) per associate; a UTR pays one order only
CREATE UNIQUE INDEX IF NOT EXISTS "membership_orders_one_open" ON "membership_orders" ("ass_id") WHERE "status" IN ('open', 'to_verify');--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "membership_orders_utr" ON "membership_orders" ("utr") WHERE "utr" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_orders_status" ON "membership_orders" ("status", "order_id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "membership_orders_provider_order" ON "membership_orders" ("provider_order_id") WHERE "provider_order_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "membership_invoices" (
  "invoice_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "invoice_number" text NOT NULL,
  "financial_year" text NOT NULL,
  "order_id" bigint NOT NULL REFERENCES "membership_orders" ("order_id") ON DELETE RESTRICT,
  "ass_id" integer NOT NULL REFERENCES "associates" ("ass_id") ON DELETE RESTRICT,
  "issued_at" timestamp with time zone NOT NULL,
  "buyer_name" text NOT NULL,
  "buyer_state_code" text NOT NULL,
  "taxable_value" numeric(12, 2) NOT NULL,
  "cgst" numeric(12, 2) NOT NULL,
  "sgst" numeric(12, 2) NOT NULL,
  "igst" numeric(12, 2) NOT NULL,
  "total" numeric(12, 2) NOT NULL,
  "document" jsonb NOT NULL,
  CONSTRAINT "membership_invoices_number" UNIQUE ("invoice_number"),
  CONSTRAINT "membership_invoices_order" UNIQUE ("order_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_invoices_associate" ON "membership_invoices" ("ass_id", "invoice_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_invoices_issued" ON "membership_invoices" ("issued_at");

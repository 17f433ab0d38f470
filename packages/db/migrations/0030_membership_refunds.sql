-- Refunds of Pro purchases and their credit notes (docs/product/payments.md, "Refunds and credit
-- notes"; CGST Act s. 34, CGST Rules 2017, rule 53), and Pro granted by staff without payment.
ALTER TABLE "membership_orders" DROP CONSTRAINT IF EXISTS "membership_orders_status_check";--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_status_check" CHECK ("status" IN ('open', 'to_verify', 'paid', 'rejected', 'refunded'));--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN IF NOT EXISTS "refund_status" text;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN IF NOT EXISTS "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN IF NOT EXISTS "refunded_by" integer REFERENCES "staff" ("staff_id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN IF NOT EXISTS "refund_reason" text;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN IF NOT EXISTS "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_refund_status_check" CHECK ("refund_status" IS NULL OR "refund_status" IN ('requested', 'pending', 'processed'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_orders_provider_payment" ON "membership_orders" ("provider_payment_id") WHERE "provider_payment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "associates" ADD COLUMN IF NOT EXISTS "pro_granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "membership_credit_notes" (
  "credit_note_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "credit_note_number" text NOT NULL,
  "financial_year" text NOT NULL,
  "invoice_id" bigint NOT NULL REFERENCES "membership_invoices" ("invoice_id") ON DELETE RESTRICT,
  "order_id" bigint NOT NULL REFERENCES "membership_orders" ("order_id") ON DELETE RESTRICT,
  "ass_id" integer NOT NULL REFERENCES "associates" ("ass_id") ON DELETE RESTRICT,
  "issued_at" timestamp with time zone NOT NULL,
  "reason" text NOT NULL,
  "buyer_name" text NOT NULL,
  "buyer_state_code" text NOT NULL,
  "taxable_value" numeric(12, 2) NOT NULL,
  "cgst" numeric(12, 2) NOT NULL,
  "sgst" numeric(12, 2) NOT NULL,
  "igst" numeric(12, 2) NOT NULL,
  "total" numeric(12, 2) NOT NULL,
  "document" jsonb NOT NULL,
  CONSTRAINT "membership_credit_notes_number" UNIQUE ("credit_note_number"),
  CONSTRAINT "membership_credit_notes_invoice" UNIQUE ("invoice_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_credit_notes_associate" ON "membership_credit_notes" ("ass_id", "credit_note_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_credit_notes_issued" ON "membership_credit_notes" ("issued_at");

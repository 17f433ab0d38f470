-- Gap-free numbering of tax documents (docs/product/payments.md, "Tax invoices"; CGST Rules 2017,
-- rule 46(1)(b): "a consecutive serial number not exceeding sixteen characters … unique for a
-- financial year"): one row per series (KR invoices, CN credit notes) and financial year holding
-- the last number given. A number is taken by an upsert in the same transaction that writes the
-- document, so a rolled-back document gives its number back and two at the same moment wait for
-- each other instead of sharing or skipping one.
CREATE TABLE IF NOT EXISTS "document_series" (
  "series" text NOT NULL,
  "financial_year" text NOT NULL,
  "last_number" integer NOT NULL,
  CONSTRAINT "document_series_pkey" PRIMARY KEY ("series", "financial_year"),
  CONSTRAINT "document_series_last_number_check" CHECK ("last_number" BETWEEN 1 AND 999999)
);

ALTER TABLE "enquiries" ADD COLUMN "question" text DEFAULT '' NOT NULL;

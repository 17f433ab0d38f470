CREATE TABLE "account_sign_in_failures" (
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"lock_notified_at" timestamp with time zone,
	CONSTRAINT "account_sign_in_failures_pk" PRIMARY KEY("account_kind","account_id")
);

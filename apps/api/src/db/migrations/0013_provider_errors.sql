CREATE TABLE "provider_errors" (
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"count" bigint NOT NULL,
	"last_error" text,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_errors_kind_provider_pk" PRIMARY KEY("kind","provider")
);

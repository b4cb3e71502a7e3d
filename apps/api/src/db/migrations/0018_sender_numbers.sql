CREATE TABLE "sender_numbers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sender_numbers_number_unique" UNIQUE("number")
);

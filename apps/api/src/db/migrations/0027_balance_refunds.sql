CREATE TABLE "balance_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint,
	"amount" bigint NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"holder" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"processed_by" bigint,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_refunds_amount_positive" CHECK ("balance_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"holder" text NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_accounts_company_key" UNIQUE("company_id")
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_valid";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "balance_refund_id" bigint;--> statement-breakpoint
ALTER TABLE "balance_refunds" ADD CONSTRAINT "balance_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_refunds" ADD CONSTRAINT "balance_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_accounts" ADD CONSTRAINT "refund_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_accounts" ADD CONSTRAINT "refund_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_refunds_status_idx" ON "balance_refunds" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "balance_refunds_user_idx" ON "balance_refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_refunds_one_pending_key" ON "balance_refunds" USING btree ("company_id") WHERE "balance_refunds"."status" = 0;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_valid" CHECK ("wallet_transactions"."transaction_type" between 1 and 7);
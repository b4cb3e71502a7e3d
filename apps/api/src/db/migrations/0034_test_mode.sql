ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_type_valid";--> statement-breakpoint
DROP INDEX "wallets_user_key";--> statement-breakpoint
DROP INDEX "wallets_company_key";--> statement-breakpoint
DROP INDEX "orders_user_idempotency_key";--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_user_mode_key" ON "wallets" USING btree ("user_id","mode");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_company_mode_key" ON "wallets" USING btree ("company_id","mode");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key" ON "orders" USING btree ("user_id","test","idempotency_key");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_type_valid" CHECK ("wallet_transactions"."transaction_type" between 1 and 8);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_mode_valid" CHECK ("wallets"."mode" in ('live', 'test'));
DROP INDEX "orders_company_idx";--> statement-breakpoint
CREATE INDEX "deliveries_sent_idx" ON "deliveries" USING btree ("sent_at") WHERE "deliveries"."status" = 1;--> statement-breakpoint
CREATE INDEX "orders_user_month_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_type_created_idx" ON "wallet_transactions" USING btree ("transaction_type","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","id","user_id");
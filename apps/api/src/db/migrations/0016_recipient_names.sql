ALTER TABLE "deliveries" ADD COLUMN "recipient_name" text;--> statement-breakpoint
CREATE INDEX "deliveries_user_goods_created_idx" ON "deliveries" USING btree ("user_id","goods_id","created_at");
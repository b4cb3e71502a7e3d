ALTER TABLE "messages" ADD COLUMN "report_status" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_provider_message_idx" ON "messages" USING btree ("provider_message_id");
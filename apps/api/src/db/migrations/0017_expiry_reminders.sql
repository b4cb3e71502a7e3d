CREATE TABLE "delivery_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"days_before" smallint NOT NULL,
	"remind_on" date NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"message_id" bigint,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_days" smallint[] DEFAULT '{7,1}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_reminders" ADD CONSTRAINT "delivery_reminders_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_reminders" ADD CONSTRAINT "delivery_reminders_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_reminders_auto_key" ON "delivery_reminders" USING btree ("delivery_id","days_before") WHERE "delivery_reminders"."kind" = 'auto';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_reminders_member_day_key" ON "delivery_reminders" USING btree ("delivery_id","remind_on") WHERE "delivery_reminders"."kind" = 'member' and "delivery_reminders"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "delivery_reminders_sending_idx" ON "delivery_reminders" USING btree ("lease_until") WHERE "delivery_reminders"."status" = 'sending';
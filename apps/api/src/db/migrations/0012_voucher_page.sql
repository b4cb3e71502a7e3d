ALTER TABLE "deliveries" ADD COLUMN "token" text DEFAULT rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_token_key" ON "deliveries" USING btree ("token");
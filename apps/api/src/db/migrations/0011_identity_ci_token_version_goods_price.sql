ALTER TABLE "identity_verifications" ADD COLUMN "ci_hash" text;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD COLUMN "di_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ci_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "di_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_ci_hash_idx" ON "users" USING btree ("ci_hash");--> statement-breakpoint
-- Goods priced below 1 won (which the old 0-won minimum allowed) go off sale at 1 won before the check.
UPDATE "goods" SET "price" = greatest("price", 1), "regular_price" = greatest("regular_price", 1), "is_on_sale" = false WHERE "price" < 1 OR "regular_price" < 1;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_price_positive" CHECK ("goods"."price" >= 1 and "goods"."regular_price" >= 1);
CREATE TABLE "sandbox_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tr_id" text NOT NULL,
	"coupon_no" text NOT NULL,
	"goods_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supplier_goods_code" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "voucher_status" smallint;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "voucher_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "voucher_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "cancel_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "voucher_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "voucher_cancelled_by" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "supplier_tr_id" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "issue_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_vouchers_tr_key" ON "sandbox_vouchers" USING btree ("tr_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_vouchers_coupon_key" ON "sandbox_vouchers" USING btree ("coupon_no");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_supplier_code_key" ON "goods" USING btree ("supplier_goods_code");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_supplier_tr_key" ON "deliveries" USING btree ("supplier_tr_id");--> statement-breakpoint
CREATE INDEX "deliveries_voucher_sync_idx" ON "deliveries" USING btree ("voucher_checked_at","id") WHERE "deliveries"."voucher_status" = 1;--> statement-breakpoint
CREATE INDEX "deliveries_failed_idx" ON "deliveries" USING btree ("failed_at") WHERE "deliveries"."status" in (3, 5);--> statement-breakpoint
CREATE INDEX "deliveries_user_cancelled_idx" ON "deliveries" USING btree ("user_id","voucher_cancelled_at");--> statement-breakpoint
-- Vouchers issued before this migration came from the built-in issuer: it gets their books (so they
-- can be used, expire and be cancelled like new ones) and each delivery its transaction id.
UPDATE "deliveries" SET "supplier_tr_id" = 'BG' || "id" || 'T0',
  "voucher_status" = CASE WHEN "status" = 4 THEN 4 ELSE 1 END
  WHERE "coupon_no" IS NOT NULL;--> statement-breakpoint
INSERT INTO "sandbox_vouchers" ("tr_id", "coupon_no", "goods_id", "status", "expires_at", "cancelled_at")
  SELECT "supplier_tr_id", "coupon_no", "goods_id", "voucher_status", "coupon_expires_at",
    CASE WHEN "voucher_status" = 4 THEN "refunded_at" END
  FROM "deliveries" WHERE "coupon_no" IS NOT NULL AND "coupon_expires_at" IS NOT NULL;--> statement-breakpoint
-- Failures already on the books start their automatic-refund clock now.
UPDATE "deliveries" SET "failed_at" = now() WHERE "status" IN (3, 5);

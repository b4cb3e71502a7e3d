ALTER TABLE "sender_numbers" DROP CONSTRAINT "sender_numbers_number_unique";--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "proof_file" text;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "requested_by" bigint;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD COLUMN "reject_reason" text;--> statement-breakpoint
-- The shop-wide rows before (issue #28 §2): a number goes to the one company whose members' orders
-- used it as their sender, approved, keeping its on/off state. A number no order used, or used by
-- several companies, cannot be given to anyone: it is rejected without a company (staff see it with
-- the reason) and the company asks again with its proof.
UPDATE "sender_numbers" s SET "company_id" = owner.company_id, "status" = 'approved', "reviewed_at" = now()
FROM (
  SELECT regexp_replace(o."sender", '[^0-9]', '', 'g') AS number, min(u."company_id") AS company_id
  FROM "orders" o JOIN "users" u ON u."id" = o."user_id"
  WHERE u."company_id" IS NOT NULL
  GROUP BY 1
  HAVING count(DISTINCT u."company_id") = 1
) owner
WHERE owner.number = s."number";--> statement-breakpoint
UPDATE "sender_numbers" SET "status" = 'rejected', "is_active" = false, "reviewed_at" = now(),
  "reject_reason" = '회사별 발신번호로 바뀌며 사용하던 회사를 알 수 없어 해지되었습니다. 회원이 통신서비스 이용증명원과 함께 다시 신청해야 합니다.'
WHERE "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD CONSTRAINT "sender_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD CONSTRAINT "sender_numbers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_numbers" ADD CONSTRAINT "sender_numbers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sender_numbers_number_live_key" ON "sender_numbers" USING btree ("number") WHERE "sender_numbers"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "sender_numbers_company_idx" ON "sender_numbers" USING btree ("company_id");
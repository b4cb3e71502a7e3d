-- One reminder a day per voucher, automatic or the member's: before this index a member's click at the
-- moment the daily job ran could send both. Such a pair, if any was made, keeps the automatic one.
UPDATE "delivery_reminders" AS m SET "status" = 'failed', "error" = coalesce(m."error", '같은 날 자동 만료 알림과 겹침')
WHERE m."kind" = 'member' AND m."status" <> 'failed' AND EXISTS (
  SELECT 1 FROM "delivery_reminders" AS a
  WHERE a."delivery_id" = m."delivery_id" AND a."remind_on" = m."remind_on" AND a."kind" = 'auto' AND a."status" <> 'failed'
);--> statement-breakpoint
DROP INDEX "delivery_reminders_member_day_key";--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_reminders_day_key" ON "delivery_reminders" USING btree ("delivery_id","remind_on") WHERE "delivery_reminders"."status" <> 'failed';

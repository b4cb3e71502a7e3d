CREATE TABLE "goods_sales_daily" (
	"goods_id" bigint NOT NULL,
	"day" date NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_sales_daily_goods_id_day_pk" PRIMARY KEY("goods_id","day")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "weekly_sold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_grams" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_sales_daily" ADD CONSTRAINT "goods_sales_daily_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_sales_daily_day_idx" ON "goods_sales_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "goods_best_idx" ON "goods" USING btree ("weekly_sold" DESC NULLS LAST,"sold_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_search_grams_idx" ON "goods" USING gin ("search_grams");
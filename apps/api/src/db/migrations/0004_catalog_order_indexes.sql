DROP INDEX "goods_sold_idx";--> statement-breakpoint
DROP INDEX "goods_best_idx";--> statement-breakpoint
CREATE INDEX "goods_weekly_best_idx" ON "goods" USING btree ("weekly_sold","sold_count","id");--> statement-breakpoint
CREATE INDEX "goods_popular_idx" ON "goods" USING btree ("sold_count","id");
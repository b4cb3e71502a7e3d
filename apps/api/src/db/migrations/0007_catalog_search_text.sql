DROP INDEX "goods_search_weekly_best_idx";--> statement-breakpoint
DROP INDEX "goods_search_popular_idx";--> statement-breakpoint
DROP INDEX "goods_search_price_idx";--> statement-breakpoint
DROP INDEX "goods_search_newest_idx";--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- One text, one strpos per row for an ordered walk (~20 % of its time). Search terms are
-- whitespace-normalised, so none holds the line break and no match spans name and brand.
UPDATE goods_search SET search_text = name_lower || E'\n' || brand_lower;
--> statement-breakpoint
ALTER TABLE "goods_search" DROP COLUMN "name_lower";--> statement-breakpoint
ALTER TABLE "goods_search" DROP COLUMN "brand_lower";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_sync_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.name = OLD.name AND NEW.brand_id = OLD.brand_id THEN
    -- Sales and price or status changes: the names stay.
    UPDATE goods_search SET is_on_sale = NEW.is_on_sale, category_id = NEW.category_id, price = NEW.price,
      regular_price = NEW.regular_price, sold_count = NEW.sold_count, weekly_sold = NEW.weekly_sold,
      created_at = NEW.created_at
    WHERE goods_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO goods_search (goods_id, is_on_sale, brand_id, category_id, price, regular_price, sold_count,
                            weekly_sold, created_at, search_text, gram_codes)
  SELECT NEW.id, NEW.is_on_sale, NEW.brand_id, NEW.category_id, NEW.price, NEW.regular_price, NEW.sold_count,
         NEW.weekly_sold, NEW.created_at, lower(NEW.name) || E'\n' || lower(b.name),
         goods_search_gram_codes(NEW.name, b.name)
  FROM brands b WHERE b.id = NEW.brand_id
  ON CONFLICT (goods_id) DO UPDATE SET
    is_on_sale = excluded.is_on_sale, brand_id = excluded.brand_id, category_id = excluded.category_id,
    price = excluded.price, regular_price = excluded.regular_price, sold_count = excluded.sold_count,
    weekly_sold = excluded.weekly_sold, created_at = excluded.created_at, search_text = excluded.search_text,
    gram_codes = excluded.gram_codes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_sync_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_search s SET search_text = lower(g.name) || E'\n' || lower(NEW.name),
    gram_codes = goods_search_gram_codes(g.name, NEW.name)
  FROM goods g WHERE g.id = s.goods_id AND s.brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE INDEX "goods_search_weekly_best_idx" ON "goods_search" USING btree ("weekly_sold","sold_count","goods_id","search_text");--> statement-breakpoint
CREATE INDEX "goods_search_popular_idx" ON "goods_search" USING btree ("sold_count","goods_id","search_text");--> statement-breakpoint
CREATE INDEX "goods_search_price_idx" ON "goods_search" USING btree ("price","goods_id","search_text");--> statement-breakpoint
CREATE INDEX "goods_search_newest_idx" ON "goods_search" USING btree ("goods_id","search_text");

CREATE TABLE "goods_search" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"is_on_sale" boolean NOT NULL,
	"brand_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"regular_price" bigint NOT NULL,
	"sold_count" integer NOT NULL,
	"weekly_sold" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name_lower" text NOT NULL,
	"brand_lower" text NOT NULL,
	"grams" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "goods_search_grams_idx";--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_search_match_idx" ON "goods_search" USING gin ("grams");--> statement-breakpoint
CREATE INDEX "goods_search_weekly_best_idx" ON "goods_search" USING btree ("weekly_sold","sold_count","goods_id","name_lower","brand_lower");--> statement-breakpoint
CREATE INDEX "goods_search_popular_idx" ON "goods_search" USING btree ("sold_count","goods_id","name_lower","brand_lower");--> statement-breakpoint
CREATE INDEX "goods_search_price_idx" ON "goods_search" USING btree ("price","goods_id","name_lower","brand_lower");--> statement-breakpoint
CREATE INDEX "goods_search_newest_idx" ON "goods_search" USING btree ("goods_id","name_lower","brand_lower");--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "search_grams";
--> statement-breakpoint
-- goods_search replaces goods.search_grams; the database keeps it, so every writer (seed, orders,
-- admin console, SQL by hand) keeps search right.
DROP TRIGGER IF EXISTS goods_search_grams ON goods;
--> statement-breakpoint
DROP FUNCTION IF EXISTS goods_search_grams_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS brands_search_grams ON brands;
--> statement-breakpoint
DROP FUNCTION IF EXISTS brands_search_grams_trg();
--> statement-breakpoint
-- The grams of a goods name and of its brand name, each taken apart (no gram spans the two).
CREATE OR REPLACE FUNCTION goods_search_grams(name text, brand text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM unnest(catalog_grams(name) || catalog_grams(brand)) AS g
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_sync_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.name = OLD.name AND NEW.brand_id = OLD.brand_id THEN
    -- Sales and price or status changes: the grams stay.
    UPDATE goods_search SET is_on_sale = NEW.is_on_sale, category_id = NEW.category_id, price = NEW.price,
      regular_price = NEW.regular_price, sold_count = NEW.sold_count, weekly_sold = NEW.weekly_sold,
      created_at = NEW.created_at
    WHERE goods_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO goods_search (goods_id, is_on_sale, brand_id, category_id, price, regular_price, sold_count,
                            weekly_sold, created_at, name_lower, brand_lower, grams)
  SELECT NEW.id, NEW.is_on_sale, NEW.brand_id, NEW.category_id, NEW.price, NEW.regular_price, NEW.sold_count,
         NEW.weekly_sold, NEW.created_at, lower(NEW.name), lower(b.name), goods_search_grams(NEW.name, b.name)
  FROM brands b WHERE b.id = NEW.brand_id
  ON CONFLICT (goods_id) DO UPDATE SET
    is_on_sale = excluded.is_on_sale, brand_id = excluded.brand_id, category_id = excluded.category_id,
    price = excluded.price, regular_price = excluded.regular_price, sold_count = excluded.sold_count,
    weekly_sold = excluded.weekly_sold, created_at = excluded.created_at, name_lower = excluded.name_lower,
    brand_lower = excluded.brand_lower, grams = excluded.grams;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_search_insert AFTER INSERT ON goods
FOR EACH ROW EXECUTE FUNCTION goods_search_sync_trg();
--> statement-breakpoint
-- Edits of descriptions and images leave the search row alone.
CREATE TRIGGER goods_search_update AFTER UPDATE ON goods
FOR EACH ROW WHEN ((OLD.name, OLD.brand_id, OLD.category_id, OLD.price, OLD.regular_price, OLD.is_on_sale,
                    OLD.sold_count, OLD.weekly_sold, OLD.created_at)
         IS DISTINCT FROM (NEW.name, NEW.brand_id, NEW.category_id, NEW.price, NEW.regular_price,
                           NEW.is_on_sale, NEW.sold_count, NEW.weekly_sold, NEW.created_at))
EXECUTE FUNCTION goods_search_sync_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_sync_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_search s SET brand_lower = lower(NEW.name), grams = goods_search_grams(g.name, NEW.name)
  FROM goods g WHERE g.id = s.goods_id AND s.brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_sync AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_search_sync_trg();
--> statement-breakpoint
INSERT INTO goods_search (goods_id, is_on_sale, brand_id, category_id, price, regular_price, sold_count,
                          weekly_sold, created_at, name_lower, brand_lower, grams)
SELECT g.id, g.is_on_sale, g.brand_id, g.category_id, g.price, g.regular_price, g.sold_count,
       g.weekly_sold, g.created_at, lower(g.name), lower(b.name), goods_search_grams(g.name, b.name)
FROM goods g JOIN brands b ON b.id = g.brand_id;

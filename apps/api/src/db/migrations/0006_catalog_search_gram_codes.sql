DROP INDEX "goods_search_match_idx";--> statement-breakpoint
ALTER TABLE "goods_search" ADD COLUMN "gram_codes" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_search" DROP COLUMN "grams";
--> statement-breakpoint
-- goods_search keeps its grams as ints (4 bytes each instead of ~10 as text), so a row is ~250 bytes
-- instead of ~490 and sorting a term's matches reads half the pages.
-- A character's code: its low 16 bits (all of every Korean, Latin or CJK character); the codes of
-- rarer characters may collide, which only adds candidates: strpos on the names decides.
CREATE OR REPLACE FUNCTION catalog_char_code(c text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (ascii(c) & 65535)::bigint $$;
--> statement-breakpoint
-- A 1- or 2-character gram packed into an int: (first << 16 | second) for two characters, the code
-- alone for one, shifted into the int range. No character has code 0 (text holds no NUL), so the two
-- kinds never meet.
CREATE OR REPLACE FUNCTION catalog_gram_code(g text) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN char_length(g) = 1 THEN catalog_char_code(g)
          ELSE (catalog_char_code(substr(g, 1, 1)) << 16) | catalog_char_code(substr(g, 2, 1)) END)
          - 2147483648)::int
$$;
--> statement-breakpoint
-- The codes of the lower-cased 1- and 2-character substrings of a text (the single space excluded).
CREATE OR REPLACE FUNCTION catalog_gram_codes(t text) RETURNS int[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT catalog_gram_code(g)), '{}'::int[]) FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(lower(t))) AS i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(lower(t)) - 1) AS i
  ) s WHERE g <> ' '
$$;
--> statement-breakpoint
-- What a term must contain: the codes of its 2-character substrings, or of the character itself.
CREATE OR REPLACE FUNCTION catalog_query_codes(q text) RETURNS int[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(q) <= 1 THEN ARRAY[catalog_gram_code(lower(q))]
    ELSE (SELECT coalesce(array_agg(DISTINCT catalog_gram_code(substr(lower(q), i, 2))), '{}'::int[])
          FROM generate_series(1, char_length(lower(q)) - 1) AS i) END
$$;
--> statement-breakpoint
-- The codes of a goods name and of its brand name, each taken apart (no gram spans the two).
CREATE OR REPLACE FUNCTION goods_search_gram_codes(name text, brand text) RETURNS int[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT c), '{}'::int[]) FROM unnest(catalog_gram_codes(name) || catalog_gram_codes(brand)) AS c
$$;
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
                            weekly_sold, created_at, name_lower, brand_lower, gram_codes)
  SELECT NEW.id, NEW.is_on_sale, NEW.brand_id, NEW.category_id, NEW.price, NEW.regular_price, NEW.sold_count,
         NEW.weekly_sold, NEW.created_at, lower(NEW.name), lower(b.name), goods_search_gram_codes(NEW.name, b.name)
  FROM brands b WHERE b.id = NEW.brand_id
  ON CONFLICT (goods_id) DO UPDATE SET
    is_on_sale = excluded.is_on_sale, brand_id = excluded.brand_id, category_id = excluded.category_id,
    price = excluded.price, regular_price = excluded.regular_price, sold_count = excluded.sold_count,
    weekly_sold = excluded.weekly_sold, created_at = excluded.created_at, name_lower = excluded.name_lower,
    brand_lower = excluded.brand_lower, gram_codes = excluded.gram_codes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_sync_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods_search s SET brand_lower = lower(NEW.name), gram_codes = goods_search_gram_codes(g.name, NEW.name)
  FROM goods g WHERE g.id = s.goods_id AND s.brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS goods_search_grams(text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS catalog_query_grams(text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS catalog_grams(text);
--> statement-breakpoint
UPDATE goods_search s SET gram_codes = goods_search_gram_codes(g.name, b.name)
FROM goods g JOIN brands b ON b.id = g.brand_id WHERE g.id = s.goods_id;
--> statement-breakpoint
CREATE INDEX "goods_search_gram_codes_idx" ON "goods_search" USING gin ("gram_codes");

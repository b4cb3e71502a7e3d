-- Catalogue search and change notification, kept by the database so every writer (seed, orders,
-- admin console, SQL by hand) keeps them right.

-- Lower-cased 1- and 2-character substrings of a text (the single space excluded).
CREATE OR REPLACE FUNCTION catalog_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[]) FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, char_length(t)) AS i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, char_length(t) - 1) AS i
  ) s WHERE g <> ' '
$$;
--> statement-breakpoint
-- What a search term must contain: its bigrams, or the character itself for a one-character term.
CREATE OR REPLACE FUNCTION catalog_query_grams(q text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(q) <= 1 THEN ARRAY[lower(q)]
    ELSE (SELECT coalesce(array_agg(DISTINCT substr(lower(q), i, 2)), '{}'::text[])
          FROM generate_series(1, char_length(q) - 1) AS i) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_search_grams_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_grams := (
    SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
    FROM unnest(catalog_grams(NEW.name)
      || catalog_grams(coalesce((SELECT b.name FROM brands b WHERE b.id = NEW.brand_id), ''))) AS g);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_search_grams BEFORE INSERT OR UPDATE OF name, brand_id ON goods
FOR EACH ROW EXECUTE FUNCTION goods_search_grams_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION brands_search_grams_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods SET name = name WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER brands_search_grams AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_search_grams_trg();
--> statement-breakpoint
UPDATE goods SET name = name;
--> statement-breakpoint
-- Any change to the catalogue tells listening API processes to drop their response cache.
CREATE OR REPLACE FUNCTION catalog_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER banners_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();

-- A sale only moves goods.sold_count / weekly_sold (the worker counts every order it starts). Those
-- feed the 'popular' and weekly-best orderings, which may lag by the response cache's 60 s TTL; a
-- NOTIFY per sale would clear every API process's catalogue cache on every order, so under a steady
-- flow of orders the catalogue would be served almost only from the database. Any other goods
-- change (an edit, a price, on/off sale, new or deleted goods) still notifies at once.
DROP TRIGGER IF EXISTS goods_catalog_changed ON goods;
--> statement-breakpoint
CREATE TRIGGER goods_catalog_changed AFTER INSERT OR DELETE OR TRUNCATE ON goods
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
--> statement-breakpoint
CREATE TRIGGER goods_catalog_edited AFTER UPDATE OF
  id, name, brand_id, category_id, price, regular_price, valid_period, is_corporate_only, is_on_sale, image,
  product_introduction, usage_guide, store_info, precautions, created_at, updated_at
ON goods FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();

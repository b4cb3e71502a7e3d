CREATE TABLE "member_order_counts" (
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"test" boolean NOT NULL,
	"orders" bigint NOT NULL,
	CONSTRAINT "member_order_counts_company_id_user_id_test_pk" PRIMARY KEY("company_id","user_id","test")
);
--> statement-breakpoint
DROP INDEX "orders_user_month_idx";--> statement-breakpoint
CREATE INDEX "orders_user_month_idx" ON "orders" USING btree ("user_id","test","created_at","total_order_amount","total_refund_amount");--> statement-breakpoint
-- The order counts follow every insert, delete and change of an order's company, member or world,
-- whoever writes it. Deferred to the commit: the count row is locked only then, after the company
-- wallet that every order locks last, so orders of one member do not queue on it any longer than on
-- the wallet, and a reader sees an order and its count in the same commit.
CREATE OR REPLACE FUNCTION member_order_counts_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.user_id, OLD.test) IS NOT DISTINCT FROM (NEW.company_id, NEW.user_id, NEW.test) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE member_order_counts SET orders = orders - 1
    WHERE company_id = OLD.company_id AND user_id = OLD.user_id AND test = OLD.test;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO member_order_counts (company_id, user_id, test, orders) VALUES (NEW.company_id, NEW.user_id, NEW.test, 1)
    ON CONFLICT (company_id, user_id, test) DO UPDATE SET orders = member_order_counts.orders + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_count AFTER INSERT OR DELETE OR UPDATE OF company_id, user_id, test ON orders
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION member_order_counts_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_order_counts_truncate_trg() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM member_order_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_count_truncate AFTER TRUNCATE ON orders
FOR EACH STATEMENT EXECUTE FUNCTION member_order_counts_truncate_trg();
--> statement-breakpoint
INSERT INTO member_order_counts (company_id, user_id, test, orders)
SELECT company_id, user_id, test, count(*) FROM orders GROUP BY company_id, user_id, test;

CREATE TABLE "auto_gift_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"occasion_label" text NOT NULL,
	"days_before" smallint NOT NULL,
	"goods_id" bigint NOT NULL,
	"price" bigint NOT NULL,
	"substitutes" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"send_type" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_gift_rules_days_before" CHECK ("auto_gift_rules"."days_before" between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "auto_gift_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"occasion_label" text NOT NULL,
	"year" integer NOT NULL,
	"occasion_date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"goods_id" bigint,
	"order_id" bigint,
	"notified_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_gift_rules" ADD CONSTRAINT "auto_gift_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_rules" ADD CONSTRAINT "auto_gift_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_rules" ADD CONSTRAINT "auto_gift_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_sends" ADD CONSTRAINT "auto_gift_sends_rule_id_auto_gift_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."auto_gift_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_sends" ADD CONSTRAINT "auto_gift_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_sends" ADD CONSTRAINT "auto_gift_sends_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_sends" ADD CONSTRAINT "auto_gift_sends_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_gift_sends" ADD CONSTRAINT "auto_gift_sends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_gift_rules_company_idx" ON "auto_gift_rules" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "auto_gift_rules_active_idx" ON "auto_gift_rules" USING btree ("id") WHERE "auto_gift_rules"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "auto_gift_sends_once_key" ON "auto_gift_sends" USING btree ("rule_id","contact_id","occasion_label","year");--> statement-breakpoint
CREATE INDEX "auto_gift_sends_rule_idx" ON "auto_gift_sends" USING btree ("rule_id","updated_at");--> statement-breakpoint
CREATE INDEX "auto_gift_sends_waiting_idx" ON "auto_gift_sends" USING btree ("rule_id") WHERE "auto_gift_sends"."status" = 'waiting_balance';
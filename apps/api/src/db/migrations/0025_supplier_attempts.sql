CREATE TABLE "supplier_attempts" (
	"tr_id" text PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_attempts" ADD CONSTRAINT "supplier_attempts_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_attempts_delivery_idx" ON "supplier_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "supplier_attempts_unknown_idx" ON "supplier_attempts" USING btree ("started_at") WHERE "supplier_attempts"."outcome" is null;
CREATE TABLE "supplier_sync_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sync_id" bigint NOT NULL,
	"goods_id" bigint,
	"supplier_goods_code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"diff" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_syncs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"staff_id" bigint,
	"status" text DEFAULT 'running' NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"discontinued" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"margin" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supplier_price" bigint;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supplier_state" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "supplier_image_url" text;--> statement-breakpoint
ALTER TABLE "supplier_sync_changes" ADD CONSTRAINT "supplier_sync_changes_sync_id_supplier_syncs_id_fk" FOREIGN KEY ("sync_id") REFERENCES "public"."supplier_syncs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_sync_changes" ADD CONSTRAINT "supplier_sync_changes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_sync_changes_sync_idx" ON "supplier_sync_changes" USING btree ("sync_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_syncs_running_key" ON "supplier_syncs" USING btree ("status") WHERE "supplier_syncs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "supplier_syncs_started_idx" ON "supplier_syncs" USING btree ("started_at");
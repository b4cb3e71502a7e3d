CREATE TABLE "company_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"target" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"monthly_limit" bigint,
	"token_hash" text NOT NULL,
	"invited_by" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" bigint,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_over" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "monthly_limit" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "company_id" bigint;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "company_id" bigint;--> statement-breakpoint
-- Issue #27: every member becomes the owner of the company it signed up with, and that company owns
-- what the member had: its wallet (ledger untouched), orders, deliveries and recharges. A member
-- without a company (none is expected) gets one named after it, so nothing is left without an owner.
INSERT INTO "companies" ("name", "business_number", "owner_name", "primary_phone")
SELECT 'u' || "id" || ' ' || "fullname", '', "fullname", "phone_number" FROM "users"
WHERE "role" = 'member' AND "company_id" IS NULL;--> statement-breakpoint
UPDATE "users" u SET "company_id" = c."id" FROM "companies" c
WHERE u."role" = 'member' AND u."company_id" IS NULL AND c."name" = 'u' || u."id" || ' ' || u."fullname" AND c."business_number" = '';--> statement-breakpoint
UPDATE "users" SET "company_role" = 'owner' WHERE "role" = 'member';--> statement-breakpoint
UPDATE "wallets" w SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = w."user_id";--> statement-breakpoint
UPDATE "orders" o SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = o."user_id";--> statement-breakpoint
UPDATE "deliveries" d SET "company_id" = o."company_id" FROM "orders" o WHERE o."id" = d."order_id";--> statement-breakpoint
UPDATE "recharges" r SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
ALTER TABLE "wallets" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_role_check" CHECK (("users"."role" = 'member') = ("users"."company_role" is not null));--> statement-breakpoint
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_activity" ADD CONSTRAINT "company_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_activity_company_idx" ON "company_activity" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_key" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_pending_idx" ON "company_invitations" USING btree ("company_id","id") WHERE "company_invitations"."accepted_at" is null and "company_invitations"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_company_idx" ON "deliveries" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_approval_idx" ON "orders" USING btree ("company_id","created_at") WHERE "orders"."status" = 5;--> statement-breakpoint
CREATE INDEX "recharges_company_created_idx" ON "recharges" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_company_key" ON "wallets" USING btree ("company_id");
CREATE TABLE "contact_occasions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" bigint NOT NULL,
	"label" text NOT NULL,
	"month" smallint NOT NULL,
	"day" smallint NOT NULL,
	"lunar" boolean DEFAULT false NOT NULL,
	"leap" boolean DEFAULT false NOT NULL,
	CONSTRAINT "contact_occasions_month" CHECK ("contact_occasions"."month" between 1 and 12),
	CONSTRAINT "contact_occasions_day" CHECK ("contact_occasions"."day" between 1 and 31),
	CONSTRAINT "contact_occasions_leap_lunar" CHECK (not "contact_occasions"."leap" or "contact_occasions"."lunar")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"memo" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_reachable" CHECK ("contacts"."phone" is not null or "contacts"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_occasions" ADD CONSTRAINT "contact_occasions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_occasions_label_key" ON "contact_occasions" USING btree ("contact_id","label");--> statement-breakpoint
CREATE INDEX "contact_occasions_date_idx" ON "contact_occasions" USING btree ("label","month","day");--> statement-breakpoint
CREATE INDEX "contacts_company_idx" ON "contacts" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_tags_idx" ON "contacts" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_phone_key" ON "contacts" USING btree ("company_id","phone") WHERE "contacts"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_company_email_key" ON "contacts" USING btree ("company_id","email") WHERE "contacts"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_company_name_key" ON "message_templates" USING btree ("company_id","name");
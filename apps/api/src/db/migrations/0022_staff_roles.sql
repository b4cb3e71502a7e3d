ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
-- Every staff account that exists before roles could do everything: it becomes 최고 관리자.
UPDATE "users" SET "staff_role" = 'super' WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (("users"."role" = 'staff') = ("users"."staff_role" is not null));

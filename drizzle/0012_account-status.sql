-- The account's state (active or disabled) moves out of subscription_status
-- into a column of its own (issue 21): a plan change wrote
-- subscription_status = 'active' and so re-enabled a disabled account when
-- it raced the admin's disable. Billing now owns subscription_status alone,
-- and the check keeps 'disabled' out of it.
--
-- Partly custom: the rows that said disabled are carried over by hand.
CREATE TYPE "public"."account_status" AS ENUM('active', 'disabled');--> statement-breakpoint
DROP INDEX "users_role_status_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" "account_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "status" = 'disabled', "subscription_status" = 'active' WHERE "subscription_status" = 'disabled';--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_not_disabled" CHECK ("users"."subscription_status" <> 'disabled');

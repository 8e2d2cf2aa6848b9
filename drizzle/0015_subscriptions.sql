-- The subscription becomes its own record (issue 25, decision 032): one
-- row per member in subscriptions, and plan requests for self-hosted hubs.
-- users.subscription_plan and users.subscription_status retire; every
-- member's plan and state move over first. A member already past_due gets
-- the 7 days' grace from this migration on (no date of the failure was kept).
--
-- Partly custom: the INSERT ... SELECT that carries the rows over.
CREATE TYPE "public"."plan_request_status" AS ENUM('open', 'approved', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."subscription_state" AS ENUM('active', 'trialing', 'past_due', 'canceled', 'unpaid');--> statement-breakpoint
CREATE TABLE "plan_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "plan_request_status" DEFAULT 'open' NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text DEFAULT 'free' NOT NULL,
	"status" "subscription_state" DEFAULT 'active' NOT NULL,
	"current_period_end" timestamp with time zone,
	"trial_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_until" timestamp with time zone,
	"provider" text,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_past_due_grace" CHECK ("subscriptions"."status" <> 'past_due' or "subscriptions"."grace_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_subscription_not_disabled";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_subscription_plan_plans_id_fk";
--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_requests_one_open_idx" ON "plan_requests" USING btree ("user_id") WHERE "plan_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "plan_requests_user_idx" ON "plan_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_customer_idx" ON "subscriptions" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
INSERT INTO "subscriptions" ("user_id", "plan_id", "status", "grace_until", "created_at", "updated_at")
SELECT "id", "subscription_plan", "subscription_status"::text::"subscription_state",
       CASE WHEN "subscription_status" = 'past_due' THEN now() + interval '7 days' END,
       "created_at", "updated_at"
FROM "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_plan";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";--> statement-breakpoint
DROP TYPE "public"."subscription_status";
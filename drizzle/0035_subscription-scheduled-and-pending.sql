ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_interval" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_interval" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_invoice_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_needs_action" boolean DEFAULT false NOT NULL;
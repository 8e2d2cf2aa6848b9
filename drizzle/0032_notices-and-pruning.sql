ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_groups" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_groups_last_seen_idx" ON "sign_in_groups" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "unsubscribe_tokens_created_idx" ON "unsubscribe_tokens" USING btree ("created_at");
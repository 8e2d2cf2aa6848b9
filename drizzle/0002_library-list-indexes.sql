DROP INDEX "prompts_search_idx";--> statement-breakpoint
DROP INDEX "prompts_categories_idx";--> statement-breakpoint
DROP INDEX "prompts_status_created_idx";--> statement-breakpoint
DROP INDEX "prompts_status_model_created_idx";--> statement-breakpoint
DROP INDEX "prompts_status_usage_idx";--> statement-breakpoint
CREATE INDEX "prompts_search_categories_idx" ON "prompts" USING gin ("search_vector","categories");--> statement-breakpoint
CREATE INDEX "prompts_status_created_idx" ON "prompts" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_status_model_created_idx" ON "prompts" USING btree ("status","model","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_status_usage_idx" ON "prompts" USING btree ("status","usage_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);
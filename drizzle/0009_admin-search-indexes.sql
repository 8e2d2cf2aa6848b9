-- The category filter (library browsing, the admin's list) lost its index
-- when 0008 dropped search_vector, whose GIN index also held the categories.
-- The admin's searches (title; member name or email) are ILIKE '%...%':
-- trigram indexes answer them instead of a scan of every row (pg_trgm comes
-- from 0008).
CREATE INDEX "prompts_categories_idx" ON "prompts" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "prompts_title_trgm_idx" ON "prompts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
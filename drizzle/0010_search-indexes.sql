-- One GIN index over the searched document (trigrams) and the categories:
-- a search with a category filter intersects inside one index scan instead
-- of ANDing two bitmaps (decision 017). A search alone uses its first column.
CREATE INDEX "prompt_search_document_categories_idx" ON "prompt_search" USING gin ("document" gin_trgm_ops,"categories");--> statement-breakpoint
DROP INDEX "prompt_search_document_trgm_idx";--> statement-breakpoint
DROP INDEX "prompt_search_categories_idx";

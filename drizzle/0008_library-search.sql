-- The library's search (decision 017): a narrow table of what is searched,
-- one row per approved prompt, kept by triggers on prompts; substrings
-- through trigrams (pg_trgm); a vocabulary for spelling suggestions.
--
-- Partly custom: drizzle-kit emits no CREATE EXTENSION, functions or
-- triggers. PGlite loads pg_trgm as an extension (src/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "prompt_search" (
	"prompt_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"model" text NOT NULL,
	"categories" text[] NOT NULL,
	"title" text NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "prompts_search_categories_idx";--> statement-breakpoint
DROP INDEX "prompts_status_usage_idx";--> statement-breakpoint
ALTER TABLE "prompt_search" ADD CONSTRAINT "prompt_search_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_search_document_trgm_idx" ON "prompt_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompt_search_created_idx" ON "prompt_search" USING btree ("created_at" DESC NULLS FIRST,"prompt_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompt_search_model_created_idx" ON "prompt_search" USING btree ("model","created_at" DESC NULLS FIRST,"prompt_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompt_search_categories_idx" ON "prompt_search" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_status_upvotes_idx" ON "prompts" USING btree ("status","upvotes" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompts_status_usage_idx" ON "prompts" USING btree ("status","usage_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "prompts" DROP COLUMN "search_vector";
--> statement-breakpoint
DROP FUNCTION IF EXISTS prompt_search_vector(text, text, text[]);
--> statement-breakpoint
-- The text of a prompt's chain steps (title, description, system prompt).
-- Anything that is not an array of objects contributes nothing.
CREATE OR REPLACE FUNCTION prompt_chain_text(steps jsonb)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
           concat_ws(' ', step->>'title', step->>'description', step->>'systemprompt'), ' '), '')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(steps) = 'array' THEN steps ELSE '[]'::jsonb END) AS step
  WHERE jsonb_typeof(step) = 'object'
$$;
--> statement-breakpoint
-- What one prompt says, lower-cased: title, description, categories, model,
-- system prompt and chain steps.
CREATE OR REPLACE FUNCTION prompt_search_raw(
  title text, description text, categories text[], model text, system_prompt text, chain jsonb)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT lower(concat_ws(' ', title, description, array_to_string(categories, ' '), model,
                         system_prompt, prompt_chain_text(chain)))
$$;
--> statement-breakpoint
-- The text as searched: the words, followed by the English stems that are
-- not already in them ("itinerary" adds "itinerari"), so a word form typed
-- ("itineraries", stem "itinerari") finds the other forms the text uses.
CREATE OR REPLACE FUNCTION search_document(raw text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT concat_ws(' ', raw, string_agg(lexeme, ' '))
  FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, raw))) AS lexeme
  WHERE strpos(raw, lexeme) = 0
$$;
--> statement-breakpoint
-- Writes (or removes) one prompt's search row and adds its words to the
-- vocabulary (3 to 40 characters with a letter: what a misspelling can be a
-- try at). Only approved prompts are searchable.
CREATE OR REPLACE FUNCTION sync_prompt_search(p prompts) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  raw text;
BEGIN
  IF p.status <> 'approved' THEN
    DELETE FROM prompt_search WHERE prompt_id = p.id;
    RETURN;
  END IF;
  raw := prompt_search_raw(p.title, p.description, p.categories, p.model, p.system_prompt,
                           p.chained_prompts);
  INSERT INTO prompt_search (prompt_id, created_at, model, categories, title, document)
  VALUES (p.id, p.created_at, p.model, p.categories, search_document(lower(p.title)),
          search_document(raw))
  ON CONFLICT (prompt_id) DO UPDATE
    SET created_at = EXCLUDED.created_at, model = EXCLUDED.model,
        categories = EXCLUDED.categories, title = EXCLUDED.title, document = EXCLUDED.document;
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, raw))) AS lexeme
  WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '[[:alpha:]]'
  ON CONFLICT (word) DO NOTHING;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_prompt_search_row() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM sync_prompt_search(NEW);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Bulk loads insert thousands of rows in one statement: a set-based insert
-- per statement, instead of a call per row.
CREATE OR REPLACE FUNCTION sync_inserted_prompt_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  WITH approved AS (
    SELECT p.id, p.created_at, p.model, p.categories, p.title,
           prompt_search_raw(p.title, p.description, p.categories, p.model, p.system_prompt,
                             p.chained_prompts) AS raw
    FROM inserted_prompts AS p
    WHERE p.status = 'approved'
  ), searchable AS (
    INSERT INTO prompt_search (prompt_id, created_at, model, categories, title, document)
    SELECT id, created_at, model, categories, search_document(lower(title)), search_document(raw)
    FROM approved
  )
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme
  FROM approved, unnest(tsvector_to_array(to_tsvector('simple'::regconfig, approved.raw))) AS lexeme
  WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '[[:alpha:]]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prompts_search_insert
AFTER INSERT ON prompts
REFERENCING NEW TABLE AS inserted_prompts
FOR EACH STATEMENT EXECUTE FUNCTION sync_inserted_prompt_search();
--> statement-breakpoint
-- Counters (uses, likes) change all the time and are not searched: only a
-- change of status or of a searched column rewrites the row. Deletes
-- cascade through the foreign key.
CREATE TRIGGER prompts_search_update
AFTER UPDATE OF status, title, description, categories, model, system_prompt, chained_prompts, created_at ON prompts
FOR EACH ROW
WHEN (
  (OLD.status, OLD.title, OLD.description, OLD.categories, OLD.model, OLD.system_prompt, OLD.chained_prompts, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.title, NEW.description, NEW.categories, NEW.model, NEW.system_prompt, NEW.chained_prompts, NEW.created_at)
)
EXECUTE FUNCTION sync_prompt_search_row();
--> statement-breakpoint
SELECT sync_prompt_search(p) FROM prompts AS p WHERE p.status = 'approved';
--> statement-breakpoint
-- The library's cache must also see changes to the newly searched columns.
DROP TRIGGER IF EXISTS prompts_library_update ON prompts;
--> statement-breakpoint
CREATE TRIGGER prompts_library_update
AFTER UPDATE OF status, title, description, categories, model, system_prompt, chained_prompts, created_at ON prompts
FOR EACH ROW
WHEN (
  (OLD.status = 'approved' OR NEW.status = 'approved')
  AND (OLD.status, OLD.title, OLD.description, OLD.categories, OLD.model, OLD.system_prompt, OLD.chained_prompts, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.title, NEW.description, NEW.categories, NEW.model, NEW.system_prompt, NEW.chained_prompts, NEW.created_at)
)
EXECUTE FUNCTION bump_library_version();

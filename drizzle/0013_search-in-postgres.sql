-- The library's search runs in the database (decision 025, superseding
-- 019): each searched row keeps its words as a tsvector, a vocabulary
-- expands a typed term to the words containing it, and one index over the
-- words (RUM ordered by creation date when the rum extension is there,
-- plain GIN otherwise) finds the matches. The word index the app kept in
-- memory is gone, and with it the per-row change numbering it followed.
--
-- Partly custom: drizzle-kit emits no functions, triggers or conditional
-- indexes.
DROP TRIGGER IF EXISTS prompt_search_delete ON prompt_search;
--> statement-breakpoint
DROP TRIGGER IF EXISTS prompt_search_truncate ON prompt_search;
--> statement-breakpoint
DROP FUNCTION IF EXISTS log_search_removals();
--> statement-breakpoint
DROP FUNCTION IF EXISTS mark_search_reset();
--> statement-breakpoint
DROP TABLE "search_removals" CASCADE;--> statement-breakpoint
DROP INDEX "prompt_search_revision_idx";--> statement-breakpoint
DROP INDEX "prompt_search_document_categories_idx";--> statement-breakpoint
ALTER TABLE "library_state" DROP COLUMN "search_reset";--> statement-breakpoint
ALTER TABLE "prompt_search" DROP COLUMN "revision";--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompt_search" ADD COLUMN "words" "tsvector";--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of a searched text: the runs of letters, digits and _ (the
-- word characters of the regular expressions that rank, \m and \M). A word
-- over 120 characters is kept as overlapping 120-character pieces, 60
-- apart, so any term (at most 60 characters) inside it lies within one
-- piece; pieces after the first start with _, which no typed term holds,
-- so they never pass for the start of a word.
CREATE OR REPLACE FUNCTION search_words_of(document text)
RETURNS text[]
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT piece), '{}')
  FROM regexp_split_to_table(document, '[^[:alnum:]_]+') AS word,
       LATERAL (
         SELECT CASE WHEN start = 1 THEN '' ELSE '_' END || substr(word, start, 120) AS piece
         FROM generate_series(1, greatest(length(word) - 60, 1), 60) AS start
       ) AS pieces
  WHERE word <> ''
$$;
--> statement-breakpoint
-- What the index holds for a row: its words, and one lexeme per filter.
-- The filters start with =, which no word does.
CREATE OR REPLACE FUNCTION search_words_vector(document text, model text, categories text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT array_to_tsvector(
    search_words_of(document)
    || ('=m=' || model)
    || coalesce((SELECT array_agg('=c=' || category) FROM unnest(categories) AS category), '{}'))
$$;
--> statement-breakpoint
-- Writes (or removes) one prompt's search row and adds its words to both
-- vocabularies: search_vocabulary (every word from three characters, for
-- expanding terms) and search_words (3 to 40 characters with a letter, what
-- a misspelling can be a try at). Only approved prompts are searchable.
CREATE OR REPLACE FUNCTION sync_prompt_search(p prompts) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  raw text;
  document text;
  words tsvector;
BEGIN
  IF p.status <> 'approved' THEN
    DELETE FROM prompt_search WHERE prompt_id = p.id;
    RETURN;
  END IF;
  raw := prompt_search_raw(p.title, p.description, p.categories, p.model, p.system_prompt,
                           p.chained_prompts);
  document := search_document(raw);
  words := search_words_vector(document, p.model, p.categories);
  INSERT INTO prompt_search (prompt_id, created_at, model, categories, title, document, words)
  VALUES (p.id, p.created_at, p.model, p.categories, search_document(lower(p.title)), document,
          words)
  ON CONFLICT (prompt_id) DO UPDATE
    SET created_at = EXCLUDED.created_at, model = EXCLUDED.model,
        categories = EXCLUDED.categories, title = EXCLUDED.title, document = EXCLUDED.document,
        words = EXCLUDED.words;
  INSERT INTO search_vocabulary (word)
  SELECT lexeme FROM unnest(tsvector_to_array(words)) AS lexeme
  WHERE length(lexeme) >= 3 AND left(lexeme, 1) <> '='
  ON CONFLICT (word) DO NOTHING;
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, raw))) AS lexeme
  WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '[[:alpha:]]'
  ON CONFLICT (word) DO NOTHING;
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
  ), documented AS (
    SELECT approved.*, search_document(raw) AS document FROM approved
  ), searchable AS (
    INSERT INTO prompt_search (prompt_id, created_at, model, categories, title, document, words)
    SELECT id, created_at, model, categories, search_document(lower(title)), document,
           search_words_vector(document, model, categories)
    FROM documented
    RETURNING words
  ), vocabulary AS (
    INSERT INTO search_vocabulary (word)
    SELECT DISTINCT lexeme FROM searchable, unnest(tsvector_to_array(searchable.words)) AS lexeme
    WHERE length(lexeme) >= 3 AND left(lexeme, 1) <> '='
    ON CONFLICT (word) DO NOTHING
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
DROP FUNCTION IF EXISTS next_library_version();
--> statement-breakpoint
-- The version moved inside sync_inserted_prompt_search while the word
-- index followed it (0011); the statement trigger of 0004 moves it again.
-- Triggers of one event fire in name order: named prompts_version_*, the
-- version moves after the search rows are written, so its row lock (held
-- until commit, serializing writers of approved prompts) is held as
-- briefly as it can be.
DROP TRIGGER IF EXISTS prompts_library_insert ON prompts;
--> statement-breakpoint
CREATE TRIGGER prompts_version_insert
AFTER INSERT ON prompts
REFERENCING NEW TABLE AS changed_prompts
FOR EACH STATEMENT EXECUTE FUNCTION bump_library_version_if_approved_changed();
--> statement-breakpoint
ALTER TRIGGER prompts_library_update ON prompts RENAME TO prompts_version_update;
--> statement-breakpoint
UPDATE prompt_search SET words = search_words_vector(document, model, categories);
--> statement-breakpoint
ALTER TABLE "prompt_search" ALTER COLUMN "words" SET NOT NULL;
--> statement-breakpoint
INSERT INTO search_vocabulary (word)
SELECT DISTINCT lexeme FROM prompt_search, unnest(tsvector_to_array(prompt_search.words)) AS lexeme
WHERE length(lexeme) >= 3 AND left(lexeme, 1) <> '='
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- RUM keeps each word's prompts with their creation date, so the newest
-- matches come out of the index in date order without reading the rows.
-- Where the extension is missing (PGlite, a managed service without it, or
-- no right to create it) a GIN index serves the same queries; the app reads
-- which one exists (services/library/postgres-library-search.ts).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS rum;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'the rum extension is not available (%): searching through GIN', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'rum') THEN
    EXECUTE 'CREATE INDEX prompt_search_words_idx ON prompt_search
             USING rum (words rum_tsvector_addon_ops, created_at)
             WITH (attach = ''created_at'', to = ''words'')';
  ELSE
    CREATE INDEX prompt_search_words_idx ON prompt_search USING gin (words);
  END IF;
END;
$$;

-- What the app's in-memory word index needs to follow the search table
-- (decision 019): every row carries the library version it was written at,
-- prompts that leave the table are logged with the version they left at,
-- and emptying the table marks a reset. A version number is handed out
-- under the lock on library_state's one row, held until commit, so once a
-- reader sees version V every change numbered V or lower has committed.
--
-- Partly custom: drizzle-kit emits no functions or triggers.
CREATE TABLE "search_removals" (
	"revision" bigint NOT NULL,
	"prompt_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_state" ADD COLUMN "search_reset" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_search" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_removals_revision_idx" ON "search_removals" USING btree ("revision");--> statement-breakpoint
CREATE INDEX "prompt_search_revision_idx" ON "prompt_search" USING btree ("revision");
--> statement-breakpoint
-- Moves the library version and returns it; the row stays locked until commit.
CREATE OR REPLACE FUNCTION next_library_version() RETURNS bigint
LANGUAGE sql
AS $$
  UPDATE library_state SET version = version + 1 WHERE id = 1 RETURNING version
$$;
--> statement-breakpoint
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
  INSERT INTO prompt_search (prompt_id, created_at, model, categories, title, document, revision)
  VALUES (p.id, p.created_at, p.model, p.categories, search_document(lower(p.title)),
          search_document(raw), next_library_version())
  ON CONFLICT (prompt_id) DO UPDATE
    SET created_at = EXCLUDED.created_at, model = EXCLUDED.model,
        categories = EXCLUDED.categories, title = EXCLUDED.title, document = EXCLUDED.document,
        revision = EXCLUDED.revision;
  INSERT INTO search_words (word)
  SELECT DISTINCT lexeme
  FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, raw))) AS lexeme
  WHERE length(lexeme) BETWEEN 3 AND 40 AND lexeme ~ '[[:alpha:]]'
  ON CONFLICT (word) DO NOTHING;
END;
$$;
--> statement-breakpoint
-- One version for the whole statement, and none when nothing inserted is
-- approved (a submission must not empty the library's listing cache).
CREATE OR REPLACE FUNCTION sync_inserted_prompt_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  rev bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM inserted_prompts WHERE status = 'approved') THEN
    RETURN NULL;
  END IF;
  rev := next_library_version();
  WITH approved AS (
    SELECT p.id, p.created_at, p.model, p.categories, p.title,
           prompt_search_raw(p.title, p.description, p.categories, p.model, p.system_prompt,
                             p.chained_prompts) AS raw
    FROM inserted_prompts AS p
    WHERE p.status = 'approved'
  ), searchable AS (
    INSERT INTO prompt_search (prompt_id, created_at, model, categories, title, document, revision)
    SELECT id, created_at, model, categories, search_document(lower(title)), search_document(raw), rev
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
-- Rows leave through sync_prompt_search or cascade from a deleted prompt;
-- a statement trigger sees both.
CREATE OR REPLACE FUNCTION log_search_removals() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  rev bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM removed_search) THEN
    RETURN NULL;
  END IF;
  rev := next_library_version();
  INSERT INTO search_removals (revision, prompt_id) SELECT rev, prompt_id FROM removed_search;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prompt_search_delete
AFTER DELETE ON prompt_search
REFERENCING OLD TABLE AS removed_search
FOR EACH STATEMENT EXECUTE FUNCTION log_search_removals();
--> statement-breakpoint
-- TRUNCATE removes rows without a delete trigger: every index starts over.
CREATE OR REPLACE FUNCTION mark_search_reset() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE library_state SET version = version + 1, search_reset = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prompt_search_truncate
AFTER TRUNCATE ON prompt_search
FOR EACH STATEMENT EXECUTE FUNCTION mark_search_reset();
--> statement-breakpoint
-- sync_inserted_prompt_search now moves the version for exactly the
-- statements this trigger did (some inserted prompt is approved): one move
-- per statement is enough.
DROP TRIGGER IF EXISTS prompts_library_insert ON prompts;

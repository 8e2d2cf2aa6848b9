-- Custom migration: the triggers that move library_state.version.
--
-- The library's result cache (src/server/services/library-cache.ts) keys its
-- entries on this number, so it must move whenever what the public library
-- lists could change: an approved prompt is added or removed, a prompt
-- enters or leaves the approved status, or an approved prompt changes a
-- column that search, filters or ordering read. Counters (usage, upvotes)
-- do not move it: the cache holds ids and totals, and rows are always read
-- fresh. Bumping the one row locks it until commit, which serializes
-- writers of approved prompts; such writes are rare (moderation, edits).
INSERT INTO "library_state" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_library_version() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE library_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Inserts and deletes are seen a statement at a time (transition tables), so
-- a bulk load bumps once per statement rather than once per row. Both
-- triggers name their transition table changed_prompts, so one function
-- serves both (PL/pgSQL plans a trigger function per trigger).
CREATE OR REPLACE FUNCTION bump_library_version_if_approved_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_prompts WHERE status = 'approved') THEN
    UPDATE library_state SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prompts_library_insert
AFTER INSERT ON prompts
REFERENCING NEW TABLE AS changed_prompts
FOR EACH STATEMENT EXECUTE FUNCTION bump_library_version_if_approved_changed();
--> statement-breakpoint
-- Also fires for rows removed by ON DELETE CASCADE (a deleted creator).
CREATE TRIGGER prompts_library_delete
AFTER DELETE ON prompts
REFERENCING OLD TABLE AS changed_prompts
FOR EACH STATEMENT EXECUTE FUNCTION bump_library_version_if_approved_changed();
--> statement-breakpoint
-- Postgres allows no column list with transition tables, so updates are
-- checked a row at a time: only the columns the listing reads count.
CREATE TRIGGER prompts_library_update
AFTER UPDATE OF status, title, description, categories, model, created_at ON prompts
FOR EACH ROW
WHEN (
  (OLD.status = 'approved' OR NEW.status = 'approved')
  AND (OLD.status, OLD.title, OLD.description, OLD.categories, OLD.model, OLD.created_at)
    IS DISTINCT FROM (NEW.status, NEW.title, NEW.description, NEW.categories, NEW.model, NEW.created_at)
)
EXECUTE FUNCTION bump_library_version();
--> statement-breakpoint
CREATE TRIGGER prompts_library_truncate
AFTER TRUNCATE ON prompts
FOR EACH STATEMENT EXECUTE FUNCTION bump_library_version();

-- Custom migration: the triggers that write library_changes, the feed of
-- GET /api/prompts?updatedSince= (decision 042).
--
-- A prompt's row says whether it is listed (approved) and when that last
-- changed: entering or leaving the approved status, being deleted while
-- approved (ON DELETE CASCADE included), or an approved prompt's edit
-- (updated_at moves). Counters (likes, saves, uses) never set status or
-- updated_at, so they never fire it.
--
-- Ordering: the stamp is clock_timestamp() taken after locking
-- library_state's row (FOR NO KEY UPDATE, held to commit, the lock the
-- library version triggers already take). A feed reader locks the same
-- row FOR SHARE: it waits for writers that stamped before it, and writers
-- after it wait for it, so no change can later appear behind a cursor the
-- reader has handed out.
--
-- Edits and moves, a row at a time (an update needs OLD beside NEW; the
-- column list keeps likes and uses from firing it at all).
CREATE OR REPLACE FUNCTION record_library_change() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF OLD.status <> 'approved' AND NEW.status <> 'approved' THEN
    RETURN NULL;
  END IF;
  IF OLD.status = NEW.status AND OLD.updated_at IS NOT DISTINCT FROM NEW.updated_at THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM library_state WHERE id = 1 FOR NO KEY UPDATE;
  INSERT INTO library_changes (prompt_id, listed, changed_at)
  VALUES (NEW.id, NEW.status = 'approved', clock_timestamp())
  ON CONFLICT (prompt_id) DO UPDATE
    SET listed = excluded.listed, changed_at = excluded.changed_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prompts_library_changes_update
AFTER UPDATE OF status, updated_at ON prompts
FOR EACH ROW EXECUTE FUNCTION record_library_change();
--> statement-breakpoint
-- Inserts and deletes a statement at a time (transition tables, as the
-- library version triggers), so a bulk load writes its feed rows in one
-- statement. Both name their table changed_prompts; TG_OP tells them apart.
CREATE OR REPLACE FUNCTION record_library_changes() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed_prompts WHERE status = 'approved') THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM library_state WHERE id = 1 FOR NO KEY UPDATE;
  INSERT INTO library_changes (prompt_id, listed, changed_at)
  SELECT id, TG_OP = 'INSERT', clock_timestamp() FROM changed_prompts WHERE status = 'approved'
  ON CONFLICT (prompt_id) DO UPDATE
    SET listed = excluded.listed, changed_at = excluded.changed_at;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER prompts_library_changes_insert
AFTER INSERT ON prompts
REFERENCING NEW TABLE AS changed_prompts
FOR EACH STATEMENT EXECUTE FUNCTION record_library_changes();
--> statement-breakpoint
-- Also fires for rows removed by ON DELETE CASCADE (a deleted creator).
CREATE TRIGGER prompts_library_changes_delete
AFTER DELETE ON prompts
REFERENCING OLD TABLE AS changed_prompts
FOR EACH STATEMENT EXECUTE FUNCTION record_library_changes();
--> statement-breakpoint
-- What is listed today, as of its last edit: a first sync from any date
-- finds it.
INSERT INTO library_changes (prompt_id, listed, changed_at)
SELECT id, true, updated_at FROM prompts WHERE status = 'approved'
ON CONFLICT (prompt_id) DO NOTHING;

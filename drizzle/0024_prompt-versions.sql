CREATE TYPE "public"."prompt_version_status" AS ENUM('live', 'previous', 'pending', 'rejected', 'superseded', 'withdrawn');--> statement-breakpoint
CREATE TABLE "prompt_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" "prompt_version_status" NOT NULL,
	"kind" text DEFAULT 'edit' NOT NULL,
	"author_id" uuid,
	"change_note" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"review_reason" text,
	"reviewed_by_id" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "live_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "last_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_versions_number_idx" ON "prompt_versions" USING btree ("prompt_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_versions_one_live_idx" ON "prompt_versions" USING btree ("prompt_id") WHERE "prompt_versions"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_versions_one_pending_idx" ON "prompt_versions" USING btree ("prompt_id") WHERE "prompt_versions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "prompt_versions_pending_created_idx" ON "prompt_versions" USING btree ("created_at","id") WHERE "prompt_versions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "prompt_versions_author_idx" ON "prompt_versions" USING btree ("author_id");--> statement-breakpoint
-- A prompt's live content as a version records it (PromptVersionContent in
-- src/shared/prompt-version-fields.ts): the prompt row's fields and its
-- files in order. The service calls it too, so the shape is written once in SQL.
CREATE OR REPLACE FUNCTION prompt_live_content(target uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', p.title,
    'description', p.description,
    'systemPrompt', p.system_prompt,
    'tools', p.tools,
    'categories', to_jsonb(p.categories),
    'model', p.model,
    'variables', p.variables,
    'isImagePrompt', p.is_image_prompt,
    'isChained', p.is_chained,
    'chainedPrompts', p.chained_prompts,
    'executionType', p.execution_type::text,
    'attachments', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
               'storageKey', a.storage_key,
               'fileName', a.file_name,
               'fileType', a.file_type,
               'fileSize', a.file_size)
             ORDER BY a.position, a.created_at)
      FROM attachments a WHERE a.prompt_id = p.id), '[]'::jsonb))
  FROM prompts p WHERE p.id = target
$$;
--> statement-breakpoint
-- Version 1, the current content, for every prompt without versions (or
-- only the one named): the migration's backfill, and the seeds' and the
-- service's for prompts inserted straight into the table. An approved
-- prompt's content was reviewed, so it may show in its public history.
CREATE OR REPLACE FUNCTION record_first_versions(only_prompt uuid DEFAULT NULL) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO prompt_versions
    (prompt_id, number, status, kind, author_id, content, reviewed_at, created_at)
  SELECT p.id, 1, 'live', 'initial', p.created_by_id, prompt_live_content(p.id),
         CASE WHEN p.status = 'approved' THEN coalesce(p.status_changed_at, p.updated_at) END,
         p.updated_at
  FROM prompts p
  WHERE (only_prompt IS NULL OR p.id = only_prompt)
    AND NOT EXISTS (SELECT 1 FROM prompt_versions v WHERE v.prompt_id = p.id)
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Every prompt that exists gets version 1; no prompt's status changes (decision 043).
SELECT record_first_versions();

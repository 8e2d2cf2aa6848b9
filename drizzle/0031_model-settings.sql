ALTER TABLE "prompts" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A version records the model's settings with the rest of the content
-- (decision 054): the same function as 0024's, plus 'settings'.
CREATE OR REPLACE FUNCTION prompt_live_content(target uuid) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', p.title,
    'description', p.description,
    'systemPrompt', p.system_prompt,
    'tools', p.tools,
    'categories', to_jsonb(p.categories),
    'model', p.model,
    'settings', p.settings,
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
-- Versions and proposals saved before settings existed had none: say so in
-- their content, so every snapshot has the same shape and a diff against
-- them reads "no settings" rather than a missing field.
UPDATE "prompt_versions" SET "content" = "content" || '{"settings": {}}'::jsonb
  WHERE NOT ("content" ? 'settings');
--> statement-breakpoint
UPDATE "change_requests" SET "content" = "content" || '{"settings": {}}'::jsonb
  WHERE NOT ("content" ? 'settings');

ALTER TABLE "prompt_saves" ADD COLUMN "seen_version" integer;
--> statement-breakpoint
-- Every save so far counts as having seen the live version: no prompt says "new version" on the day this ships.
UPDATE "prompt_saves" SET "seen_version" = "prompts"."live_version" FROM "prompts" WHERE "prompts"."id" = "prompt_saves"."prompt_id";

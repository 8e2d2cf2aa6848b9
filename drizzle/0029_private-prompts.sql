ALTER TYPE "public"."prompt_status" ADD VALUE 'private';--> statement-breakpoint
CREATE TABLE "submission_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"prompt_id" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_private_prompts" integer;--> statement-breakpoint
ALTER TABLE "submission_entries" ADD CONSTRAINT "submission_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_entries" ADD CONSTRAINT "submission_entries_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_entries_user_entered_idx" ON "submission_entries" USING btree ("user_id","entered_at");--> statement-breakpoint
-- Backfill (decision 049): until now a member's submissions were counted
-- from the prompts they created; every prompt that exists entered review
-- once, when it was created. Nothing here names the new 'private' value:
-- a value added by ALTER TYPE cannot be used in the transaction that adds
-- it, and drizzle runs every pending migration in one transaction.
INSERT INTO "submission_entries" ("user_id", "prompt_id", "entered_at")
SELECT "created_by_id", "id", "created_at" FROM "prompts" WHERE "created_by_id" IS NOT NULL;

CREATE TABLE "prompt_forks" (
	"fork_id" uuid PRIMARY KEY NOT NULL,
	"original_id" uuid,
	"original_title" text NOT NULL,
	"original_author_name" text,
	"original_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompt_forks" ADD CONSTRAINT "prompt_forks_fork_id_prompts_id_fk" FOREIGN KEY ("fork_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_forks" ADD CONSTRAINT "prompt_forks_original_id_prompts_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_forks_original_idx" ON "prompt_forks" USING btree ("original_id");
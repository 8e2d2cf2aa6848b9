CREATE TABLE "prompt_uses" (
	"prompt_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "prompt_uses_prompt_id_visitor_key_day_pk" PRIMARY KEY("prompt_id","visitor_key","day")
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prompt_uses" ADD CONSTRAINT "prompt_uses_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_uses_day_idx" ON "prompt_uses" USING btree ("day");
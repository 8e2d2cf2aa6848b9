CREATE TYPE "public"."change_request_status" AS ENUM('open', 'accepted', 'declined', 'withdrawn');--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"proposer_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"reason" text NOT NULL,
	"base_version" integer NOT NULL,
	"status" "change_request_status" DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"resulting_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_one_open_idx" ON "change_requests" USING btree ("prompt_id","proposer_id") WHERE "change_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "change_requests_proposer_created_idx" ON "change_requests" USING btree ("proposer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_requests_prompt_created_idx" ON "change_requests" USING btree ("prompt_id","created_at" DESC NULLS LAST);
CREATE TYPE "public"."generation_status" AS ENUM('running', 'succeeded', 'stopped', 'failed');--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "status" "generation_status" DEFAULT 'running' NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "input_tokens" integer;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "output_tokens" integer;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "generation_usage" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_output_tokens" integer DEFAULT 1024 NOT NULL;--> statement-breakpoint
-- The seeded paid plans answer at greater length (the seed sets the same on a new database).
UPDATE "plans" SET "max_output_tokens" = 4096 WHERE "id" = 'pro';--> statement-breakpoint
UPDATE "plans" SET "max_output_tokens" = 8192 WHERE "id" = 'enterprise';

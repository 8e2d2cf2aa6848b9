CREATE TABLE "library_changes" (
	"prompt_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "library_changes_feed_idx" ON "library_changes" USING btree ("changed_at","prompt_id");
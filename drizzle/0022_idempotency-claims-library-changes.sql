CREATE TABLE "idempotency_claims" (
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"claim_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_claims_user_id_idempotency_key_pk" PRIMARY KEY("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "library_changes" (
	"prompt_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_claims" ADD CONSTRAINT "idempotency_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_claims_created_idx" ON "idempotency_claims" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "library_changes_feed_idx" ON "library_changes" USING btree ("changed_at","prompt_id");
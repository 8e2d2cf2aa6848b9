CREATE TABLE "sign_in_groups" (
	"user_id" uuid NOT NULL,
	"address_group" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_groups_user_id_address_group_pk" PRIMARY KEY("user_id","address_group")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address_group" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sessions" SET "last_used_at" = "created_at";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_groups" ADD CONSTRAINT "sign_in_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_idx" ON "sessions" USING btree ("public_id");
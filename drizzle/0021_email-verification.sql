-- Issue 27, address verification: accounts made before it count as verified
-- (the issue says so; they were never asked, and nothing may start refusing them).
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
--> statement-breakpoint
-- Mail waiting in the outbox used to carry its link (a live token). The worker
-- now makes the link when it sends: keep only the template and the account.
UPDATE "outbox"
SET "payload" = jsonb_build_object(
  'template', "payload"->>'template',
  'userId', (SELECT "users"."id"::text FROM "users" WHERE lower("users"."email") = lower("outbox"."target") LIMIT 1)
)
WHERE "kind" = 'mail' AND "payload" ? 'link';

CREATE TABLE "library_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "library_state_single_row" CHECK ("library_state"."id" = 1)
);

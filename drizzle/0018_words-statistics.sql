-- Statistics over ten times as many of the words' commonest lexemes
-- (decision 039): the default target lists about 1,000, down to a share of
-- about 1.5 % at 100,000 bench prompts, so most words of a search fell to
-- Postgres's guess for an unlisted lexeme, in its plans and in the app's
-- choice of how to find the newest matches. With 1,000 the list reaches
-- about 0.5 %; ANALYZE of prompt_search took 1.5 s at 100,000 prompts.
-- Custom: drizzle-kit does not emit per-column statistics targets.
ALTER TABLE "prompt_search" ALTER COLUMN "words" SET STATISTICS 1000;

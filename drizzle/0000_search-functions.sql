-- Custom migration: objects drizzle-kit does not generate.
--
-- The prompt search vector weights the title (A) over the description (B)
-- over the categories (C). Each part is indexed twice: stemmed ('english',
-- so "emails" finds "email") and as written ('simple', so a half-typed word
-- such as "marketin" still prefix-matches "marketing").
--
-- It lives in a function because a generated column needs an immutable
-- expression and array_to_string is only stable; for text[] the wrapper is
-- safe to declare immutable.
CREATE OR REPLACE FUNCTION prompt_search_vector(title text, description text, categories text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
      || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(categories, ' '), '')), 'C')
      || setweight(to_tsvector('simple'::regconfig, coalesce(array_to_string(categories, ' '), '')), 'C')
$$;

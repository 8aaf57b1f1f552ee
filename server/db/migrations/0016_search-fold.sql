-- The back office's search finds what the owner types whatever its accents and case: "gerard evian" finds
-- "Gérard" and "Évian". unaccent is a contrib extension of PostgreSQL (trusted: the database's owner may create
-- it) and of PGlite (loaded by server/db/client.ts). search_fold names it with its dictionary so that it does
-- not depend on the search_path, and is immutable so that an index can be built on it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

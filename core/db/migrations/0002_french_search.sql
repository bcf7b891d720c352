-- French product search: accent- and case-insensitive ('karite' finds 'Beurre de karité').
-- unaccent and pg_trgm are "trusted" extensions: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- unaccent() is only STABLE because it reads the dictionary setting; naming the dictionary
-- makes the result depend on its input alone, so the function can back indexes.
CREATE OR REPLACE FUNCTION baobab_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX produits_name_search_trgm_idx ON produits USING gin (baobab_search_text(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX produits_french_fts_idx ON produits
  USING gin (to_tsvector('french', baobab_search_text(name || ' ' || description)));

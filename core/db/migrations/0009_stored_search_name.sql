-- The product's name as searches compare it (baobab_search_text, migration 0002), kept in a
-- column like its French search document (migration 0008): a search matching thousands of
-- products no longer folds every name again. Nothing writes it: the schema does not declare it.
ALTER TABLE produits ADD COLUMN search_name text
  GENERATED ALWAYS AS (baobab_search_text(name)) STORED;--> statement-breakpoint
CREATE INDEX produits_search_name_trgm_idx ON produits USING gin (search_name gin_trgm_ops);--> statement-breakpoint
DROP INDEX produits_name_search_trgm_idx;

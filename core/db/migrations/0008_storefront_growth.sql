CREATE INDEX "boutique_produits_recent_idx" ON "boutique_produits" USING btree ("date_ajout" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The product's searchable text (migration 0002) kept in a column, so that ranking the matches of
-- a search reads it instead of computing it again for every matching product.
ALTER TABLE produits ADD COLUMN search_document tsvector
  GENERATED ALWAYS AS (to_tsvector('french', baobab_search_text(name || ' ' || description))) STORED;--> statement-breakpoint
CREATE INDEX produits_search_document_idx ON produits USING gin (search_document);--> statement-breakpoint
DROP INDEX produits_french_fts_idx;

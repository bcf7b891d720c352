-- The order lists' search (a seller's orders, the back-office's) folded once and indexed, as
-- migration 0009 did for product names: at 100 000 orders, folding every order number, client
-- name and bought product's name for each search took a second. Nothing writes these columns:
-- the schema does not declare them.
ALTER TABLE commandes ADD COLUMN search_number text
  GENERATED ALWAYS AS (baobab_search_text(order_number)) STORED;--> statement-breakpoint
CREATE INDEX commandes_search_number_trgm_idx ON commandes USING gin (search_number gin_trgm_ops);--> statement-breakpoint
ALTER TABLE checkouts ADD COLUMN search_client text
  GENERATED ALWAYS AS (baobab_search_text(client_name)) STORED;--> statement-breakpoint
CREATE INDEX checkouts_search_client_trgm_idx ON checkouts USING gin (search_client gin_trgm_ops);--> statement-breakpoint
ALTER TABLE commande_lignes ADD COLUMN search_name text
  GENERATED ALWAYS AS (baobab_search_text(name)) STORED;--> statement-breakpoint
CREATE INDEX commande_lignes_search_name_trgm_idx ON commande_lignes USING gin (search_name gin_trgm_ops);

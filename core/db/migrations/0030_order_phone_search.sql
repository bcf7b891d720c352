-- A seller searches her orders by the buyer's phone as she would type it (« 90 12 34 56 »,
-- « +228 90123456 »): the client's and the delivery's numbers, stored in E.164, kept as digits
-- only and indexed like the other order searches (migration 0011). Nothing writes this column.
ALTER TABLE checkouts ADD COLUMN search_phone text
  GENERATED ALWAYS AS (
    regexp_replace(client_phone, '\D', '', 'g') || ' ' || regexp_replace(delivery_phone, '\D', '', 'g')
  ) STORED;--> statement-breakpoint
CREATE INDEX checkouts_search_phone_trgm_idx ON checkouts USING gin (search_phone gin_trgm_ops);

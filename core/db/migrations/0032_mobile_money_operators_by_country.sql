ALTER TABLE "boutiques" ALTER COLUMN "mobile_money_operators" SET DEFAULT '{MTN,Orange,Moov,Wave,Free Money,T-Money}';--> statement-breakpoint
-- Shops that took every operator (the old default) take the two new ones too: Free Money
-- (Senegal) and T-Money (Togo). A shop that chose fewer keeps its choice.
UPDATE "boutiques" SET "mobile_money_operators" = "mobile_money_operators" || '{Free Money,T-Money}'::text[]
WHERE "mobile_money_operators" @> '{MTN,Orange,Moov,Wave}'::text[];

-- Sales in the ledger (decision 058): orders delivered and paid before deliveries posted their
-- sale get it now, as core/ledger/ledger-postings.ts's sale() writes it: the order's total
-- credited to its boutique's boutique_sales and debited to sales_recognised, keyed
-- 'vente:{order}'. Dated when the order was delivered: its history's move to 'Livré', else the
-- ledger's delivery of it, else (neither kept) when it was placed. A sale already posted is
-- skipped (ON CONFLICT on the key): running it again posts nothing. Balanced, as the deferred
-- triggers of migration 0041 check at commit.
WITH delivered AS (
  SELECT c.id, c.boutique_id, c.total,
    coalesce(
      (SELECT max(h.created_at) FROM commande_evenements h
        WHERE h.commande_id = c.id AND h.kind = 'statut' AND h.to_value = 'Livré'),
      (SELECT min(t.occurred_at) FROM ledger_transactions t
        WHERE t.commande_id = c.id AND t.kind IN ('delivery', 'cash_on_delivery')),
      c.created_at) AS delivered_at
  FROM commandes c
  WHERE c.status = 'Livré' AND c.payment_status = 'Réussi'
),
posted AS (
  INSERT INTO ledger_transactions (key, kind, commande_id, boutique_id, occurred_at)
  SELECT 'vente:' || d.id, 'sale', d.id, d.boutique_id, d.delivered_at FROM delivered d
  ON CONFLICT (key) DO NOTHING
  RETURNING id, commande_id, boutique_id, occurred_at
)
INSERT INTO ledger_entries (transaction_id, account, boutique_id, commande_id, amount, occurred_at)
SELECT p.id, x.account, x.boutique_id, p.commande_id, x.amount, p.occurred_at
FROM posted p
JOIN commandes c ON c.id = p.commande_id
CROSS JOIN LATERAL (VALUES
  ('sales_recognised', NULL::integer, c.total),
  ('boutique_sales', p.boutique_id, -c.total)
) x(account, boutique_id, amount);

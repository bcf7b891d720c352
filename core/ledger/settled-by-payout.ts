import { sql, type SQL } from 'drizzle-orm';
import { payoutKeys } from './ledger-postings.ts';

// A payout carries no order: it takes the boutique's whole available balance, less the
// commission it owes, at once (decision 057). So an order's available money, or the commission
// its cash payment left owed, has been settled once a payout of its boutique was recorded after
// it and did not fail. Recorded, not dated: a release is dated at the end of its hold, which can
// be before a payout that ran while the release job had not yet moved that money.

const FAILED_PREFIX = payoutKeys.failed(0).slice(0, -1);
const PAYOUT_PREFIX = payoutKeys.payout(0).slice(0, -1);

/**
 * SQL: whether the boutique's money a transaction recorded at `recordedAt` moved into its
 * available balance or its commission owed has since left with a payout.
 */
export const settledByPayout = (boutiqueId: SQL, recordedAt: SQL) => sql`exists (
  select 1 from ledger_transactions p
  where p.boutique_id = ${boutiqueId} and p.kind = 'payout' and p.created_at > ${recordedAt}
    and not exists (
      select 1 from ledger_transactions f
      where f.key = ${FAILED_PREFIX} || substr(p.key, ${PAYOUT_PREFIX.length + 1})))`;

/** The accounts whose money a payout settles (the others are held until delivery or release). */
export const SETTLED_ACCOUNTS = sql`('boutique_available', 'boutique_commission_owed')`;

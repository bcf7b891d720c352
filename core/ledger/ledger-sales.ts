import { sql, type SQL } from 'drizzle-orm';
import { MEMO_ACCOUNTS } from '#common/ledger.ts';

// Sales in the ledger (decision 058): each delivery posts `vente:{order}`, crediting the
// boutique's `boutique_sales` with the order's gross and debiting the marketplace's
// `sales_recognised`, dated the day of delivery. The sales figures read these memorandum
// accounts (through ledger_entries_sales_idx); the balances, statements and « Paiements » never do.

const MEMO_LIST = sql.raw(`(${MEMO_ACCOUNTS.map((account) => `'${account}'`).join(', ')})`);

/** SQL: `account` is one that money sits in, not a memorandum account. */
export const moneyAccount = (account: SQL) => sql`${account} not in ${MEMO_LIST}`;

/** SQL: the entry `e` is a sale, on its boutique's side (`e.boutique_id`). */
export const BOUTIQUE_SALES = sql`e.account = 'boutique_sales'`;

/** SQL: the entry `e` is a sale of the boutique `boutiqueId` (a value or a column). */
export const boutiqueSale = (boutiqueId: SQL | number) =>
  sql`${BOUTIQUE_SALES} and e.boutique_id = ${boutiqueId}`;

/** SQL: the entry `e` is the marketplace's side of a sale (every boutique's, one per order). */
export const marketplaceSale = sql`e.account = 'sales_recognised' and e.boutique_id is null`;

/** SQL: the gross of the sale whose boutique entry is `e` (credited: negative). */
export const BOUTIQUE_SALE_AMOUNT = sql`(-e.amount)`;

/** SQL: the gross of the sale whose marketplace entry is `e` (debited: positive). */
export const MARKETPLACE_SALE_AMOUNT = sql`e.amount`;

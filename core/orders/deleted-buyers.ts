import { and, eq, exists, inArray, isNotNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { accounts, checkouts, commandes, forgottenBuyerDetails } from '#modules/db/schema.ts';

// A deleted account's orders stay (the shop's books, invoices, the team's figures) but stop
// naming their buyer once the shop no longer needs her details to deliver: at the deletion for
// the orders already finished, and when the last order of a checkout still on its way is
// finished afterwards (issue 45).

/** The orders a shop still has to deliver: their buyer's details stay until then. */
export const OPEN_STATUSES = ['En attente', 'En cours'] as const;

/**
 * Blanks the buyer's details (`forgottenBuyerDetails`, beside the columns in core/db/schema.ts)
 * on the checkouts within `scope` whose buyer's account is deleted and whose orders are all
 * finished.
 */
export async function forgetFinishedCheckoutsOfDeletedBuyers(
  tx: Pick<Database, 'update' | 'select'>,
  scope: SQL,
): Promise<void> {
  await tx
    .update(checkouts)
    .set(forgottenBuyerDetails)
    .where(
      and(
        scope,
        exists(
          tx
            .select({ one: sql`1` })
            .from(accounts)
            .where(and(eq(accounts.id, checkouts.buyerAccountId), isNotNull(accounts.deletedAt))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(commandes)
            .where(
              and(
                eq(commandes.checkoutId, checkouts.id),
                inArray(commandes.status, [...OPEN_STATUSES]),
              ),
            ),
        ),
      ),
    );
}

/** The checkout an order belongs to, as a `scope` for the function above. */
export const checkoutOfOrder = (tx: Pick<Database, 'select'>, orderId: number) =>
  inArray(
    checkouts.id,
    tx.select({ id: commandes.checkoutId }).from(commandes).where(eq(commandes.id, orderId)),
  );

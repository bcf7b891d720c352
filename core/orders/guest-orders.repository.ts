import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DatabaseTransaction } from '#modules/db/client.ts';
import { checkouts, commandes } from '#modules/db/schema.ts';

/**
 * Gives an account the orders placed without an account under `email`, in the transaction that
 * confirmed the address is its own (never before: an unconfirmed address may be someone
 * else's, and so would be its orders). Only guest checkouts: an order whose buyer account was
 * deleted stays anonymous. Returns how many orders joined the account.
 */
export async function attachGuestOrders(
  tx: DatabaseTransaction,
  accountId: number,
  email: string,
): Promise<number> {
  const attached = await tx
    .update(checkouts)
    .set({ buyerAccountId: accountId })
    .where(
      and(
        isNull(checkouts.buyerAccountId),
        eq(checkouts.idempotencyScope, 'invite'),
        eq(checkouts.clientEmail, email),
      ),
    )
    .returning({ id: checkouts.id });
  if (attached.length === 0) return 0;
  const orders = await tx
    .update(commandes)
    .set({ buyerAccountId: accountId })
    .where(
      and(
        isNull(commandes.buyerAccountId),
        inArray(
          commandes.checkoutId,
          attached.map((checkout) => checkout.id),
        ),
      ),
    )
    .returning({ id: commandes.id });
  return orders.length;
}

import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '#common/orders.ts';
import type { MobileMoneyProvider, PaymentMethod } from '#common/payment-methods.ts';
import type { ShopPaymentTerms } from '#common/shop-payment-terms.ts';
import type { Database } from '#modules/db/client.ts';
import { boutiques, checkouts, commandes } from '#modules/db/schema.ts';
import { shopTermsColumns } from '#modules/delivery/shop-terms-columns.ts';

// A buyer's payments as 'Mes Paiements' lists them: each checkout (one payment) with the
// orders it pays, a page at a time, newest first, read through checkouts_buyer_idx.

/** Online payments wait PAYMENT_TIMEOUT_MINUTES at most: a handful per buyer. */
const MAX_AWAITING = 20;

export type PaymentRow = typeof checkouts.$inferSelect;

export interface PaidOrderRow {
  id: number;
  checkoutId: number;
  orderNumber: string;
  boutique: string;
  total: number;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

export interface PaymentChoice {
  method: PaymentMethod;
  operator: MobileMoneyProvider | null;
  accountMasked: string;
}

function ordersOf(db: Pick<Database, 'select'>, checkoutIds: number[]): Promise<PaidOrderRow[]> {
  if (checkoutIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: commandes.id,
      checkoutId: commandes.checkoutId,
      orderNumber: commandes.orderNumber,
      boutique: boutiques.name,
      total: commandes.total,
      status: commandes.status,
      paymentStatus: commandes.paymentStatus,
    })
    .from(commandes)
    .innerJoin(boutiques, eq(boutiques.id, commandes.boutiqueId))
    .where(inArray(commandes.checkoutId, checkoutIds))
    .orderBy(asc(commandes.id));
}

export function createPaymentsRepository(db: Database) {
  return {
    /** One page of the buyer's payments and how many there are in all. */
    async historyPage(
      buyerAccountId: number,
      window: { limit: number; offset: number },
    ): Promise<{ payments: PaymentRow[]; orders: PaidOrderRow[]; total: number }> {
      const mine = eq(checkouts.buyerAccountId, buyerAccountId);
      const [payments, [count]] = await Promise.all([
        db
          .select()
          .from(checkouts)
          .where(mine)
          .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(checkouts)
          .where(mine),
      ]);
      const orders = await ordersOf(
        db,
        payments.map((payment) => payment.id),
      );
      return { payments, orders, total: count?.total ?? 0 };
    },

    ordersOf: (checkoutIds: number[]) => ordersOf(db, checkoutIds),

    /** The buyer's online payments still awaited (a few at most: they expire). */
    async awaitingPayments(buyerAccountId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.buyerAccountId, buyerAccountId),
            eq(checkouts.paymentStatus, 'En attente'),
            ne(checkouts.paymentProvider, 'livraison'),
          ),
        )
        .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
        .limit(MAX_AWAITING);
    },

    async findPayment(reference: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.reference, reference));
      return row;
    },

    /** The payment terms of each shop a payment's orders come from. */
    async shopTerms(checkoutId: number): Promise<ShopPaymentTerms[]> {
      return db
        .selectDistinct({
          boutiqueId: boutiques.id,
          boutiqueName: boutiques.name,
          onlinePayments: shopTermsColumns.onlinePayments,
          acceptedMethods: shopTermsColumns.acceptedMethods,
          mobileMoneyOperators: shopTermsColumns.mobileMoneyOperators,
          minOrderAmount: shopTermsColumns.minOrderAmount,
        })
        .from(commandes)
        .innerJoin(boutiques, eq(boutiques.id, commandes.boutiqueId))
        .where(eq(commandes.checkoutId, checkoutId));
    },

    /**
     * Records how the buyer now pays a payment still awaiting it; in one transaction with the
     * check `decide` makes on the locked row, so a payment settled meanwhile is not changed.
     */
    async changePaymentChoice(
      reference: string,
      decide: (payment: PaymentRow | undefined, orders: PaidOrderRow[]) => PaymentChoice,
    ): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(checkouts)
          .where(eq(checkouts.reference, reference))
          .for('update');
        const choice = decide(payment, payment ? await ordersOf(tx, [payment.id]) : []);
        const [updated] = await tx
          .update(checkouts)
          .set({
            paymentMethod: choice.method,
            mobileMoneyOperator: choice.operator,
            paymentAccountMasked: choice.accountMasked,
          })
          .where(and(eq(checkouts.reference, reference), eq(checkouts.paymentStatus, 'En attente')))
          .returning();
        if (!updated) throw new Error('Paiement introuvable après verrouillage.');
        return updated;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

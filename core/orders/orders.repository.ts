import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '#common/orders.ts';
import type { DeliveryZone } from '#common/shop-settings.ts';
import type { MobileMoneyProvider, PaymentMethod } from '#common/payment-methods.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import type { Database } from '#modules/db/client.ts';
import {
  accounts,
  boutiqueDeliveryZones,
  boutiqueProduits,
  boutiques,
  checkouts,
  commandeEvenements,
  commandeLignes,
  commandes,
  paymentNotifications,
  produits,
} from '#modules/db/schema.ts';
import { foldedHolds } from '#modules/db/text-search.ts';
import { searchedPhoneDigits } from './phone-search.ts';
import { deliveryZonesOf } from '#modules/delivery/delivery-zones.repository.ts';
import { shopTermsColumns } from '#modules/delivery/shop-terms-columns.ts';
import { recordAdminAction, type AuditEntry } from '#modules/audit/audit.port.ts';
import {
  boutiqueOpen,
  boutiquePaused,
  offerOnSale,
} from '#modules/catalogue/storefront-visibility.ts';
import {
  insertNotification,
  insertShopNotification,
  type NotificationDraft,
  type ShopNotificationDraft,
} from '#modules/notifications/notifications.port.ts';
import { findPreferences } from '#modules/notification-preferences/notification-preferences.repository.ts';
import {
  enqueueMessages,
  enqueueTexts,
  type OutboxMessage,
  type OutboxText,
} from '#modules/outbox/outbox.port.ts';
import { checkoutOfOrder, forgetFinishedCheckoutsOfDeletedBuyers } from './deleted-buyers.ts';
import { lineCommission } from '#common/commissions.ts';
import type { LedgerDraft } from '#modules/ledger/ledger-postings.ts';
import { orderHoldings, postLedger } from '#modules/ledger/ledger.repository.ts';
import { ratesInForce } from '#modules/commissions/commissions.repository.ts';

// Orders in PostgreSQL. Writes that must hold together (stock, orders, their history) run in one
// transaction through `transaction()`; the stock guard is a conditional update, so two checkouts
// can never take the same last unit (with the table's non-negative check as the last line).

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = Omit<typeof checkouts.$inferInsert, 'id' | 'createdAt'>;

export interface Offer {
  id: number;
  price: number;
  stock: number;
  active: boolean;
  productName: string;
  /** The product's category: its commission rate may differ (core/commissions). */
  categorieId: number;
  boutiqueId: number;
  boutiqueName: string;
  boutiqueActive: boolean;
  /** Paused by its seller: its lines are refused, naming it. */
  boutiquePaused: boolean;
  boutiqueCountry: string | null;
  freeDeliveryFrom: number | null;
  taxRate: number;
  /** The shop's payment terms (common/shop-payment-terms.ts), checked at checkout. */
  onlinePayments: boolean;
  acceptedMethods: PaymentMethod[];
  mobileMoneyOperators: MobileMoneyProvider[];
  minOrderAmount: number;
}

export interface NewOrder {
  checkout: CheckoutRow;
  boutiqueId: number;
  boutiqueName: string;
  buyerAccountId: number | null;
  subtotal: number;
  deliveryFee: number;
  /**
   * The delivery as quoted (core/delivery/delivery-quote.ts), with whether its zone asks for a
   * tracking number, and the shop's VAT rate.
   */
  delivery: {
    zone: DeliveryZone;
    carrier: string;
    express: boolean;
    days: number;
    tracking: boolean;
  };
  taxRate: number;
  lines: {
    boutiqueProduitId: number;
    name: string;
    unitPrice: number;
    quantity: number;
    /** The commission rate in force at checkout (basis points), kept on the line. */
    commissionRateBps: number;
  }[];
}

export interface OrderEvent {
  kind: 'statut' | 'paiement';
  from: string | null;
  to: string;
  actor: string;
  actorAccountId: number | null;
  /** Why, when the actor had to say (an administrator's cancellation). */
  reason?: string | null;
}

/** An order as stored, with what its checkout knows (client, delivery, payment). */
export interface OrderRecord {
  id: number;
  orderNumber: string;
  createdAt: Date;
  checkoutId: number;
  boutiqueId: number;
  boutiqueName: string;
  buyerAccountId: number | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** The delivery as quoted at checkout; null for orders placed before delivery zones. */
  deliveryZone: DeliveryZone | null;
  carrier: string | null;
  express: boolean;
  deliveryDays: number | null;
  trackingNumber: string | null;
  /** Whether the shop's zone of this order asks for a tracking number now (its settings). */
  trackingRequired: boolean;
  taxRate: number;
  checkout: CheckoutRow;
  lines: {
    boutiqueProduitId: number | null;
    name: string;
    unitPrice: number;
    quantity: number;
    total: number;
    /** The platform's commission on the line, in whole FCFA, fixed at checkout. */
    commission: number;
  }[];
  history: (Omit<OrderEvent, 'actorAccountId' | 'reason'> & {
    reason: string | null;
    /** The acting account's name (a member of the shop's team, an admin), if it still exists. */
    byName: string | null;
    at: Date;
  })[];
}

export type OrderFilter =
  | { everyOrder: true }
  | { orderId: number }
  | { checkoutId: number }
  | { buyerAccountId: number }
  | { boutiqueId: number };

function filterCondition(filter: OrderFilter): SQL {
  if ('everyOrder' in filter) return sql`true`;
  if ('orderId' in filter) return eq(commandes.id, filter.orderId);
  if ('checkoutId' in filter) return eq(commandes.checkoutId, filter.checkoutId);
  if ('buyerAccountId' in filter) return eq(commandes.buyerAccountId, filter.buyerAccountId);
  return eq(commandes.boutiqueId, filter.boutiqueId);
}

/** A list's narrowing within its owner's orders, and the window of it to read. */
export interface OrderWindow {
  /** Only orders in one of these statuses; null (or none) for all. */
  status: OrderStatus | readonly OrderStatus[] | null;
  /** Part of an order number, a client's name or phone, or a product's name; '' for none. */
  search: string;
  /** The back-office's filters: the payment's status, one boutique, days (below). */
  paymentStatus?: PaymentStatus | null;
  boutiqueId?: number | null;
  /** Placed, or delivered (its sale in the ledger, decision 058), from… up to (excluded). */
  days?: { of: 'placed' | 'delivered'; from: Date | null; before: Date | null };
  oldestFirst?: boolean;
  limit: number;
  offset: number;
}

/** The client's or delivery phone holds the typed digits (migration 0030), when it reads as one. */
function phoneCondition(search: string): SQL {
  const digits = searchedPhoneDigits(search);
  if (!digits) return sql``;
  return sql`
      or ${commandes.checkoutId} in (
        select ${checkouts.id} from ${checkouts}
        where ${checkouts}.search_phone like ${`%${digits}%`}
      )`;
}

/** Orders placed within the days, or delivered (read on ledger_transactions_kind_occurred_idx). */
function daysConditions({ of, from, before }: NonNullable<OrderWindow['days']>): SQL[] {
  const at = of === 'placed' ? sql`${commandes.createdAt}` : sql`t.occurred_at`;
  const within = [
    ...(from ? [sql`${at} >= ${from.toISOString()}`] : []),
    ...(before ? [sql`${at} < ${before.toISOString()}`] : []),
  ];
  if (of === 'placed') return within;
  return [
    sql`${commandes.id} in (
      select t.commande_id from ledger_transactions t
      where ${sql.join([sql`t.kind = 'sale'`, ...within], sql` and `)})`,
  ];
}

function windowCondition(filter: OrderFilter, window: OrderWindow): SQL {
  const conditions: SQL[] = [filterCondition(filter)];
  const statuses = typeof window.status === 'string' ? [window.status] : (window.status ?? []);
  if (statuses.length > 0) conditions.push(inArray(commandes.status, [...statuses]));
  if (window.paymentStatus) conditions.push(eq(commandes.paymentStatus, window.paymentStatus));
  if (window.boutiqueId) conditions.push(eq(commandes.boutiqueId, window.boutiqueId));
  if (window.days) conditions.push(...daysConditions(window.days));
  if (window.search) {
    const { search } = window;
    // Stored folded columns with trigram indexes (migration 0011); the client's name and the
    // products through subqueries, each read once through its index rather than per order.
    conditions.push(sql`(
      ${foldedHolds(sql`${commandes}.search_number`, search)}
      or ${commandes.checkoutId} in (
        select ${checkouts.id} from ${checkouts}
        where ${foldedHolds(sql`${checkouts}.search_client`, search)}
      )
      or ${commandes.id} in (
        select ${commandeLignes.commandeId} from ${commandeLignes}
        where ${foldedHolds(sql`${commandeLignes}.search_name`, search)}
      )${phoneCondition(search)})`);
  }
  return sql.join(conditions, sql` and `);
}

async function findOrders(
  executor: Executor,
  filter: OrderFilter,
  window?: OrderWindow,
): Promise<OrderRecord[]> {
  const query = executor
    .select({
      order: commandes,
      boutiqueName: boutiques.name,
      checkout: checkouts,
      trackingRequired: sql<boolean>`coalesce(${boutiqueDeliveryZones.tracking}, false)`,
    })
    .from(commandes)
    .innerJoin(boutiques, eq(boutiques.id, commandes.boutiqueId))
    .innerJoin(checkouts, eq(checkouts.id, commandes.checkoutId))
    // The zone's tracking setting as the shop has it now: it applies when the order leaves.
    .leftJoin(
      boutiqueDeliveryZones,
      and(
        eq(boutiqueDeliveryZones.boutiqueId, commandes.boutiqueId),
        eq(boutiqueDeliveryZones.zone, commandes.deliveryZone),
      ),
    )
    .where(window ? windowCondition(filter, window) : filterCondition(filter))
    .orderBy(
      ...(window?.oldestFirst
        ? [asc(commandes.createdAt), asc(commandes.id)]
        : [desc(commandes.createdAt), desc(commandes.id)]),
    );
  const rows = window ? await query.limit(window.limit).offset(window.offset) : await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, events] = await Promise.all([
    executor
      .select()
      .from(commandeLignes)
      .where(inArray(commandeLignes.commandeId, ids))
      .orderBy(asc(commandeLignes.id)),
    executor
      .select({ event: commandeEvenements, byName: accounts.userName })
      .from(commandeEvenements)
      .leftJoin(accounts, eq(accounts.id, commandeEvenements.actorAccountId))
      .where(inArray(commandeEvenements.commandeId, ids))
      .orderBy(asc(commandeEvenements.createdAt), asc(commandeEvenements.id)),
  ]);
  return rows.map(({ order, boutiqueName, checkout, trackingRequired }) => ({
    ...order,
    boutiqueName,
    checkout,
    trackingRequired,
    lines: lines
      .filter((line) => line.commandeId === order.id)
      .map(({ boutiqueProduitId, name, unitPrice, quantity, total, commission }) => ({
        boutiqueProduitId,
        name,
        unitPrice,
        quantity,
        total,
        commission,
      })),
    history: events
      .filter(({ event }) => event.commandeId === order.id)
      .map(({ event: { kind, fromValue, toValue, actor, reason, createdAt }, byName }) => ({
        kind,
        from: fromValue,
        to: toValue,
        actor,
        byName,
        reason,
        at: createdAt,
      })),
  }));
}

/** Who runs each boutique: whom its order notices go to. */
export interface ShopSeller {
  boutiqueId: number;
  accountId: number;
  email: string;
  userName: string;
  tenantId: number;
}

/** The sellers of the boutiques `which` selects. */
function sellersOf(executor: Executor, which: SQL) {
  return executor
    .select({
      boutiqueId: boutiques.id,
      accountId: accounts.id,
      email: accounts.email,
      userName: accounts.userName,
      tenantId: accounts.tenantId,
    })
    .from(boutiques)
    .innerJoin(accounts, eq(accounts.tenantId, boutiques.tenantId))
    .where(and(which, eq(accounts.typeCompte, 'VENDEUR')));
}

async function sellerEmails(executor: Executor, boutiqueIds: number[]): Promise<ShopSeller[]> {
  if (boutiqueIds.length === 0) return [];
  return sellersOf(executor, inArray(boutiques.id, boutiqueIds));
}

/** The row an insert returned (Drizzle types it as possibly absent). */
function insertedRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} : aucune ligne insérée.`);
  return row;
}

/** The operations that run inside a transaction. */
function transactional(tx: Transaction, clock: Clock) {
  return {
    /**
     * Holds the idempotency key until the transaction ends; false when a checkout with this key
     * already exists. A concurrent copy of the same checkout waits here for the first one.
     */
    async lockIdempotencyKey(scope: string, key: string): Promise<boolean> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}|${key}`}, 0))`,
      );
      const [existing] = await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(and(eq(checkouts.idempotencyScope, scope), eq(checkouts.idempotencyKey, key)));
      return !existing;
    },

    async insertCheckout(checkout: NewCheckout): Promise<CheckoutRow> {
      return insertedRow(
        await tx
          .insert(checkouts)
          .values({ ...checkout, createdAt: clock() })
          .returning(),
        'checkouts',
      );
    },

    /**
     * Guest cash checkouts under this phone (E.164) with an order still waiting.
     * Holds a lock on the number until the transaction ends, so two at once count each other.
     */
    async openGuestCashCheckouts(phone: string): Promise<number> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`telephone|${phone}`}, 0))`,
      );
      const result = await tx.execute<{ n: number }>(sql`
        select count(distinct k.id)::int as n
        from checkouts k join commandes c on c.checkout_id = k.id
        where k.buyer_account_id is null and k.payment_provider = 'livraison'
          and k.client_phone = ${phone}
          and c.status = 'En attente'`);
      return result.rows[0]?.n ?? 0;
    },

    /** The offers with their product and boutique, locked in id order (no deadlock between checkouts). */
    async lockOffers(ids: number[]): Promise<Offer[]> {
      return tx
        .select({
          id: boutiqueProduits.id,
          price: boutiqueProduits.price,
          stock: boutiqueProduits.stockDisponible,
          active: offerOnSale,
          productName: produits.name,
          categorieId: produits.categorieId,
          boutiqueId: boutiques.id,
          boutiqueName: boutiques.name,
          boutiqueActive: boutiqueOpen,
          boutiquePaused,
          taxRate: boutiques.taxRate,
          ...shopTermsColumns,
        })
        .from(boutiqueProduits)
        .innerJoin(produits, eq(produits.id, boutiqueProduits.produitId))
        .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId))
        .where(inArray(boutiqueProduits.id, ids))
        .orderBy(asc(boutiqueProduits.id))
        .for('update', { of: boutiqueProduits });
    },

    /** The commission rates in force, read in the checkout's transaction (core/commissions). */
    commissionRates: () => ratesInForce(tx),

    /** The delivery zones of these shops, read in the checkout's transaction. */
    deliveryZones(boutiqueIds: readonly number[]) {
      return deliveryZonesOf(tx, boutiqueIds);
    },

    /** Takes `quantity` units if that many are left; false (nothing changed) otherwise. */
    async takeStock(offerId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(boutiqueProduits)
        .set({ stockDisponible: sql`${boutiqueProduits.stockDisponible} - ${quantity}` })
        .where(
          and(
            eq(boutiqueProduits.id, offerId),
            sql`${boutiqueProduits.stockDisponible} >= ${quantity}`,
          ),
        )
        .returning({ id: boutiqueProduits.id });
      return rows.length === 1;
    },

    /** Puts an order's units back on the shelf (cancellation, failed payment). */
    async restoreStock(orderId: number): Promise<void> {
      await tx.execute(sql`
        update boutique_produits as offer
        set stock_disponible = offer.stock_disponible + line.quantity
        from commande_lignes as line
        where line.commande_id = ${orderId} and line.boutique_produit_id = offer.id`);
    },

    /**
     * The order as findOrders would read it back, from the rows this inserts: the checkout's
     * e-mails are composed from it without reading again under the offers' locks.
     */
    async insertOrder(order: NewOrder, firstEvent: OrderEvent): Promise<OrderRecord> {
      const placedAt = clock();
      const { value: number } = insertedRow(
        (
          await tx.execute<{ value: string }>(
            // commande_numero_seq is core/db/schema.ts's orderNumberSequence.
            sql`select 'BAO-' || ${String(placedAt.getUTCFullYear())} || '-' ||
                  lpad(nextval('commande_numero_seq')::text, 6, '0') as value`,
          )
        ).rows,
        'numéro de commande',
      );
      const row = insertedRow(
        await tx
          .insert(commandes)
          .values({
            orderNumber: number,
            checkoutId: order.checkout.id,
            boutiqueId: order.boutiqueId,
            buyerAccountId: order.buyerAccountId,
            subtotal: order.subtotal,
            deliveryFee: order.deliveryFee,
            total: order.subtotal + order.deliveryFee,
            deliveryZone: order.delivery.zone,
            carrier: order.delivery.carrier,
            express: order.delivery.express,
            deliveryDays: order.delivery.days,
            taxRate: order.taxRate,
            createdAt: placedAt,
          })
          .returning(),
        'commandes',
      );
      const lines = await tx
        .insert(commandeLignes)
        .values(
          order.lines.map((line) => {
            const total = line.unitPrice * line.quantity;
            return {
              commandeId: row.id,
              ...line,
              total,
              commission: lineCommission(total, line.commissionRateBps),
            };
          }),
        )
        .returning({
          boutiqueProduitId: commandeLignes.boutiqueProduitId,
          name: commandeLignes.name,
          unitPrice: commandeLignes.unitPrice,
          quantity: commandeLignes.quantity,
          total: commandeLignes.total,
          commission: commandeLignes.commission,
        });
      const at = await this.recordEvent(row.id, firstEvent);
      return {
        ...row,
        boutiqueName: order.boutiqueName,
        checkout: order.checkout,
        trackingRequired: order.delivery.tracking,
        lines,
        history: [
          {
            kind: firstEvent.kind,
            from: firstEvent.from,
            to: firstEvent.to,
            actor: firstEvent.actor,
            reason: firstEvent.reason ?? null,
            // Only the shop's steps are shown by name (order-view.ts): never the first one.
            byName: null,
            at,
          },
        ],
      };
    },

    /** Adds the event to the order's history; returns its time. */
    async recordEvent(orderId: number, event: OrderEvent): Promise<Date> {
      const at = clock();
      await tx.insert(commandeEvenements).values({
        commandeId: orderId,
        kind: event.kind,
        fromValue: event.from,
        toValue: event.to,
        actor: event.actor,
        actorAccountId: event.actorAccountId,
        reason: event.reason ?? null,
        createdAt: at,
      });
      return at;
    },

    /** Posts what this change moves in the ledger (core/ledger), dated by the clock; null: nothing. */
    async postLedger(draft: LedgerDraft | null): Promise<void> {
      if (draft) await postLedger(tx, draft, clock());
    },

    /** What the ledger holds for the order, per account. */
    ledgerHoldings: (orderId: number) => orderHoldings(tx, orderId),

    /** The back-office's log of the admin action this transaction makes (core/audit). */
    recordAdminAction: (entry: AuditEntry) => recordAdminAction(tx, entry),

    /** Tells an account of the change this transaction makes (nothing for null). */
    async notify(notification: NotificationDraft | null): Promise<void> {
      if (notification) await insertNotification(tx, notification, clock());
    },

    /** Tells the boutique's sellers, but the one who made the change (nothing for null). */
    async notifyShop(
      boutiqueId: number,
      notification: ShopNotificationDraft | null,
      except: number | null,
    ): Promise<void> {
      if (notification) {
        await insertShopNotification(tx, boutiqueId, notification, clock(), except);
      }
    },

    /** The order, locked until the transaction ends: two status changes never interleave. */
    async lockOrder(orderId: number): Promise<OrderRecord | undefined> {
      await tx
        .select({ id: commandes.id })
        .from(commandes)
        .where(eq(commandes.id, orderId))
        .for('update');
      return (await findOrders(tx, { orderId }))[0];
    },

    /** The buyer's account type and tenant, for links into the buyer's space. */
    async buyerAccount(
      accountId: number,
    ): Promise<{ typeCompte: string; tenantId: number } | undefined> {
      const [row] = await tx
        .select({ typeCompte: accounts.typeCompte, tenantId: accounts.tenantId })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row;
    },

    async setOrderStatus(orderId: number, status: OrderStatus): Promise<void> {
      await tx.update(commandes).set({ status }).where(eq(commandes.id, orderId));
      await forgetFinishedCheckoutsOfDeletedBuyers(tx, checkoutOfOrder(tx, orderId));
    },

    async setTrackingNumber(orderId: number, trackingNumber: string): Promise<void> {
      await tx.update(commandes).set({ trackingNumber }).where(eq(commandes.id, orderId));
    },

    async setOrderPaymentStatus(orderId: number, paymentStatus: PaymentStatus): Promise<void> {
      await tx.update(commandes).set({ paymentStatus }).where(eq(commandes.id, orderId));
    },

    async lockCheckout(reference: string): Promise<CheckoutRow | undefined> {
      const [row] = await tx
        .select()
        .from(checkouts)
        .where(eq(checkouts.reference, reference))
        .for('update');
      return row;
    },

    /** The checkout whose payment is this aggregator transaction, locked. */
    async lockCheckoutOfTransaction(
      provider: string,
      transactionId: string,
    ): Promise<CheckoutRow | undefined> {
      const [row] = await tx
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.paymentProvider, provider),
            eq(checkouts.providerTransactionId, transactionId),
          ),
        )
        .for('update');
      return row;
    },

    /** The aggregator transaction opened for a checkout's payment, and its first status check. */
    async setProviderTransaction(
      checkoutId: number,
      opened: { transactionId: string; pageUrl: string; currency: string },
      firstCheckAt: Date,
    ): Promise<void> {
      await tx
        .update(checkouts)
        .set({
          providerTransactionId: opened.transactionId,
          providerPaymentUrl: opened.pageUrl,
          providerCurrency: opened.currency,
          providerNextCheckAt: firstCheckAt,
          providerChecks: 0,
        })
        .where(eq(checkouts.id, checkoutId));
    },

    /**
     * Takes the payments whose aggregator is due to be asked their status: each taken one's next
     * check moves on by `backoff` (its count of checks so far), so another instance skips it.
     */
    async takeDueStatusChecks(
      now: Date,
      limit: number,
      backoff: (checks: number) => number,
    ): Promise<CheckoutRow[]> {
      const due = await tx
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.paymentStatus, 'En attente'),
            sql`${checkouts.providerNextCheckAt} <= ${now.toISOString()}`,
          ),
        )
        .orderBy(asc(checkouts.providerNextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const row of due) {
        await tx
          .update(checkouts)
          .set({
            providerNextCheckAt: new Date(now.getTime() + backoff(row.providerChecks)),
            providerChecks: row.providerChecks + 1,
          })
          .where(eq(checkouts.id, row.id));
      }
      return due;
    },

    async setCheckoutPaymentStatus(checkoutId: number, status: PaymentStatus): Promise<void> {
      await tx.update(checkouts).set({ paymentStatus: status }).where(eq(checkouts.id, checkoutId));
    },

    /** False when this provider's event was already applied (a duplicate notification). */
    async recordNotification(notification: {
      provider: string;
      eventId: string;
      checkoutId: number;
      status: string;
    }): Promise<boolean> {
      const rows = await tx
        .insert(paymentNotifications)
        .values(notification)
        .onConflictDoNothing({
          target: [paymentNotifications.provider, paymentNotifications.eventId],
        })
        .returning({ id: paymentNotifications.id });
      return rows.length === 1;
    },

    /** Unpaid online checkouts past their deadline, locked; another instance skips them. */
    async lockExpiredCheckouts(now: Date, limit: number): Promise<CheckoutRow[]> {
      return tx
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.paymentStatus, 'En attente'),
            sql`${checkouts.paymentExpiresAt} < ${now.toISOString()}`,
            // An aggregator's transaction may be paid still: the status check ends it.
            isNull(checkouts.providerTransactionId),
          ),
        )
        .orderBy(asc(checkouts.paymentExpiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    findOrders: (filter: OrderFilter) => findOrders(tx, filter),

    /** The sellers of these boutiques, read in the change's transaction. */
    sellerEmails: (boutiqueIds: number[]) => sellerEmails(tx, boutiqueIds),

    /** These accounts' notification preferences: what they want to hear of this change. */
    mailPreferences: (accountIds: readonly number[]) => findPreferences(tx, accountIds),

    /** The e-mails telling of this change, sent once it commits (core/outbox, decision 034). */
    enqueue: (messages: OutboxMessage[]) => enqueueMessages(tx, messages),

    /** The SMS telling of this change, sent once it commits, as its e-mails. */
    enqueueTexts: (texts: OutboxText[]) => enqueueTexts(tx, texts),
  };
}

export type OrdersTransaction = ReturnType<typeof transactional>;

/** `clock` dates what is written: checkouts, orders and their history. */
export function createOrdersRepository(db: Database, clock: Clock = systemClock) {
  return {
    transaction<T>(work: (orders: OrdersTransaction) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(transactional(tx, clock)));
    },

    findOrders: (filter: OrderFilter) => findOrders(db, filter),

    /** The sellers of the boutiques selling these offers (an offer never changes boutique). */
    async sellersOfOffers(offerIds: readonly number[]): Promise<ShopSeller[]> {
      if (offerIds.length === 0) return [];
      return sellersOf(
        db,
        inArray(
          boutiques.id,
          db
            .select({ id: boutiqueProduits.boutiqueId })
            .from(boutiqueProduits)
            .where(inArray(boutiqueProduits.id, [...offerIds])),
        ),
      );
    },

    /** These accounts' notification preferences, read outside any change's transaction. */
    mailPreferences: (accountIds: readonly number[]) => findPreferences(db, accountIds),

    /** One page of the owner's orders (newest first), how many match in all and their amount. */
    async findOrderPage(
      filter: OrderFilter,
      window: OrderWindow,
    ): Promise<{ records: OrderRecord[]; total: number; amount: number }> {
      const [records, [count]] = await Promise.all([
        findOrders(db, filter, window),
        db
          .select({
            total: sql<number>`count(*)::int`,
            amount: sql<string>`coalesce(sum(${commandes.total}), 0)::bigint`,
          })
          .from(commandes)
          .where(windowCondition(filter, window)),
      ]);
      return { records, total: count?.total ?? 0, amount: Number(count?.amount ?? 0) };
    },

    /** The checkout that holds the order of this number (as written on it, case aside). */
    async findCheckoutOfOrder(orderNumber: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select({ checkout: checkouts })
        .from(commandes)
        .innerJoin(checkouts, eq(checkouts.id, commandes.checkoutId))
        .where(eq(commandes.orderNumber, orderNumber.trim().toUpperCase()));
      return row?.checkout;
    },

    async findCheckout(
      where: { scope: string; key: string } | { reference: string } | { trackingHash: string },
    ): Promise<CheckoutRow | undefined> {
      const condition =
        'scope' in where
          ? and(
              eq(checkouts.idempotencyScope, where.scope),
              eq(checkouts.idempotencyKey, where.key),
            )
          : 'reference' in where
            ? eq(checkouts.reference, where.reference)
            : eq(checkouts.trackingTokenHash, where.trackingHash);
      const [row] = await db.select().from(checkouts).where(condition);
      return row;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;

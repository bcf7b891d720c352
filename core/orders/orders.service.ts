import { statusesOf, type AdminOrderPage, type AdminOrderQuery } from '#common/admin-orders.ts';
import { pageWindow, readTablePage } from '#common/data-tables.ts';
import { readPage } from '#common/list-pages.ts';
import { ORDERS_PER_PAGE, type OrderListQuery, type OrderPage } from '#common/order-lists.ts';
import { dashboardRoot } from '#common/session.ts';
import {
  ADMIN_CANCEL_NEEDS_REASON,
  canMoveOrder,
  SELLER_CANCEL_NEEDS_REASON,
  ORDER_STATUS_LABELS,
  orderStatusSentence,
  trackingNumberRequired,
  type CheckoutResult,
  type Order,
  type OrderStatus,
} from '#common/orders.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { Conflict, NotFound, Validation } from '#modules/errors.ts';
import {
  ORDER_LOOKUP_NOT_FOUND,
  ORDER_LOOKUP_TOO_MANY,
  type OrderLookup,
} from '#common/order-lookup.ts';
import { toE164 } from '#common/phone.ts';
import type { SharedCounter } from '#modules/rate-limits/shared-rate-limits.ts';
import { actsOn, teamBoutique } from '#modules/shop-team/team-access.ts';
import type { CheckoutResults } from './checkout-results.ts';
import { orderEventKeys, type OrderNotices } from './order-notices.ts';
import { moveOrder, setOrderPayment, type Actor } from './order-changes.ts';
import type { MailBrand } from '#modules/mail/mail-layout.ts';
import { statusChangeMail } from './order-mails.ts';
import { statusChangeText } from './order-texts.ts';
import { actorLabel, canSeeOrder, toOrder, toTeamOrder } from './order-view.ts';
import type {
  CheckoutRow,
  OrderFilter,
  OrderRecord,
  OrdersRepository,
  OrdersTransaction,
} from './orders.repository.ts';
import type { TrackingLinks } from './tracking-links.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';

export interface OrdersDependencies {
  repository: OrdersRepository;
  results: CheckoutResults;
  notices: Pick<OrderNotices, 'queueUpdates' | 'queueTexts' | 'sendQueued'>;
  /** The brand and the site's address, for the e-mails. */
  brand: MailBrand;
  tracking: () => Promise<TrackingLinks>;
  /** Failed « Suivre ma commande » searches, per client address (shared by every instance). */
  lookupFailures: SharedCounter;
}

/** Enough for a buyer's typos, too few to guess other people's orders. */
export const FAILED_ORDER_LOOKUPS = { max: 10, windowSeconds: 60 * 60 };

/** The order's phone or e-mail, as typed by its buyer, matches what the checkout holds. */
function contactMatches(checkout: CheckoutRow, contact: string): boolean {
  if (contact.includes('@')) {
    return checkout.clientEmail?.toLowerCase() === contact.trim().toLowerCase();
  }
  const phone = toE164(contact, checkout.deliveryCountry);
  return phone !== null && (phone === checkout.clientPhone || phone === checkout.deliveryPhone);
}

// Not "forbidden": someone else's order is answered as if it did not exist.
const ORDER_NOT_FOUND = 'Commande introuvable.';
const TRACKING_NOT_FOUND = 'Commande introuvable. Vérifiez le lien reçu par e-mail.';

/** Midnight UTC of the day 'AAAA-MM-JJ', `days` later: the marketplace's days are UTC's. */
const startOfDay = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);

function transitionRefused(from: OrderStatus, to: OrderStatus): Conflict {
  const [was, next] = [ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]];
  return new Conflict(`Une commande « ${was} » ne peut pas passer à « ${next} ».`);
}

export function createOrdersService(deps: OrdersDependencies) {
  const { repository } = deps;

  /** Where the buyer of a delivered order reviews it: the buyer's space (a guest has none). */
  async function reviewsUrl(orders: OrdersTransaction, order: OrderRecord): Promise<string | null> {
    if (order.status !== 'Livré' || order.buyerAccountId === null) return null;
    const buyer = await orders.buyerAccount(order.buyerAccountId);
    if (buyer?.typeCompte !== 'ACHETEUR') return null;
    const space = dashboardRoot({ ...buyer, userId: order.buyerAccountId });
    return new URL(`${space}/avis`, deps.brand.publicUrl).toString();
  }

  /**
   * The buyer's e-mail of the new status (a guest's always, an account's as it wants), and her
   * SMS if her account asked for them.
   */
  async function queueBuyerNews(orders: OrdersTransaction, updated: OrderRecord): Promise<void> {
    const order = toOrder(updated);
    const tracking = await deps.tracking();
    const link = tracking.url(updated.checkout.reference);
    if (order.client.email) {
      const reviews = await reviewsUrl(orders, updated);
      await deps.notices.queueUpdates(orders, [
        {
          accountId: updated.buyerAccountId,
          mail: {
            ...statusChangeMail(order, order.client.email, link, deps.brand, reviews),
            eventKey: orderEventKeys.status(order),
          },
        },
      ]);
    }
    if (updated.buyerAccountId !== null) {
      await deps.notices.queueTexts(orders, [
        {
          accountId: updated.buyerAccountId,
          text: {
            eventKey: orderEventKeys.statusText(order),
            to: updated.checkout.clientPhone,
            subject: orderStatusSentence(order.orderNumber, order.status),
            text: statusChangeText(order, link, deps.brand.brandName),
          },
        },
      ]);
    }
  }

  /**
   * Locks the order, checks the change with `check`, applies it (with its reason, and
   * `alongside` in the same transaction) with the buyer's e-mail, sent once it commits.
   */
  async function change(
    orderId: number,
    check: (order: OrderRecord) => void,
    to: OrderStatus,
    actor: Actor,
    why: {
      reason?: string;
      alongside?: (orders: OrdersTransaction, order: OrderRecord) => Promise<unknown>;
    } = {},
  ): Promise<Order> {
    const updated = await repository.transaction(async (orders) => {
      const order = await orders.lockOrder(orderId);
      if (!order) throw new NotFound(ORDER_NOT_FOUND);
      check(order);
      if (!canMoveOrder(order.status, to)) throw transitionRefused(order.status, to);
      await moveOrder(orders, order, to, actor, why.reason ?? null);
      await why.alongside?.(orders, order);
      // Cash on delivery is paid when the parcel is handed over.
      if (to === 'Livré' && order.checkout.paymentProvider === 'livraison') {
        await setOrderPayment(orders, order, 'Réussi', actor);
      }
      const [after] = await orders.findOrders({ orderId });
      if (!after) throw new NotFound(ORDER_NOT_FOUND);
      await queueBuyerNews(orders, after);
      return after;
    });
    deps.notices.sendQueued();
    return actor.label === 'Acheteur' ? toOrder(updated) : toTeamOrder(updated);
  }

  /** A page of the owner's orders; a page past the end shows the last one. */
  async function page(filter: OrderFilter, query: OrderListQuery): Promise<OrderPage> {
    const { found, page, pageCount } = await readPage(query.page, ORDERS_PER_PAGE, (number) =>
      repository.findOrderPage(filter, {
        status: query.status,
        search: query.search,
        limit: ORDERS_PER_PAGE,
        offset: (number - 1) * ORDERS_PER_PAGE,
      }),
    );
    return {
      // The shop's own list names who did what; the buyer's does not.
      orders: found.records.map('boutiqueId' in filter ? toTeamOrder : toOrder),
      total: found.total,
      query: { ...query, page },
      pageCount,
    };
  }

  const boutiqueOf = (account: CurrentAccount): number => teamBoutique(account, 'voir');

  return {
    /** The buyer's own orders, a page at a time (its dashboard's lists). */
    pageForBuyer: async (account: CurrentAccount, query: OrderListQuery) =>
      page({ buyerAccountId: account.id }, query),

    /** The seller's boutique's orders, a page at a time (its dashboard's list). */
    pageForBoutique: async (account: CurrentAccount, query: OrderListQuery) =>
      page({ boutiqueId: boutiqueOf(account) }, query),

    async listForBuyer(account: CurrentAccount): Promise<Order[]> {
      return (await repository.findOrders({ buyerAccountId: account.id })).map(toOrder);
    },

    async listForBoutique(account: CurrentAccount): Promise<Order[]> {
      return (await repository.findOrders({ boutiqueId: boutiqueOf(account) })).map(toTeamOrder);
    },

    async get(account: CurrentAccount, orderId: number): Promise<Order> {
      const [order] = await repository.findOrders({ orderId });
      if (!order || !canSeeOrder(account, order)) throw new NotFound(ORDER_NOT_FOUND);
      const team = account.typeCompte === 'ADMIN' || actsOn(account, order.boutiqueId, 'voir');
      return team ? toTeamOrder(order) : toOrder(order);
    },

    /**
     * « Suivre ma commande »: the tracking page of the order of this number, for whoever gives
     * its phone or e-mail. Wrong guesses are counted per client address.
     */
    async lookUp({ numero, contact }: OrderLookup, client: string): Promise<string> {
      await deps.lookupFailures.refuseWhileExhausted([client], ORDER_LOOKUP_TOO_MANY);
      const checkout = await repository.findCheckoutOfOrder(numero);
      if (!checkout || !contactMatches(checkout, contact)) {
        await deps.lookupFailures.record([client]);
        throw Validation.field('numero', ORDER_LOOKUP_NOT_FOUND);
      }
      return (await deps.tracking()).path(checkout.reference);
    },

    /** The secret tracking link: the checkout's orders, for guests and buyers alike. */
    async track(token: string): Promise<CheckoutResult> {
      const tracking = await deps.tracking();
      const checkout = await repository.findCheckout({ trackingHash: tracking.hash(token) });
      if (!checkout) throw new NotFound(TRACKING_NOT_FOUND);
      return deps.results.of(checkout);
    },

    /**
     * A seller moves its boutique's order along; an admin any order (in the audit log). An
     * order leaving ('En cours') from a zone with tracking needs the carrier's number; a seller
     * cancelling says why, and the buyer is told (the team cancels through cancelByAdmin).
     */
    updateStatus(
      account: CurrentAccount,
      orderId: number,
      to: OrderStatus,
      { trackingNumber, reason }: { trackingNumber?: string; reason?: string } = {},
    ): Promise<Order> {
      const leaves = to === 'En cours';
      return change(
        orderId,
        (order) => {
          if (account.typeCompte !== 'ADMIN') {
            // A member of another team never learns the order exists; one of this team whose
            // role only reads is told why.
            if (account.boutiqueId !== order.boutiqueId) throw new NotFound(ORDER_NOT_FOUND);
            teamBoutique(account, 'vendre');
          }
          // The team says why it cancels (cancelByAdmin): the buyer and the audit log are told.
          if (account.typeCompte === 'ADMIN' && to === 'Annulé') {
            throw Validation.field('motif', ADMIN_CANCEL_NEEDS_REASON);
          }
          if (to === 'Annulé' && canMoveOrder(order.status, to) && !reason?.trim()) {
            throw Validation.field('motif', SELLER_CANCEL_NEEDS_REASON);
          }
          const awaitingOnlinePayment =
            order.checkout.paymentProvider !== 'livraison' && order.paymentStatus !== 'Réussi';
          if (awaitingOnlinePayment && to !== 'Annulé') {
            throw new Conflict(
              'Le paiement en ligne de cette commande n’est pas confirmé : ne l’expédiez pas encore.',
            );
          }
          if (leaves && order.trackingRequired && !trackingNumber) {
            throw Validation.field('trackingNumber', trackingNumberRequired(order.carrier));
          }
        },
        to,
        { label: actorLabel(account), accountId: account.id },
        {
          reason: to === 'Annulé' ? reason : undefined,
          alongside: async (orders, order) => {
            if (leaves && trackingNumber) await orders.setTrackingNumber(order.id, trackingNumber);
            if (account.typeCompte === 'ADMIN') {
              await orders.recordAdminAction({
                admin: account,
                action: 'commande.statut',
                target: { type: 'commande', id: order.id, label: `${order.orderNumber} → ${to}` },
              });
            }
          },
        },
      );
    },

    /**
     * Every boutique's orders, a page of the back-office's table at a time; with how much the
     * orders of every page add up to (what a home figure's link leads to).
     */
    async pageForAdmin(account: CurrentAccount, query: AdminOrderQuery): Promise<AdminOrderPage> {
      requireAdmin(account);
      const read = (page: number) =>
        repository.findOrderPage(
          { everyOrder: true },
          {
            status: query.status && statusesOf(query.status),
            paymentStatus: query.paymentStatus,
            boutiqueId: query.boutiqueId,
            days: {
              of: query.dates === 'livraison' ? 'delivered' : 'placed',
              from: query.from ? startOfDay(query.from) : null,
              before: query.to ? startOfDay(query.to, 1) : null,
            },
            search: query.search,
            oldestFirst: query.sort.direction === 'asc',
            ...pageWindow(page, query.pageSize),
          },
        );
      const { found, page, pageCount } = await readTablePage(query.page, query.pageSize, read);
      return {
        rows: found.records.map(toTeamOrder),
        total: found.total,
        amount: found.amount,
        query: { ...query, page },
        pageCount,
      };
    },

    /**
     * The team cancels an order not delivered yet, saying why: its units go back on sale as in
     * any cancellation, the reason stays in its history and the audit log, the buyer is told.
     */
    async cancelByAdmin(account: CurrentAccount, orderId: number, reason: string): Promise<Order> {
      requireAdmin(account);
      return change(
        orderId,
        (order) => {
          if (order.status === 'Livré') {
            throw new Conflict('Une commande livrée ne peut pas être annulée.');
          }
          if (order.status === 'Annulé') throw new Conflict('Cette commande est déjà annulée.');
        },
        'Annulé',
        { label: actorLabel(account), accountId: account.id },
        {
          reason,
          alongside: (orders, order) =>
            orders.recordAdminAction({
              admin: account,
              action: 'commande.annulee',
              target: { type: 'commande', id: order.id, label: order.orderNumber },
              reason,
            }),
        },
      );
    },

    /** A buyer cancels its own order while nobody has started on it. */
    cancelByBuyer(account: CurrentAccount, orderId: number): Promise<Order> {
      return change(
        orderId,
        (order) => {
          if (order.buyerAccountId !== account.id) throw new NotFound(ORDER_NOT_FOUND);
          if (order.status !== 'En attente') {
            throw new Conflict(
              'Seule une commande en attente peut être annulée. Contactez la boutique.',
            );
          }
          if (order.paymentStatus === 'Réussi') {
            throw new Conflict(
              'Cette commande est déjà payée : contactez la boutique pour l’annuler et être remboursé.',
            );
          }
        },
        'Annulé',
        { label: actorLabel(account, true), accountId: account.id },
      );
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

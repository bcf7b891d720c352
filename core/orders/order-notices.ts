import type { Order } from '#common/orders.ts';
import type { ShopContact } from '#common/shop-info.ts';
import type { MailBrand } from '#modules/mail/mail-layout.ts';
import type { Preferences } from '#modules/notification-preferences/notification-preferences.repository.ts';
import {
  mailsAtOnce,
  textsAtOnce,
} from '#modules/notification-preferences/notification-preferences.service.ts';
import type { OutboxMessage, OutboxText } from '#modules/outbox/outbox.port.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import { buyerConfirmationMail, sellerNoticeMail } from './order-mails.ts';
import type { OrderKeys } from './order-keys.ts';
import { toOrder } from './order-view.ts';
import type {
  CheckoutRow,
  OrderRecord,
  OrdersRepository,
  OrdersTransaction,
  ShopSeller,
} from './orders.repository.ts';

export interface OrderNoticesDependencies {
  /** The brand and the site's address (PUBLIC_URL), for the links to the order. */
  brand: MailBrand;
  /** Whom the buyer's confirmation tells them to ask (CONTACT_PHONE, CONTACT_EMAIL…). */
  teamContact: ShopContact;
  keys: OrderKeys;
  outbox: OutboxNudge;
}

/** An order update for an account (null: a guest, who has no preferences and is always told). */
export interface AddressedMail {
  accountId: number | null;
  mail: OutboxMessage;
}

/** An SMS of an order's news to an account, sent only if it asked for them (issue 48). */
export interface AddressedText {
  accountId: number;
  text: OutboxText;
}

/** Each order event's key in the outbox: the states only move forward, so each comes once. */
export const orderEventKeys = {
  confirmation: (checkout: CheckoutRow) => `checkout:${checkout.id}:confirmation`,
  sellerNotice: (order: Order, sellerAccountId: number) =>
    `commande:${order.id}:nouvelle:${sellerAccountId}`,
  status: (order: Order) => `commande:${order.id}:statut:${order.status}`,
  statusText: (order: Order) => `commande:${order.id}:statut:${order.status}:sms`,
  payment: (order: Order) => `commande:${order.id}:paiement:${order.paymentStatus}`,
  paymentText: (order: Order) => `commande:${order.id}:paiement:${order.paymentStatus}:sms`,
};

/**
 * Whether the account wants its order updates now by this channel's rule: `mailsAtOnce`
 * (orderUpdates, Immédiat) or `textsAtOnce` (orderUpdates, SMS on).
 */
function wantsUpdatesNow(
  preferences: Map<number, Preferences>,
  accountId: number,
  rule: typeof mailsAtOnce = mailsAtOnce,
): boolean {
  const found = preferences.get(accountId);
  return found !== undefined && rule(found, 'orderUpdates');
}

/**
 * Who hears of an order, and when: the buyer's confirmation, the sellers' notices (at once for
 * cash on delivery, once paid for online payments), the status changes. Written to the outbox
 * in the transaction of the change (decision 034), sent once it commits (`sendQueued`).
 */
export function createOrderNotices(deps: OrderNoticesDependencies) {
  /** The order updates their accounts want now; all of a guest's. */
  async function wanted(orders: OrdersTransaction, mails: AddressedMail[]) {
    const accountIds = mails.flatMap(({ accountId }) => (accountId === null ? [] : [accountId]));
    const preferences = await orders.mailPreferences(accountIds);
    return mails
      .filter(({ accountId }) => accountId === null || wantsUpdatesNow(preferences, accountId))
      .map(({ mail }) => mail);
  }

  /** One notice per order to each of these sellers of its boutique. */
  function noticesTo(sellers: readonly ShopSeller[], placed: Order[]): AddressedMail[] {
    return placed.flatMap((order) =>
      sellers
        .filter((seller) => seller.boutiqueId === order.boutique.id)
        .map((seller): AddressedMail => ({
          accountId: seller.accountId,
          mail: {
            ...sellerNoticeMail(order, seller, deps.brand),
            eventKey: orderEventKeys.sellerNotice(order, seller.accountId),
          },
        })),
    );
  }

  return {
    /** One notice per order to each seller of its boutique, read in the change's transaction. */
    async sellerNotices(orders: OrdersTransaction, placed: Order[]): Promise<AddressedMail[]> {
      return noticesTo(await orders.sellerEmails(placed.map((order) => order.boutique.id)), placed);
    },

    /** Order updates (status, payment, new order for a shop), as their accounts want them. */
    async queueUpdates(orders: OrdersTransaction, mails: AddressedMail[]): Promise<void> {
      await orders.enqueue(await wanted(orders, mails));
    },

    /** Order updates by SMS, to the accounts that switched SMS and order updates on. */
    async queueTexts(orders: OrdersTransaction, texts: AddressedText[]): Promise<void> {
      const preferences = await orders.mailPreferences(texts.map(({ accountId }) => accountId));
      const wantedTexts = texts.filter(({ accountId }) =>
        wantsUpdatesNow(preferences, accountId, textsAtOnce),
      );
      await orders.enqueueTexts(wantedTexts.map(({ text }) => text));
    },

    /**
     * Before a cash checkout's transaction: the sellers of its offers' boutiques who want its
     * notice now (orderUpdates, Immédiat). Read there, not under the offers' locks that every
     * checkout of the same products queues on (decision 034); an order's boutique is known then.
     */
    async sellersToTell(
      repository: Pick<OrdersRepository, 'sellersOfOffers' | 'mailPreferences'>,
      offerIds: readonly number[],
    ): Promise<ShopSeller[]> {
      const sellers = await repository.sellersOfOffers(offerIds);
      const preferences = await repository.mailPreferences(
        sellers.map((seller) => seller.accountId),
      );
      return sellers.filter((seller) => wantsUpdatesNow(preferences, seller.accountId));
    },

    /**
     * A checkout being stored, from the orders it just wrote (`records`, in the order written):
     * the buyer's confirmation (a receipt: always sent), and for cash the notices of `sellers`
     * (from `sellersToTell`).
     */
    async checkoutPlaced(
      orders: OrdersTransaction,
      checkout: CheckoutRow,
      records: OrderRecord[],
      sellers: readonly ShopSeller[],
    ): Promise<void> {
      const { tracking } = await deps.keys();
      // Newest first, as the tracking page lists them (findOrders).
      const placed = records.toReversed().map(toOrder);
      const mails: OutboxMessage[] = [];
      const [first, ...others] = placed;
      if (checkout.clientEmail && first) {
        mails.push({
          ...buyerConfirmationMail([first, ...others], checkout.clientEmail, {
            trackingUrl: tracking.url(checkout.reference),
            teamContact: deps.teamContact,
            ...deps.brand,
          }),
          eventKey: orderEventKeys.confirmation(checkout),
        });
      }
      // Online payments: sellers hear of the order once it is paid (payments.service.ts).
      if (checkout.paymentProvider === 'livraison') {
        mails.push(...noticesTo(sellers, placed).map(({ mail }) => mail));
      }
      await orders.enqueue(mails);
    },

    /** After the change committed: what it wrote to the outbox goes out now. */
    sendQueued: () => deps.outbox.nudge(),
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;

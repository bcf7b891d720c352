import type { Order } from '../../common/orders.ts';
import type { ShopContact } from '../../common/shop-info.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import { mailsAtOnce } from '../notification-preferences/notification-preferences.service.ts';
import type { OutboxMessage } from '../outbox/outbox.repository.ts';
import type { OutboxNudge } from '../outbox/outbox.service.ts';
import { buyerConfirmationMail, sellerNoticeMail } from './order-mails.ts';
import type { OrderKeys } from './order-keys.ts';
import { toOrder } from './order-view.ts';
import type { CheckoutRow, OrdersTransaction } from './orders.repository.ts';

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

/** Each order event's key in the outbox: the states only move forward, so each comes once. */
export const orderEventKeys = {
  confirmation: (checkout: CheckoutRow) => `checkout:${checkout.id}:confirmation`,
  sellerNotice: (order: Order, sellerAccountId: number) =>
    `commande:${order.id}:nouvelle:${sellerAccountId}`,
  status: (order: Order) => `commande:${order.id}:statut:${order.status}`,
  payment: (order: Order) => `commande:${order.id}:paiement:${order.paymentStatus}`,
};

/**
 * Who hears of an order, and when: the buyer's confirmation, the sellers' notices (at once for
 * cash on delivery, once paid for online payments), the status changes. Written to the outbox
 * in the transaction of the change (decision 034), sent once it commits (`sendQueued`).
 */
export function createOrderNotices(deps: OrderNoticesDependencies) {
  /** The order updates their accounts want now (orderUpdates, Immédiat); all of a guest's. */
  async function wanted(orders: OrdersTransaction, mails: AddressedMail[]) {
    const accountIds = mails.flatMap(({ accountId }) => (accountId === null ? [] : [accountId]));
    const preferences = await orders.mailPreferences(accountIds);
    return mails
      .filter(({ accountId }) => {
        const found = accountId === null ? undefined : preferences.get(accountId);
        return accountId === null || (found !== undefined && mailsAtOnce(found, 'orderUpdates'));
      })
      .map(({ mail }) => mail);
  }

  /** One notice per order to each seller of its boutique. */
  async function sellerNotices(orders: OrdersTransaction, placed: Order[]) {
    const sellers = await orders.sellerEmails(placed.map((order) => order.boutique.id));
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
    sellerNotices,

    /** Order updates (status, payment, new order for a shop), as their accounts want them. */
    async queueUpdates(orders: OrdersTransaction, mails: AddressedMail[]): Promise<void> {
      await orders.enqueue(await wanted(orders, mails));
    },

    /**
     * A checkout being stored: the buyer's confirmation (a receipt: always sent), and the
     * sellers' notices for cash (as they want them).
     */
    async checkoutPlaced(orders: OrdersTransaction, checkout: CheckoutRow): Promise<void> {
      const { tracking } = await deps.keys();
      const placed = (await orders.findOrders({ checkoutId: checkout.id })).map(toOrder);
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
        mails.push(...(await wanted(orders, await sellerNotices(orders, placed))));
      }
      await orders.enqueue(mails);
    },

    /** After the change committed: what it wrote to the outbox goes out now. */
    sendQueued: () => deps.outbox.nudge(),
  };
}

export type OrderNotices = ReturnType<typeof createOrderNotices>;

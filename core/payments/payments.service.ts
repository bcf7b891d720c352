import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { PaymentSummary } from '../../common/orders.ts';
import type { PaymentMethod } from '../../common/payment-methods.ts';
import { NotFound, Unauthenticated, Validation } from '../errors.ts';
import type { PaymentProvider, TestProvider } from './payment-providers.ts';
import { orderEventKeys, type OrderNotices } from '../orders/order-notices.ts';
import { amountDue, moveOrder, setOrderPayment, SYSTEM } from '../orders/order-changes.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import { paymentOutcomeMail } from '../orders/order-mails.ts';
import { toOrder } from '../orders/order-view.ts';
import type {
  CheckoutRow,
  OrdersRepository,
  OrdersTransaction,
} from '../orders/orders.repository.ts';
import type { TrackingLinks } from '../orders/tracking-links.ts';

export interface PaymentsDependencies {
  repository: OrdersRepository;
  notices: Pick<OrderNotices, 'queueUpdates' | 'sellerNotices' | 'sendQueued'>;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** The brand and the site's address, for the e-mails. */
  brand: MailBrand;
  keys: () => Promise<{
    tracking: TrackingLinks;
    providers: Record<string, PaymentProvider>;
    /** Absent unless PAYMENT_TEST_MODE is on. */
    testProvider: TestProvider | undefined;
  }>;
}

const PAYMENT_NOT_FOUND = 'Paiement introuvable.';
const EXPIRY_BATCH = 50;

export type NotificationOutcome = 'appliqué' | 'doublon' | 'ignoré';

/**
 * Online payments: the payment page's summary, provider notifications (signed, applied once),
 * and the end of unpaid checkouts. A failed or abandoned payment cancels its orders and puts
 * their units back on sale.
 */
export function createPaymentsService(deps: PaymentsDependencies) {
  const { repository } = deps;

  async function summary(checkout: CheckoutRow): Promise<PaymentSummary> {
    const { tracking } = await deps.keys();
    const orders = await repository.findOrders({ checkoutId: checkout.id });
    return {
      reference: checkout.reference,
      method: checkout.paymentMethod as PaymentMethod,
      provider: checkout.mobileMoneyOperator,
      amount: checkout.paymentStatus === 'En attente' ? amountDue(orders) : checkout.total,
      status: checkout.paymentStatus,
      testMode: checkout.paymentProvider === 'test',
      expiresAt: checkout.paymentExpiresAt?.toISOString() ?? null,
      trackingUrl: tracking.path(checkout.reference),
    };
  }

  /** Payment failed or abandoned: the checkout's open orders are cancelled, their stock released. */
  async function failCheckout(orders: OrdersTransaction, checkout: CheckoutRow): Promise<void> {
    await orders.setCheckoutPaymentStatus(checkout.id, 'Échoué');
    for (const order of await orders.findOrders({ checkoutId: checkout.id })) {
      await setOrderPayment(orders, order, 'Échoué', SYSTEM);
      if (order.status === 'En attente' || order.status === 'En cours') {
        await moveOrder(orders, order, 'Annulé', SYSTEM);
      }
    }
  }

  async function succeedCheckout(orders: OrdersTransaction, checkout: CheckoutRow) {
    await orders.setCheckoutPaymentStatus(checkout.id, 'Réussi');
    for (const order of await orders.findOrders({ checkoutId: checkout.id })) {
      // A cancelled order was taken out of the amount: it stays unpaid.
      if (order.status !== 'Annulé') await setOrderPayment(orders, order, 'Réussi', SYSTEM);
    }
  }

  /** A payment's outcome, in its transaction: the buyer hears of it, the sellers of a paid order. */
  async function announce(orders: OrdersTransaction, checkout: CheckoutRow): Promise<void> {
    const { tracking } = await deps.keys();
    const settled = (await orders.findOrders({ checkoutId: checkout.id })).map(toOrder);
    const paid = settled.filter((order) => order.paymentStatus === 'Réussi');
    const mails = await deps.notices.sellerNotices(orders, paid);
    if (checkout.clientEmail) {
      const link = tracking.url(checkout.reference);
      for (const order of settled) {
        mails.push({
          accountId: checkout.buyerAccountId,
          mail: {
            ...paymentOutcomeMail(order, checkout.clientEmail, link, deps.brand),
            eventKey: orderEventKeys.payment(order),
          },
        });
      }
    }
    await deps.notices.queueUpdates(orders, mails);
  }

  async function applyNotification(
    providerId: string,
    rawBody: string,
    signature: string | undefined,
  ): Promise<NotificationOutcome> {
    const { providers } = await deps.keys();
    const notification = providers[providerId]?.verifyNotification(rawBody, signature);
    if (!notification) {
      throw new Unauthenticated('Notification de paiement refusée : signature invalide.');
    }
    if (notification === 'corps-invalide') {
      throw new Validation('Notification de paiement illisible.');
    }
    const outcome = await repository.transaction(async (orders) => {
      const checkout = await orders.lockCheckout(notification.reference);
      if (!checkout || checkout.paymentProvider !== providerId) {
        throw new NotFound(PAYMENT_NOT_FOUND);
      }
      const due = amountDue(await orders.findOrders({ checkoutId: checkout.id }));
      if (checkout.paymentStatus === 'En attente' && notification.amount !== due) {
        throw new Validation('Le montant notifié ne correspond pas à la commande.');
      }
      const fresh = await orders.recordNotification({
        provider: providerId,
        eventId: notification.eventId,
        checkoutId: checkout.id,
        status: notification.status,
      });
      if (!fresh) return 'doublon' as const;
      if (checkout.paymentStatus !== 'En attente') {
        // Already settled (e.g. expired, then paid late): recorded, not applied; refunds are manual.
        deps.logger.warn(
          { reference: checkout.reference, status: notification.status },
          'Notification de paiement reçue pour un paiement déjà clos',
        );
        return 'ignoré' as const;
      }
      if (notification.status === 'Réussi') await succeedCheckout(orders, checkout);
      else await failCheckout(orders, checkout);
      await announce(orders, checkout);
      return 'appliqué' as const;
    });
    if (outcome === 'appliqué') deps.notices.sendQueued();
    return outcome;
  }

  async function findCheckout(reference: string): Promise<CheckoutRow> {
    const checkout = await repository.findCheckout({ reference });
    if (!checkout) throw new NotFound(PAYMENT_NOT_FOUND);
    return checkout;
  }

  return {
    async summary(reference: string): Promise<PaymentSummary> {
      return summary(await findCheckout(reference));
    },

    applyNotification,

    /**
     * The test aggregator's payment page: the buyer approves or declines, and the aggregator
     * sends its signed notification, which goes through the same check as any webhook.
     */
    async decideTestPayment(
      reference: string,
      decision: 'approve' | 'decline',
    ): Promise<PaymentSummary> {
      const checkout = await findCheckout(reference);
      const { testProvider } = await deps.keys();
      if (checkout.paymentProvider !== 'test' || !testProvider) {
        throw new NotFound(PAYMENT_NOT_FOUND);
      }
      if (checkout.paymentStatus === 'En attente') {
        const rawBody = JSON.stringify({
          eventId: `test-${randomUUID()}`,
          reference,
          status: decision === 'approve' ? 'Réussi' : 'Échoué',
          amount: (await summary(checkout)).amount,
        });
        await applyNotification('test', rawBody, testProvider.sign(rawBody));
      }
      return summary(await findCheckout(reference));
    },

    /** Signs a body as the test aggregator would (its simulated page, and tests). */
    async signTestNotification(rawBody: string): Promise<string> {
      const { testProvider } = await deps.keys();
      if (!testProvider) throw new NotFound(PAYMENT_NOT_FOUND);
      return testProvider.sign(rawBody);
    },

    /** Cancels unpaid online checkouts past their deadline; safe to run on several instances. */
    async expireAbandonedPayments(now = new Date()): Promise<number> {
      const expired = await repository.transaction(async (orders) => {
        const checkouts = await orders.lockExpiredCheckouts(now, EXPIRY_BATCH);
        for (const checkout of checkouts) {
          await failCheckout(orders, checkout);
          await announce(orders, checkout);
        }
        return checkouts;
      });
      if (expired.length > 0) {
        deps.notices.sendQueued();
        deps.logger.info({ count: expired.length }, 'Paiements abandonnés : commandes annulées');
      }
      return expired.length;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

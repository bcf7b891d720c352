import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { PaymentSummary } from '#common/orders.ts';
import type { PaymentMethod } from '#common/payment-methods.ts';
import { phoneCountry } from '#common/phone.ts';
import { PAYMENT_NOT_AWAITED } from './buyer-payments.service.ts';
import { Conflict, NotFound, Unauthenticated, Unavailable, Validation } from '#modules/errors.ts';
import {
  AggregatorUnavailable,
  type PaymentNotification,
  type PaymentProvider,
  type TestProvider,
  type WebhookRequest,
  SIGNATURE_HEADER,
} from './payment-providers.ts';
import { orderEventKeys, type OrderNotices } from '#modules/orders/order-notices.ts';
import { amountDue, moveOrder, setOrderPayment, SYSTEM } from '#modules/orders/order-changes.ts';
import type { MailBrand } from '#modules/mail/mail-layout.ts';
import { paymentOutcomeMail, paymentOutcomeSubject } from '#modules/orders/order-mails.ts';
import { paymentOutcomeText } from '#modules/orders/order-texts.ts';
import { toOrder } from '#modules/orders/order-view.ts';
import type {
  CheckoutRow,
  OrdersRepository,
  OrdersTransaction,
} from '#modules/orders/orders.repository.ts';
import type { TrackingLinks } from '#modules/orders/tracking-links.ts';

export interface PaymentsDependencies {
  repository: OrdersRepository;
  notices: Pick<OrderNotices, 'queueUpdates' | 'queueTexts' | 'sellerNotices' | 'sendQueued'>;
  logger: Pick<Logger, 'warn' | 'info' | 'error'>;
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
export const AGGREGATOR_DOWN =
  'Le service de paiement ne répond pas pour le moment. Rien ne vous a été débité : réessayez dans quelques instants.';
const EXPIRY_BATCH = 50;
const STATUS_BATCH = 20;
/** Waits between two status checks of one payment: soon at first, then every 15 minutes. */
const STATUS_BACKOFF_SECONDS = [60, 120, 240, 480, 900];

const statusCheckDelayMs = (checks: number) =>
  (STATUS_BACKOFF_SECONDS[Math.min(checks, STATUS_BACKOFF_SECONDS.length - 1)] ?? 900) * 1000;

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

  /**
   * A payment's outcome, in its transaction: the buyer hears of it (by SMS too if her account
   * asked), the sellers of a paid order.
   */
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
    const buyer = checkout.buyerAccountId;
    if (buyer !== null) {
      const link = tracking.url(checkout.reference);
      await deps.notices.queueTexts(
        orders,
        settled.map((order) => ({
          accountId: buyer,
          text: {
            eventKey: orderEventKeys.paymentText(order),
            to: checkout.clientPhone,
            subject: paymentOutcomeSubject(order),
            text: paymentOutcomeText(order, link, deps.brand.brandName),
          },
        })),
      );
    }
  }

  /**
   * A provider's word on a payment, authenticated (a webhook, or its answer to a status check):
   * checked against the order (amount, currency), recorded by event id, applied once.
   */
  async function settle(
    providerId: string,
    notification: PaymentNotification,
  ): Promise<NotificationOutcome> {
    const outcome = await repository.transaction(async (orders) => {
      const { payment } = notification;
      const checkout =
        'reference' in payment
          ? await orders.lockCheckout(payment.reference)
          : await orders.lockCheckoutOfTransaction(providerId, payment.transactionId);
      if (!checkout || checkout.paymentProvider !== providerId) {
        throw new NotFound(PAYMENT_NOT_FOUND);
      }
      if (checkout.paymentStatus === 'En attente') {
        const due = amountDue(await orders.findOrders({ checkoutId: checkout.id }));
        if (notification.amount !== due) {
          throw new Validation('Le montant notifié ne correspond pas à la commande.');
        }
        if (notification.currency !== null && notification.currency !== checkout.providerCurrency) {
          throw new Validation('La devise notifiée ne correspond pas à la commande.');
        }
      }
      // Created, pending…: nothing to apply until the buyer decides.
      if (notification.status === 'En attente') return 'ignoré' as const;
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

  async function applyNotification(
    providerId: string,
    request: WebhookRequest,
  ): Promise<NotificationOutcome> {
    const { providers } = await deps.keys();
    let notification: Awaited<ReturnType<PaymentProvider['verifyNotification']>>;
    try {
      notification = (await providers[providerId]?.verifyNotification(request)) ?? null;
    } catch (error) {
      // CinetPay's notification is confirmed by asking its API, which may be down: try later.
      if (error instanceof AggregatorUnavailable) throw new Unavailable(AGGREGATOR_DOWN);
      throw error;
    }
    if (!notification) {
      throw new Unauthenticated('Notification de paiement refusée : signature invalide.');
    }
    if (notification === 'corps-invalide') {
      throw new Validation('Notification de paiement illisible.');
    }
    if (notification === 'sans-objet') return 'ignoré';
    return settle(providerId, notification);
  }

  /**
   * Asks the aggregator how one payment stands, should its webhook never come: a final status
   * is applied as its webhook would be; a payment still pending past its deadline is given up.
   */
  async function checkStatus(checkout: CheckoutRow, now: Date): Promise<void> {
    const { providers } = await deps.keys();
    const hosted = providers[checkout.paymentProvider]?.hosted;
    const transactionId = checkout.providerTransactionId;
    if (!hosted || !transactionId) return;
    const state = await hosted.state(transactionId);
    if (state.status !== 'En attente') {
      await settle(checkout.paymentProvider, {
        eventId: `statut:${transactionId}:${state.status}`,
        payment: { transactionId },
        ...state,
      });
      return;
    }
    if (checkout.paymentExpiresAt && checkout.paymentExpiresAt < now) {
      const expired = await repository.transaction(async (orders) => {
        const locked = await orders.lockCheckout(checkout.reference);
        if (locked?.paymentStatus !== 'En attente') return false;
        await failCheckout(orders, locked);
        await announce(orders, locked);
        return true;
      });
      if (expired) deps.notices.sendQueued();
    }
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
        const signature = testProvider.sign(rawBody);
        await applyNotification('test', {
          rawBody,
          header: (name) => (name === SIGNATURE_HEADER ? signature : undefined),
        });
      }
      return summary(await findCheckout(reference));
    },

    /** Signs a body as the test aggregator would (its simulated page, and tests). */
    async signTestNotification(rawBody: string): Promise<string> {
      const { testProvider } = await deps.keys();
      if (!testProvider) throw new NotFound(PAYMENT_NOT_FOUND);
      return testProvider.sign(rawBody);
    },

    /**
     * Where an aggregator's buyer is sent to pay: the transaction opened for this payment, or
     * one opened now (the row stays locked meanwhile, so two clicks open one). Nothing is
     * written when the aggregator does not answer: the buyer tries again.
     */
    async openHostedPayment(reference: string): Promise<string> {
      const { providers, tracking } = await deps.keys();
      return repository.transaction(async (orders) => {
        const checkout = await orders.lockCheckout(reference);
        const hosted = checkout && providers[checkout.paymentProvider]?.hosted;
        if (!checkout || !hosted) throw new NotFound(PAYMENT_NOT_FOUND);
        if (checkout.paymentStatus !== 'En attente') throw new Conflict(PAYMENT_NOT_AWAITED);
        if (checkout.providerPaymentUrl) return checkout.providerPaymentUrl;
        const placed = (await orders.findOrders({ checkoutId: checkout.id })).filter(
          (order) => order.status !== 'Annulé',
        );
        if (placed.length === 0) throw new Conflict(PAYMENT_NOT_AWAITED);
        let opened;
        try {
          opened = await hosted.open({
            reference,
            amount: amountDue(placed),
            description: `Commande ${placed.map((order) => order.orderNumber).join(', ')}`,
            returnUrl: tracking.url(reference),
            customer: {
              name: checkout.clientName,
              email: checkout.clientEmail,
              phone: checkout.clientPhone,
              country: phoneCountry(checkout.clientPhone) ?? 'TG',
            },
          });
        } catch (error) {
          if (!(error instanceof AggregatorUnavailable)) throw error;
          deps.logger.warn({ err: error, reference }, 'Agrégateur de paiement injoignable');
          throw new Unavailable(AGGREGATOR_DOWN);
        }
        await orders.setProviderTransaction(
          checkout.id,
          opened,
          new Date(Date.now() + statusCheckDelayMs(0)),
        );
        return opened.pageUrl;
      });
    },

    /**
     * Asks the aggregators for the payments due a status check (their webhook may be lost),
     * each later and later; safe on several instances (the rows are taken with SKIP LOCKED).
     */
    async checkTransactionStatuses(now = new Date()): Promise<number> {
      const due = await repository.transaction((orders) =>
        orders.takeDueStatusChecks(now, STATUS_BATCH, statusCheckDelayMs),
      );
      for (const checkout of due) {
        try {
          await checkStatus(checkout, now);
        } catch (error) {
          // Down, or a status that does not match the order: asked again at the next check.
          deps.logger.error(
            { err: error, reference: checkout.reference },
            'Statut de paiement non obtenu de l’agrégateur',
          );
        }
      }
      return due.length;
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

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CASH_ON_DELIVERY, type PaymentMethod } from '../../common/payment-methods.ts';

// How a checkout gets paid. Each provider says what the buyer does after the checkout (open a
// payment page, or nothing: cash on delivery), and how its notifications are authenticated.
// Real aggregators (CinetPay, PayDunya, FedaPay…) fit the same shape: a hosted page, then a
// signed webhook; adding one means one more provider here and its secret in the configuration.

export type ProviderId = 'livraison' | 'test';

/** What a provider tells us about a payment, once its signature is checked. */
export const paymentNotificationSchema = z.strictObject({
  eventId: z.string().min(1).max(100),
  reference: z.string().min(1).max(100),
  status: z.enum(['Réussi', 'Échoué']),
  amount: z.number().int().positive(),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;

export interface PaymentProvider {
  id: ProviderId;
  /**
   * Online providers only: the page where the buyer pays; null for cash on delivery.
   * `returnTo`: a path of the site where the page sends the buyer back (else the tracking page).
   */
  paymentUrl(reference: string, returnTo?: string): string | null;
  /**
   * The parsed notification; null when the signature is wrong (or the provider has none),
   * 'corps-invalide' when a correctly signed body is not a notification.
   */
  verifyNotification(
    rawBody: string,
    signature: string | undefined,
  ): PaymentNotification | 'corps-invalide' | null;
}

export const SIGNATURE_HEADER = 'x-baobab-signature';

const cashOnDelivery: PaymentProvider = {
  id: 'livraison',
  paymentUrl: () => null,
  // Nobody notifies a cash payment: the seller marks the order delivered.
  verifyNotification: () => null,
};

/**
 * The test aggregator: a payment page inside the site ('mode test') where the buyer approves or
 * declines, then a webhook signed with HMAC-SHA256 of the raw body, as West African
 * aggregators do. `sign` is the aggregator's side, used by its simulated page and by tests.
 */
export function createTestProvider(webhookKey: Buffer) {
  const sign = (rawBody: string) =>
    `sha256=${createHmac('sha256', webhookKey).update(rawBody).digest('hex')}`;
  const provider: PaymentProvider & { sign(rawBody: string): string } = {
    id: 'test',
    paymentUrl: (reference, returnTo) =>
      `/paiement-test/${encodeURIComponent(reference)}${returnTo ? `?retour=${encodeURIComponent(returnTo)}` : ''}`,
    sign,
    verifyNotification(rawBody, signature) {
      const expected = Buffer.from(sign(rawBody));
      const received = Buffer.from(signature ?? '');
      if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
        return null;
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return 'corps-invalide';
      }
      const parsed = paymentNotificationSchema.safeParse(body);
      return parsed.success ? parsed.data : 'corps-invalide';
    },
  };
  return provider;
}

export type TestProvider = ReturnType<typeof createTestProvider>;

/** Cash on delivery stays with the seller; every online method goes through the aggregator. */
export function providerFor(method: PaymentMethod): ProviderId {
  return method === CASH_ON_DELIVERY ? 'livraison' : 'test';
}

export { cashOnDelivery };

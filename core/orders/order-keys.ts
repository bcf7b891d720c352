import type { PaymentProvider } from '#modules/payments/payment-providers.ts';
import type { TrackingLinks } from './tracking-links.ts';

/** What the order services sign with, resolved once the signing secret is read. */
export type OrderKeys = () => Promise<{
  tracking: TrackingLinks;
  providers: Record<string, PaymentProvider>;
}>;

import { createCinetpayProvider } from './cinetpay-provider.ts';
import { createFedapayProvider } from './fedapay-provider.ts';
import type { PaymentProvider } from './payment-providers.ts';

/** The real aggregator configured (server/config.ts), by its keys. */
export type AggregatorSettings =
  | { id: 'fedapay'; secretKey: string; webhookSecret: string; apiUrl: string }
  | { id: 'cinetpay'; apiKey: string; siteId: string; secretKey: string; apiUrl: string };

/** Where each aggregator posts its webhook (to register in its dashboard). */
const webhookPath = (id: AggregatorSettings['id']) => `/api/paiements/${id}/webhook`;

export function createAggregator(settings: AggregatorSettings, publicUrl: string): PaymentProvider {
  switch (settings.id) {
    case 'fedapay':
      return createFedapayProvider(settings);
    case 'cinetpay':
      return createCinetpayProvider({
        ...settings,
        notifyUrl: `${publicUrl}${webhookPath('cinetpay')}`,
      });
  }
}

import type { ApiModule } from '../api-module.ts';
import { deliveryQuoteRoutes } from './delivery-quote.routes.ts';

export const deliveryApi: ApiModule = async (api, { services }) => {
  await api.register(deliveryQuoteRoutes, {
    prefix: '/livraison',
    deliveryQuote: services.deliveryQuote,
  });
};

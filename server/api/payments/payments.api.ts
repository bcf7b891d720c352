import type { ApiModule } from '../api-module.ts';
import { paymentsRoutes } from './payments.routes.ts';

export const paymentsApi: ApiModule = async (api, { services }) => {
  await api.register(paymentsRoutes, {
    prefix: '/paiements',
    payments: services.payments,
    buyerPayments: services.buyerPayments,
  });
};

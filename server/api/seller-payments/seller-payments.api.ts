import type { ApiModule } from '../api-module.ts';
import { sellerPaymentsRoutes } from './seller-payments.routes.ts';

export const sellerPaymentsApi: ApiModule = async (api, { services }) => {
  await api.register(sellerPaymentsRoutes, { sellerPayments: services.sellerPayments });
};

import { payoutOperations } from '#modules/payouts/payouts.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { payoutsRoutes } from './payouts.routes.ts';

export const payoutsApi: ApiModule = async (api, { services }) => {
  await api.register(payoutsRoutes, { payouts: services.payouts });
  mountOperation(api, payoutOperations.run, services);
};

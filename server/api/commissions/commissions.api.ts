import { commissionOperations } from '#modules/commissions/commissions.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { commissionsRoutes } from './commissions.routes.ts';

export const commissionsApi: ApiModule = async (api, { services }) => {
  await api.register(commissionsRoutes, { commissions: services.commissions });
  mountOperation(api, commissionOperations.change, services);
};

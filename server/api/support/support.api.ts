import { supportOperations } from '#modules/support/support.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { supportAdminRoutes, supportRoutes } from './support.routes.ts';

export const supportApi: ApiModule = async (api, { services }) => {
  await api.register(supportRoutes, { prefix: '/support', support: services.support });
  mountOperation(api, supportOperations.open, services);
  mountOperation(api, supportOperations.reply, services);
  await api.register(supportAdminRoutes, { prefix: '/admin', support: services.support });
  mountOperation(api, supportOperations.changeStatus, services);
};

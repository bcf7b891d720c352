import { accountAdminOperations } from '#modules/account-admin/account-admin.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { accountAdminRoutes } from './account-admin.routes.ts';

export const accountAdminApi: ApiModule = async (api, { services }) => {
  await api.register(accountAdminRoutes, { prefix: '/admin', accountAdmin: services.accountAdmin });
  mountOperations(api, accountAdminOperations, services);
};

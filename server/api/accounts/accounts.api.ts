import { passwordResetOperations } from '#modules/accounts/password-reset.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { accountsRoutes } from './accounts.routes.ts';

export const accountsApi: ApiModule = async (api, { services, sessionCookie }) => {
  await api.register(accountsRoutes, {
    prefix: '/users',
    accounts: services.accounts,
    signIn: services.signIn,
    sessionCookie,
  });
  mountOperations(api, passwordResetOperations, services);
};

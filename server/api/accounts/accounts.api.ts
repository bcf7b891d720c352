import type { ApiModule } from '../api-module.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

export const accountsApi: ApiModule = async (api, { services, sessionCookie }) => {
  await api.register(accountsRoutes, {
    prefix: '/users',
    accounts: services.accounts,
    signIn: services.signIn,
    sessionCookie,
  });
  await api.register(passwordResetRoutes, {
    prefix: '/users',
    passwordReset: services.passwordReset,
    rateLimits: services.rateLimits,
  });
};

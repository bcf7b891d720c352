import { accountSecurityOperations } from '#modules/account-security/account-security.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { accountExportRoutes, accountSecurityRoutes } from './account-security.routes.ts';

export const accountSecurityApi: ApiModule = async (api, { services, sessionCookie }) => {
  const { accountSecurity } = services;
  await api.register(accountSecurityRoutes, { prefix: '/compte', accountSecurity });
  mountOperation(api, accountSecurityOperations.startTwoFactor, services);
  mountOperation(api, accountSecurityOperations.confirmTwoFactor, services);
  mountOperation(api, accountSecurityOperations.disableTwoFactor, services);
  mountOperation(api, accountSecurityOperations.endSession, services);
  mountOperation(api, accountSecurityOperations.endOtherSessions, services);
  mountOperation(api, accountSecurityOperations.setPrivacy, services);
  await api.register(accountExportRoutes, { prefix: '/compte', accountSecurity });
  mountOperation(api, accountSecurityOperations.deleteAccount, services, {
    session: sessionCookie,
  });
};

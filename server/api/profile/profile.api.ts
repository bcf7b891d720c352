import { profileOperations } from '#modules/profile/profile.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileApi: ApiModule = async (api, { services }) => {
  await api.register(profileRoutes, { prefix: '/compte', profile: services.profile });
  mountOperation(api, profileOperations.update, services);
  mountOperation(api, profileOperations.setPhoto, services);
  mountOperation(api, profileOperations.requestEmailChange, services);
  mountOperation(api, profileOperations.resendEmailConfirmation, services);
  mountOperation(api, profileOperations.confirmEmail, services);
  mountOperation(api, profileOperations.changePassword, services);
};

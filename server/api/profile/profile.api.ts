import { profileOperations } from '#modules/profile/profile.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileApi: ApiModule = async (api, { services }) => {
  await api.register(profileRoutes, { prefix: '/compte', profile: services.profile });
  mountOperations(api, profileOperations, services);
};

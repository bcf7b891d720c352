import { notificationPreferenceOperations } from '#modules/notification-preferences/notification-preferences.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { notificationPreferencesRoutes } from './notification-preferences.routes.ts';

export const notificationPreferencesApi: ApiModule = async (api, { services }) => {
  await api.register(notificationPreferencesRoutes, {
    prefix: '/compte',
    notificationPreferences: services.notificationPreferences,
  });
  mountOperations(api, notificationPreferenceOperations, services);
};

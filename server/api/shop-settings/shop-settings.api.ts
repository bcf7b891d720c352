import { shopSettingsOperations } from '#modules/shop-settings/shop-settings.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { paymentSettingsRoutes } from './payment-settings.routes.ts';
import { storeSettingsRoutes } from './store-settings.routes.ts';

// Two parts: the OpenAPI document lists the moderation, the reviews and the money between them.

export const storeSettingsApi: ApiModule = async (api, { services }) => {
  await api.register(storeSettingsRoutes, {
    prefix: '/vendeur/parametres',
    storeSettings: services.storeSettings,
  });
  mountOperation(api, shopSettingsOperations.saveStore, services);
};

export const paymentSettingsApi: ApiModule = async (api, { services }) => {
  await api.register(paymentSettingsRoutes, {
    prefix: '/vendeur/parametres',
    paymentSettings: services.paymentSettings,
  });
  mountOperation(api, shopSettingsOperations.savePayment, services);
};

import { deliverySettingsOperations } from '#modules/delivery/delivery-settings.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { deliverySettingsRoutes } from './delivery-settings.routes.ts';

export const deliverySettingsApi: ApiModule = async (api, { services }) => {
  await api.register(deliverySettingsRoutes, {
    prefix: '/vendeur/parametres',
    deliverySettings: services.deliverySettings,
  });
  mountOperation(api, deliverySettingsOperations.save, services);
};

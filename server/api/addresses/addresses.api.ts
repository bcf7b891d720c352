import { addressOperations } from '#modules/addresses/addresses.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { addressesRoutes, paymentPreferenceRoutes } from './addresses.routes.ts';

export const addressesApi: ApiModule = async (api, { services }) => {
  await api.register(addressesRoutes, { prefix: '/compte', addresses: services.addresses });
  mountOperation(api, addressOperations.create, services);
  mountOperation(api, addressOperations.update, services);
  mountOperation(api, addressOperations.makeDefault, services);
  mountOperation(api, addressOperations.remove, services);
  await api.register(paymentPreferenceRoutes, { prefix: '/compte', profile: services.profile });
  mountOperation(api, addressOperations.setPaymentPreference, services);
};

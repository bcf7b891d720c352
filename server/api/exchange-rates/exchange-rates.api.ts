import { exchangeRateOperations } from '#modules/exchange-rates/exchange-rates.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { exchangeRatesRoutes } from './exchange-rates.routes.ts';

export const exchangeRatesApi: ApiModule = async (api, { services }) => {
  await api.register(exchangeRatesRoutes, { exchangeRates: services.exchangeRates });
  mountOperation(api, exchangeRateOperations.set, services);
};

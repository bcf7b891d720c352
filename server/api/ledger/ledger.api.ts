import { ledgerOperations } from '#modules/ledger/ledger.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { ledgerRoutes } from './ledger.routes.ts';

export const ledgerApi: ApiModule = async (api, { services }) => {
  await api.register(ledgerRoutes, { ledger: services.ledger });
  mountOperation(api, ledgerOperations.settleRefund, services);
};

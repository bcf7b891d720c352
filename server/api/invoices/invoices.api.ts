import type { ApiModule } from '../api-module.ts';
import { invoicesRoutes } from './invoices.routes.ts';

export const invoicesApi: ApiModule = async (api, { services }) => {
  await api.register(invoicesRoutes, { prefix: '/commandes', invoices: services.invoices });
};

import { outboxOperations } from '#modules/outbox/outbox.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { outboxRoutes } from './outbox.routes.ts';

export const outboxApi: ApiModule = async (api, { services }) => {
  await api.register(outboxRoutes, { prefix: '/admin', outbox: services.outbox });
  mountOperation(api, outboxOperations.resend, services);
};

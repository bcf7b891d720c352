import { claimQueueOperations } from '#modules/claim-queue/claim-queue.operations.ts';
import { moderationOperations } from '#modules/moderation/moderation.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { claimQueueRoutes } from './claim-queue.routes.ts';
import { moderationRoutes } from './moderation.routes.ts';

export const moderationApi: ApiModule = async (api, { services }) => {
  mountOperation(api, moderationOperations.report, services);
  await api.register(moderationRoutes, { prefix: '/admin', moderation: services.moderation });
  mountOperation(api, moderationOperations.withdraw, services);
  mountOperation(api, moderationOperations.withdrawRecipe, services);
  mountOperation(api, moderationOperations.restore, services);
  mountOperation(api, moderationOperations.closeReports, services);
  await api.register(claimQueueRoutes, { prefix: '/admin', claimQueue: services.claimQueue });
  mountOperation(api, claimQueueOperations.approve, services);
  mountOperation(api, claimQueueOperations.reject, services);
};

import { communityOperations, readerOperations } from '#modules/community/community.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { commentModerationRoutes, targetCommunityRoutes } from './community.routes.ts';

export const communityApi: ApiModule = async (api, { services, config }) => {
  const readerCookie = { secure: config.publicUrl.startsWith('https:') };
  const community = {
    community: services.community,
    readerTokens: services.readerTokens,
    readerCookie,
  };
  for (const [prefix, kind] of [
    ['/articles', 'article'],
    ['/recettes', 'recette'],
  ] as const) {
    await api.register(targetCommunityRoutes, { prefix, kind, ...community });
    for (const operation of Object.values(readerOperations[kind])) {
      mountOperation(api, operation, services, { reader: readerCookie });
    }
  }
  for (const operation of Object.values(readerOperations.comments)) {
    mountOperation(api, operation, services, { reader: readerCookie });
  }
  await api.register(commentModerationRoutes, { prefix: '/admin', ...community });
  mountOperation(api, communityOperations.hideComment, services);
  mountOperation(api, communityOperations.closeCommentReports, services);
  mountOperation(api, communityOperations.showComment, services);
};

import { communityOperations, readerOperations } from '#modules/community/community.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
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
    mountOperations(api, readerOperations[kind], services, { reader: readerCookie });
  }
  mountOperations(api, readerOperations.comments, services, { reader: readerCookie });
  await api.register(commentModerationRoutes, { prefix: '/admin', ...community });
  mountOperations(api, communityOperations, services);
};

import { communityOperations } from '#modules/community/community.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import {
  commentModerationRoutes,
  commentsRoutes,
  targetCommunityRoutes,
} from './community.routes.ts';

export const communityApi: ApiModule = async (api, { services, config }) => {
  const community = {
    community: services.community,
    readerTokens: services.readerTokens,
    readerCookie: { secure: config.publicUrl.startsWith('https:') },
  };
  await api.register(targetCommunityRoutes, { prefix: '/articles', kind: 'article', ...community });
  await api.register(targetCommunityRoutes, { prefix: '/recettes', kind: 'recette', ...community });
  await api.register(commentsRoutes, { prefix: '/commentaires', ...community });
  await api.register(commentModerationRoutes, { prefix: '/admin', ...community });
  mountOperation(api, communityOperations.hideComment, services);
  mountOperation(api, communityOperations.closeCommentReports, services);
  mountOperation(api, communityOperations.showComment, services);
};

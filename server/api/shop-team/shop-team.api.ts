import { shopTeamOperations } from '#modules/shop-team/shop-team.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { shopTeamRoutes, teamInvitationRoutes } from './shop-team.routes.ts';

export const shopTeamApi: ApiModule = async (api, { services }) => {
  const { shopTeam } = services;
  await api.register(shopTeamRoutes, { prefix: '/vendeur/parametres', shopTeam });
  mountOperation(api, shopTeamOperations.invite, services);
  mountOperation(api, shopTeamOperations.changeRole, services);
  mountOperation(api, shopTeamOperations.remove, services);
  await api.register(teamInvitationRoutes, { prefix: '/equipe/invitations', shopTeam });
  mountOperation(api, shopTeamOperations.accept, services);
};

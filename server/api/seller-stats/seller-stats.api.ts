import type { ApiModule } from '../api-module.ts';
import { sellerStatsRoutes } from './seller-stats.routes.ts';

export const sellerStatsApi: ApiModule = async (api, { services }) => {
  await api.register(sellerStatsRoutes, {
    prefix: '/statistiques',
    sellerStats: services.sellerStats,
  });
};

import type { ApiModule } from '../api-module.ts';
import { adminStatsRoutes } from './admin-stats.routes.ts';

export const adminStatsApi: ApiModule = async (api, { services }) => {
  await api.register(adminStatsRoutes, {
    prefix: '/admin/chiffres',
    adminStats: services.adminStats,
  });
};

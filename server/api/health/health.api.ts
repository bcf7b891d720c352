import type { ApiModule } from '../api-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthApi: ApiModule = async (api, { pool, drain }) => {
  await api.register(healthRoutes, { pool, drain });
};

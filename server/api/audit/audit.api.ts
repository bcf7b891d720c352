import type { ApiModule } from '../api-module.ts';
import { auditRoutes } from './audit.routes.ts';

export const auditApi: ApiModule = async (api, { services }) => {
  await api.register(auditRoutes, { prefix: '/admin', audit: services.audit });
};

import type { ApiModule } from '../api-module.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsApi: ApiModule = async (api, { services }) => {
  await api.register(uploadsRoutes, { productImages: services.productImages });
};

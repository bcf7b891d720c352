import { categoryOperations } from '#modules/categories/categories.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { categoriesRoutes } from './categories.routes.ts';

export const categoriesApi: ApiModule = async (api, { services }) => {
  await api.register(categoriesRoutes, { prefix: '/categories', catalogue: services.catalogue });
  mountOperations(api, categoryOperations, services);
};

import { categoryOperations } from '#modules/categories/categories.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { categoriesRoutes } from './categories.routes.ts';

export const categoriesApi: ApiModule = async (api, { services }) => {
  await api.register(categoriesRoutes, { prefix: '/categories', catalogue: services.catalogue });
  mountOperation(api, categoryOperations.addCategory, services);
  mountOperation(api, categoryOperations.addFamily, services);
  mountOperation(api, categoryOperations.updateFamily, services);
  mountOperation(api, categoryOperations.removeFamily, services);
  mountOperation(api, categoryOperations.updateCategory, services);
  mountOperation(api, categoryOperations.removeCategory, services);
  mountOperation(api, categoryOperations.moveProducts, services);
};

import type { ApiModule } from '../api-module.ts';
import { recipesRoutes } from './recipes.routes.ts';

export const recipesApi: ApiModule = async (api, { services }) => {
  await api.register(recipesRoutes, { prefix: '/recettes', recipes: services.recipes });
};

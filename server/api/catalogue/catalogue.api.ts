import type { ApiModule } from '../api-module.ts';
import { boutiquesRoutes } from './boutiques.routes.ts';
import { productsRoutes } from './products.routes.ts';

// Two parts: the OpenAPI document lists the seller's product routes between them.

export const productsApi: ApiModule = async (api, { services, config }) => {
  await api.register(productsRoutes, {
    prefix: '/produits',
    catalogue: services.catalogue,
    cacheSeconds: config.catalogueCacheSeconds,
  });
};

export const boutiquesApi: ApiModule = async (api, { services }) => {
  await api.register(boutiquesRoutes, { prefix: '/boutiques', catalogue: services.catalogue });
};

import { sellerProductOperations } from '#modules/seller-products/seller-products.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperations } from '../mount-operation.ts';
import { sellerProductCsvRoutes, sellerProductsRoutes } from './seller-products.routes.ts';

export const sellerProductsApi: ApiModule = async (api, { services }) => {
  const { sellerProducts } = services;
  await api.register(sellerProductsRoutes, { prefix: '/produits', sellerProducts });
  mountOperations(api, sellerProductOperations, services);
  await api.register(sellerProductCsvRoutes, { prefix: '/produits', sellerProducts });
};

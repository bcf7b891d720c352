import { sellerProductOperations } from '#modules/seller-products/seller-products.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { sellerProductCsvRoutes, sellerProductsRoutes } from './seller-products.routes.ts';

export const sellerProductsApi: ApiModule = async (api, { services }) => {
  const { sellerProducts } = services;
  await api.register(sellerProductsRoutes, { prefix: '/produits', sellerProducts });
  mountOperation(api, sellerProductOperations.add, services);
  mountOperation(api, sellerProductOperations.update, services);
  mountOperation(api, sellerProductOperations.setStock, services);
  mountOperation(api, sellerProductOperations.setActive, services);
  mountOperation(api, sellerProductOperations.remove, services);
  await api.register(sellerProductCsvRoutes, { prefix: '/produits', sellerProducts });
};

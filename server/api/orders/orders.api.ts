import { checkoutOperations } from '#modules/orders/checkout.operations.ts';
import { orderOperations } from '#modules/orders/orders.operations.ts';
import type { ApiModule } from '../api-module.ts';
import { mountOperation } from '../mount-operation.ts';
import { adminOrdersRoutes } from './admin-orders.routes.ts';
import { ordersRoutes } from './orders.routes.ts';

// Two parts: the OpenAPI document lists the delivery quote between them.

export const ordersApi: ApiModule = async (api, { services }) => {
  mountOperation(api, checkoutOperations.place, services);
  await api.register(ordersRoutes, { prefix: '/commandes', orders: services.orders });
  mountOperation(api, orderOperations.changeStatus, services);
  mountOperation(api, orderOperations.cancelByBuyer, services);
};

export const adminOrdersApi: ApiModule = async (api, { services }) => {
  await api.register(adminOrdersRoutes, { prefix: '/admin/commandes', orders: services.orders });
  mountOperation(api, orderOperations.changeStatusForShop, services);
  mountOperation(api, orderOperations.cancelWithReason, services);
};

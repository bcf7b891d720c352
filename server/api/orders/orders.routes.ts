import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutResultSchema, orderIdParamsSchema, orderSchema } from '#common/orders.ts';
import { text } from '#common/text.ts';
import type { OrdersService } from '#modules/orders/orders.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errorResponseSchema } from '../error-responses.ts';

// An order's reads. Its writes are operations: core/orders/checkout.operations.ts (placing it)
// and core/orders/orders.operations.ts (its status, its cancellations).

export interface OrdersRoutesOptions {
  orders: OrdersService;
}

const bearer = [{ bearerAuth: [] }];
const orderList = z.object({ orders: z.array(orderSchema) });
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, { orders }) => {
  app.get(
    '/mes-commandes',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Mes commandes (les plus récentes d’abord)',
        security: bearer,
        response: { 200: orderList, 401: errorResponseSchema },
      },
      preHandler: app.requireRoles(),
    },
    async (request) => ({ orders: await orders.listForBuyer(currentAccount(request)) }),
  );

  app.get(
    '/boutique',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Commandes de ma boutique (vendeurs)',
        security: bearer,
        response: { 200: orderList, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: app.requireTeam('voir'),
    },
    async (request) => ({ orders: await orders.listForBoutique(currentAccount(request)) }),
  );

  app.get(
    '/suivi/:token',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Suivi par lien secret (invités compris)',
        params: z.object({ token: text().min(1).max(100) }),
        response: { 200: checkoutResultSchema, 404: errorResponseSchema },
      },
    },
    async (request) => orders.track(request.params.token),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Une commande (son acheteur, sa boutique, ou un administrateur)',
        security: bearer,
        params: orderIdParamsSchema,
        response: { 200: orderSchema, ...errors },
      },
      preHandler: app.requireRoles(),
    },
    async (request) => orders.get(currentAccount(request), request.params.id),
  );
};

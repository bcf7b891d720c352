import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResultSchema,
  IDEMPOTENCY_HEADER,
  orderIdParamsSchema,
  orderSchema,
} from '../../../common/orders.ts';
import { text } from '../../../common/text.ts';
import type { CheckoutService } from '../../../core/orders/checkout.service.ts';
import type { OrdersService } from '../../../core/orders/orders.service.ts';
import type { SharedRateLimits } from '../../../core/rate-limits/shared-rate-limits.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../../common/limits.ts';
import { limitPerClient } from '../../plugins/request-limits.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface OrdersRoutesOptions {
  checkout: CheckoutService;
  orders: OrdersService;
  rateLimits: SharedRateLimits;
}

const CHECKOUTS_PER_IP = { max: 30, windowSeconds: 60 };
const bearer = [{ bearerAuth: [] }];
const orderList = z.object({ orders: z.array(orderSchema) });
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { checkout, orders, rateLimits },
) => {
  app.post(
    '',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Passer commande (acheteur connecté ou invité)',
        description:
          'Prix, noms et stock viennent de la base ; une commande par boutique. Chaque ligne porte ' +
          'le prix unitaire affiché (`price`) et la requête le total des produits (`subtotal`, ' +
          'hors livraison) : si un prix a changé, 409 PRICE_CHANGED avec les lignes concernées. ' +
          `Le même en-tête ${IDEMPOTENCY_HEADER} renvoie le même résultat (200) au lieu d’une ` +
          'seconde commande. 409 aussi quand un produit manque ; rien n’est alors enregistré.',
        headers: z.object({
          [IDEMPOTENCY_HEADER]: z
            .string({ error: 'L’en-tête Idempotency-Key est requis.' })
            .min(16, 'L’en-tête Idempotency-Key doit compter 16 à 100 caractères.')
            .max(100, 'L’en-tête Idempotency-Key doit compter 16 à 100 caractères.'),
        }),
        body: checkoutRequestSchema,
        response: {
          200: checkoutResultSchema,
          201: checkoutResultSchema,
          ...errors,
          429: errorResponseSchema,
        },
      },
      // Before anything else, as every request counts: the same budget on every instance.
      onRequest: limitPerClient(
        rateLimits,
        'commandes',
        CHECKOUTS_PER_IP,
        TOO_MANY_REQUESTS_MESSAGE,
      ),
      preHandler: app.optionalAccount,
    },
    async (request, reply) => {
      const { result, replayed } = await checkout.place(
        request.body,
        request.account,
        request.headers[IDEMPOTENCY_HEADER],
      );
      return reply.status(replayed ? 200 : 201).send(result);
    },
  );

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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOrderQueryOf, adminOrderQuerySchema } from '#common/admin-orders.ts';
import { orderSchema } from '#common/orders.ts';
import type { OrdersService } from '#modules/orders/orders.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { errors } from './orders.routes.ts';

// The back-office's orders (issue 14), for administrators only: every boutique's orders. What the
// team may do with one (move it on for a suspended seller, cancel it with a reason) are
// operations: core/orders/orders.operations.ts.

export interface AdminOrdersRoutesOptions {
  orders: OrdersService;
}

const bearer = [{ bearerAuth: [] }];

const adminOrderPageSchema = z
  .object({
    orders: z.array(orderSchema),
    /** Orders matching the filters, over every page, and what they add up to (FCFA). */
    total: z.number().int(),
    amount: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  })
  .meta({ id: 'PageCommandesAdministration' });

export const adminOrdersRoutes: FastifyPluginAsyncZod<AdminOrdersRoutesOptions> = async (
  app,
  { orders },
) => {
  app.get(
    '',
    {
      schema: {
        tags: ['Administration'],
        summary: 'Toutes les commandes, filtrées et paginées (administrateurs)',
        description:
          'Filtres : statut (ou « En attente ou en cours »), paiement, boutique, du/au (jours UTC, ' +
          'inclus), q (numéro, client ou produit). taille : 10 (par défaut), 25, 50, 100 ou tout ' +
          '(1 000 au plus). Les plus récentes d’abord, sauf ordre=asc.',
        security: bearer,
        querystring: adminOrderQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
      preHandler: app.requireRoles('ADMIN'),
    },
    async (request) => {
      const page = await orders.pageForAdmin(
        currentAccount(request),
        adminOrderQueryOf(request.query),
      );
      return {
        orders: page.rows,
        total: page.total,
        amount: page.amount,
        page: page.query.page,
        pageCount: page.pageCount,
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceDownloadHeaders } from '#common/invoices.ts';
import type { InvoicesService } from '#modules/invoices/invoices.service.ts';
import { errorResponseSchema } from '../error-responses.ts';
import { orderIdParamsSchema } from '#common/orders.ts';

export interface InvoicesRoutesOptions {
  invoices: InvoicesService;
}

export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (
  app,
  { invoices },
) => {
  app.get(
    '/:id/facture',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Facture PDF d’une commande payée',
        description:
          'Pour l’acheteur de la commande, le vendeur de sa boutique ou un administrateur ; ' +
          '404 pour tout autre demandeur, connecté ou non. Le numéro (FAC-AAAA-NNNNNN, sans ' +
          'trou dans l’année) est attribué au premier téléchargement, puis toujours le même. ' +
          '409 tant que la commande n’est pas payée.',
        security: [{ bearerAuth: [] }],
        params: orderIdParamsSchema,
        response: {
          200: {
            content: {
              'application/pdf': {
                schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }),
              },
            },
          },
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      preHandler: app.optionalAccount,
    },
    async (request, reply) => {
      const file = await invoices.pdf(request.account, request.params.id);
      return reply.headers(invoiceDownloadHeaders(file.fileName)).send(file.pdf);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deliveryQuoteRequestSchema, deliveryQuoteSchema } from '#common/delivery-quote.ts';
import type { DeliveryQuoteService } from '#modules/delivery/delivery-quote.service.ts';

export interface DeliveryQuoteRoutesOptions {
  deliveryQuote: DeliveryQuoteService;
}

/** The cart's delivery quote: public (guests order too), never cached (fees change). */
export const deliveryQuoteRoutes: FastifyPluginAsyncZod<DeliveryQuoteRoutesOptions> = async (
  app,
  { deliveryQuote },
) => {
  app.post(
    '/devis',
    {
      schema: {
        tags: ['Commandes'],
        summary: 'Devis de livraison d’un panier, par boutique',
        description:
          'Pour le pays de livraison : par boutique, la zone, le transporteur, les frais (ceux que ' +
          'la commande facturera), le délai et la date estimée, l’option express, la livraison ' +
          'offerte, le minimum de commande ; une boutique qui ne livre pas ce pays a `served` à ' +
          'false. Puis les moyens de paiement acceptés par toutes les boutiques servies. Les ' +
          'produits qui ne sont plus en vente sont ignorés.',
        body: deliveryQuoteRequestSchema,
        response: { 200: deliveryQuoteSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deliveryQuote.quote(request.body);
    },
  );
};

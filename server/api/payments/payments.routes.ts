import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSummarySchema } from '../../../common/orders.ts';
import { text } from '../../../common/text.ts';
import type { PaymentsService } from '../../../core/payments/payments.service.ts';
import { SIGNATURE_HEADER } from '../../../core/payments/payment-providers.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

const reference = z.object({ reference: text().min(1).max(100) });

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments },
) => {
  app.get(
    '/:reference',
    {
      schema: {
        tags: ['Paiements'],
        summary: 'État d’un paiement (référence secrète)',
        params: reference,
        response: { 200: paymentSummarySchema, 404: errorResponseSchema },
      },
    },
    async (request) => payments.summary(request.params.reference),
  );

  app.post(
    '/test/:reference/decision',
    {
      schema: {
        tags: ['Paiements'],
        summary: 'Page de paiement du prestataire de test (mode test)',
        description:
          'Simule la page hébergée d’un agrégateur : l’acheteur approuve ou refuse, puis le ' +
          'prestataire envoie sa notification signée.',
        params: reference,
        body: z.strictObject({ decision: z.enum(['approve', 'decline'], 'Décision invalide.') }),
        response: { 200: paymentSummarySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => payments.decideTestPayment(request.params.reference, request.body.decision),
  );

  // Webhooks: the signature covers the exact bytes sent, so the body is kept as received.
  await app.register(async (plugin) => {
    const webhooks = plugin.withTypeProvider<ZodTypeProvider>();
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, body),
    );
    webhooks.post(
      '/webhook/:provider',
      {
        schema: {
          tags: ['Paiements'],
          summary: 'Notification signée d’un prestataire de paiement',
          description: `Signature HMAC-SHA256 du corps dans l’en-tête ${SIGNATURE_HEADER} (sha256=…). Une notification déjà reçue n’est appliquée qu’une fois.`,
          params: z.object({ provider: text().min(1).max(30) }),
          response: {
            200: z.object({ outcome: z.enum(['appliqué', 'doublon', 'ignoré']) }),
            400: errorResponseSchema,
            401: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        const outcome = await payments.applyNotification(
          request.params.provider,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        return { outcome };
      },
    );
  });
};

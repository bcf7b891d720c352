import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentSummarySchema } from '#common/orders.ts';
import {
  PAYMENTS_PER_PAGE,
  paymentHistoryPageSchema,
  payPendingResultSchema,
  payPendingSchema,
} from '#common/payment-history.ts';
import type { BuyerPaymentsService } from '#modules/payments/buyer-payments.service.ts';
import { currentAccount } from '../../plugins/auth.ts';
import { text } from '#common/text.ts';
import type { PaymentsService } from '#modules/payments/payments.service.ts';
import { SIGNATURE_HEADER } from '#modules/payments/payment-providers.ts';
import { errorResponseSchema } from '../error-responses.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
  buyerPayments: BuyerPaymentsService;
}

const bearer = [{ bearerAuth: [] }];

const reference = z.object({ reference: text().min(1).max(100) });

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { payments, buyerPayments },
) => {
  app.get(
    '/historique',
    {
      schema: {
        tags: ['Paiements'],
        summary: 'Mes paiements (acheteur), les plus récents d’abord',
        description:
          'Un paiement par commande passée (il peut régler les commandes de plusieurs boutiques), ' +
          `${PAYMENTS_PER_PAGE} par page ; une facture est disponible pour chaque commande payée.`,
        security: bearer,
        querystring: z.object({
          page: z.coerce
            .number({ error: 'Numéro de page invalide.' })
            .int('Numéro de page invalide.')
            .min(1, 'Numéro de page invalide.')
            .max(1_000_000, 'Numéro de page invalide.')
            .default(1),
        }),
        response: {
          200: paymentHistoryPageSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
      preHandler: app.requireRoles('ACHETEUR'),
    },
    async (request) => buyerPayments.history(currentAccount(request), request.query.page),
  );

  app.post(
    '/payer',
    {
      schema: {
        tags: ['Paiements'],
        summary: 'Payer une commande en attente de paiement en ligne (acheteur)',
        description:
          'Le moyen choisi remplace celui de la commande (le compte n’est gardé que masqué : ' +
          'jamais de numéro de carte, CVC ni PIN) ; la réponse donne la page du prestataire où ' +
          'l’acheteur confirme le paiement.',
        security: bearer,
        body: payPendingSchema,
        response: {
          200: payPendingResultSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      preHandler: app.requireRoles('ACHETEUR'),
    },
    async (request) => buyerPayments.pay(currentAccount(request), request.body),
  );

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
          'Simule la page hébergée d’un agrégateur : l’acheteur approuve ou refuse, puis le ' +
          'prestataire envoie sa notification signée.',
        params: reference,
        body: z.strictObject({ decision: z.enum(['approve', 'decline'], 'Décision invalide.') }),
        response: { 200: paymentSummarySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => payments.decideTestPayment(request.params.reference, request.body.decision),
  );

  app.post(
    '/:reference/ouvrir',
    {
      schema: {
        tags: ['Paiements'],
        summary: 'Ouvrir la page de paiement de l’agrégateur (FedaPay, CinetPay)',
        description:
          'Ouvre la transaction de ce paiement chez l’agrégateur, ou reprend celle déjà ouverte ' +
          '(jamais deux), et donne l’adresse de sa page de paiement. 503 : l’agrégateur ne ' +
          'répond pas, rien n’a été débité, l’acheteur peut réessayer.',
        params: reference,
        response: {
          200: z.object({ paymentUrl: z.url() }),
          404: errorResponseSchema,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      paymentUrl: await payments.openHostedPayment(request.params.reference),
    }),
  );

  // Webhooks: the signature covers the exact bytes sent, so the body is kept as received
  // (JSON from FedaPay and the test provider, a form from CinetPay).
  await app.register(async (plugin) => {
    const webhooks = plugin.withTypeProvider<ZodTypeProvider>();
    webhooks.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, body),
    );
    const webhookSchema = {
      tags: ['Paiements'],
      params: z.object({ provider: text().min(1).max(30) }),
      response: {
        200: z.object({ outcome: z.enum(['appliqué', 'doublon', 'ignoré']) }),
        400: errorResponseSchema,
        401: errorResponseSchema,
        404: errorResponseSchema,
        503: errorResponseSchema,
      },
    };
    const handler = async (request: {
      params: { provider: string };
      body: unknown;
      headers: Record<string, string | string[] | undefined>;
    }) => {
      const outcome = await payments.applyNotification(request.params.provider, {
        rawBody: typeof request.body === 'string' ? request.body : '',
        header(name) {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        },
      });
      return { outcome };
    };
    webhooks.post(
      '/:provider/webhook',
      {
        schema: {
          ...webhookSchema,
          summary: 'Notification signée d’un agrégateur de paiement (fedapay, cinetpay)',
          description:
            'FedaPay : en-tête X-FEDAPAY-SIGNATURE (t=…,s=…, HMAC-SHA256 de « t.corps », ' +
            'refusée au-delà de 5 minutes). CinetPay : en-tête x-token (HMAC-SHA256 des champs ' +
            'du formulaire), statut confirmé auprès de CinetPay. Montant et devise vérifiés ' +
            'contre la commande ; une notification déjà reçue n’est appliquée qu’une fois.',
        },
      },
      handler,
    );
    webhooks.post(
      '/webhook/:provider',
      {
        schema: {
          ...webhookSchema,
          summary: 'Notification signée du prestataire de test',
          description: `Signature HMAC-SHA256 du corps dans l’en-tête ${SIGNATURE_HEADER} (sha256=…). Une notification déjà reçue n’est appliquée qu’une fois.`,
        },
      },
      handler,
    );
  });
};

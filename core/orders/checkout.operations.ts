import { TOO_MANY_REQUESTS_MESSAGE } from '#common/limits.ts';
import {
  checkoutRequestSchema,
  checkoutResultSchema,
  IDEMPOTENCY_HEADER,
  ORDER_SENT_MESSAGE,
} from '#common/orders.ts';
import { z } from 'zod';
import { anyone, defineOperation } from '#modules/operations/operation.ts';

// Placing an order (decision 061): a guest or a signed-in buyer, through POST /api/commandes
// with a bearer token or through the checkout pages' action with the session cookie. The
// checkout service prices, splits and stores it; the same idempotency key answers the same
// checkout again (200) instead of a second one.

const CHECKOUTS_PER_IP = { max: 30, windowSeconds: 60 };

export const checkoutOperations = {
  place: defineOperation({
    intent: 'commander',
    http: {
      method: 'POST',
      path: '/commandes',
      tags: ['Commandes'],
      summary: 'Passer commande (acheteur connecté ou invité)',
      description:
        'Prix, noms et stock viennent de la base ; une commande par boutique. Chaque ligne porte ' +
        'le prix unitaire affiché (`price`) et la requête le total des produits (`subtotal`, ' +
        'hors livraison) : si un prix a changé, 409 PRICE_CHANGED avec les lignes concernées. ' +
        `Le même en-tête ${IDEMPOTENCY_HEADER} renvoie le même résultat (200) au lieu d’une ` +
        'seconde commande. 409 aussi quand un produit manque ; rien n’est alors enregistré.',
    },
    access: anyone,
    input: checkoutRequestSchema,
    idempotencyKey: {
      header: IDEMPOTENCY_HEADER,
      schema: z
        .string({ error: 'L’en-tête Idempotency-Key est requis.' })
        .min(16, 'L’en-tête Idempotency-Key doit compter 16 à 100 caractères.')
        .max(100, 'L’en-tête Idempotency-Key doit compter 16 à 100 caractères.'),
    },
    limit: { bucket: 'commandes', perClient: CHECKOUTS_PER_IP, message: TOO_MANY_REQUESTS_MESSAGE },
    answers: { 200: checkoutResultSchema, 201: checkoutResultSchema },
    refusals: [400, 401, 403, 404, 409],
    run: ({ services, account, input, idempotencyKey }) =>
      services.checkout.place(input, account, idempotencyKey),
    answer: ({ result, replayed }) => ({ status: replayed ? 200 : 201, body: result }),
    done: () => ORDER_SENT_MESSAGE,
  }),
};

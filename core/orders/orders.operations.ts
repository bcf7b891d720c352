import { adminCancelSchema, adminStatusSchema } from '#common/admin-orders.ts';
import {
  orderIdParamsSchema,
  orderSchema,
  orderStatusSentence,
  orderStatusUpdateSchema,
  type Order,
} from '#common/orders.ts';
import { accountOf, defineOperation, teamMember } from '#modules/operations/operation.ts';

// The writes of an order once placed (placing it: checkout.operations.ts): its shop (or the team)
// moves it on, its buyer cancels it while nobody has started on it, the team cancels it with a
// reason. Which orders an account may touch is the orders service's decision.

/** What every write on one order takes and answers: the order, as its reader sees it now. */
const ON_AN_ORDER = {
  params: orderIdParamsSchema,
  answers: { 200: orderSchema },
  refusals: [400, 401, 403, 404, 409],
} as const;
const moved = (order: Order) => `${orderStatusSentence(order.orderNumber, order.status)}.`;
const cancelled = (order: Order) => `Commande ${order.orderNumber} annulée.`;

export const orderOperations = {
  changeStatus: defineOperation({
    intent: 'statut',
    http: {
      method: 'PATCH',
      path: '/commandes/:id/statut',
      tags: ['Commandes'],
      summary: 'Mettre à jour le statut (vendeur de la boutique, ou administrateur)',
      description:
        'En attente → En cours → Livré ; Annulé depuis En attente ou En cours (409 sinon). ' +
        'Vers En cours, `trackingNumber` (le numéro du transporteur) est exigé quand la zone ' +
        'de livraison de la commande a le suivi activé (400 sinon). Vers Annulé, `motif` ' +
        '(envoyé à l’acheteur) est exigé (400 sinon).',
    },
    access: teamMember('vendre', 'ADMIN'),
    input: orderStatusUpdateSchema,
    ...ON_AN_ORDER,
    run: ({ services, account, params, input }) =>
      services.orders.updateStatus(account, params.id, input.statut, {
        trackingNumber: input.trackingNumber,
        reason: input.motif,
      }),
    done: moved,
  }),

  cancelByBuyer: defineOperation({
    intent: 'annuler',
    http: {
      method: 'POST',
      path: '/commandes/:id/annuler',
      tags: ['Commandes'],
      summary: 'Annuler ma commande tant qu’elle est en attente',
    },
    access: accountOf(),
    ...ON_AN_ORDER,
    run: ({ services, account, params }) => services.orders.cancelByBuyer(account, params.id),
    done: cancelled,
  }),

  /** The team moves an order on for its shop (a suspended seller); it cancels apart. */
  changeStatusForShop: defineOperation({
    intent: 'statut-equipe',
    http: {
      method: 'PATCH',
      path: '/admin/commandes/:id/statut',
      tags: ['Administration'],
      summary: 'Faire avancer une commande à la place de sa boutique (administrateurs)',
      description:
        'En attente → En cours → Livré, comme le vendeur (409 sinon) ; pour annuler, ' +
        'POST /api/admin/commandes/{id}/annulation avec un motif.',
    },
    access: accountOf('ADMIN'),
    input: adminStatusSchema,
    ...ON_AN_ORDER,
    run: ({ services, account, params, input }) =>
      services.orders.updateStatus(account, params.id, input.statut),
    done: moved,
  }),

  cancelWithReason: defineOperation({
    intent: 'annuler-avec-motif',
    http: {
      method: 'POST',
      path: '/admin/commandes/:id/annulation',
      tags: ['Administration'],
      summary: 'Annuler une commande avec un motif (administrateurs)',
      description:
        'Le stock est remis, le motif inscrit dans l’historique et le journal, l’acheteur ' +
        'prévenu. 409 pour une commande livrée ou déjà annulée.',
    },
    access: accountOf('ADMIN'),
    input: adminCancelSchema,
    ...ON_AN_ORDER,
    run: ({ services, account, params, input }) =>
      services.orders.cancelByAdmin(account, params.id, input.motif),
    done: cancelled,
  }),
};

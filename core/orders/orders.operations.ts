import { adminCancelSchema, adminStatusSchema } from '../../common/admin-orders.ts';
import {
  orderIdParamsSchema,
  orderSchema,
  orderStatusSentence,
  orderStatusUpdateSchema,
} from '../../common/orders.ts';
import { accountOf, defineOperation, teamMember } from '../operations/operation.ts';

// The writes of an order once placed (placing it: checkout.operations.ts): its shop (or the team)
// moves it on, its buyer cancels it while nobody has started on it, the team cancels it with a
// reason. Which orders an account may touch is the orders service's decision.

const REFUSALS = [400, 401, 403, 404, 409] as const;
const cancelled = (orderNumber: string) => `Commande ${orderNumber} annulée.`;

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
    params: orderIdParamsSchema,
    input: orderStatusUpdateSchema,
    answers: { 200: orderSchema },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.orders.updateStatus(account, params.id, input.statut, {
        trackingNumber: input.trackingNumber,
        reason: input.motif,
      }),
    done: (order) => `${orderStatusSentence(order.orderNumber, order.status)}.`,
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
    params: orderIdParamsSchema,
    answers: { 200: orderSchema },
    refusals: REFUSALS,
    run: ({ services, account, params }) => services.orders.cancelByBuyer(account, params.id),
    done: (order) => cancelled(order.orderNumber),
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
    params: orderIdParamsSchema,
    input: adminStatusSchema,
    answers: { 200: orderSchema },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.orders.updateStatus(account, params.id, input.statut),
    done: (order) => `${orderStatusSentence(order.orderNumber, order.status)}.`,
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
    params: orderIdParamsSchema,
    input: adminCancelSchema,
    answers: { 200: orderSchema },
    refusals: REFUSALS,
    run: ({ services, account, params, input }) =>
      services.orders.cancelByAdmin(account, params.id, input.motif),
    done: (order) => cancelled(order.orderNumber),
  }),
};

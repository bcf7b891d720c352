import { z } from 'zod';
import { idParamsSchema } from '#common/id-params.ts';
import { REFUND_RECORDED, refundOwedSchema, refundSettlementSchema } from '#common/ledger.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The ledger's one write by the team (decision 055): a cancelled order's refund, given back to
// its buyer, recorded once with its reference; the refunds still owed are answered.

export const ledgerOperations = {
  settleRefund: defineOperation({
    intent: 'rembourser',
    http: {
      method: 'POST',
      path: '/admin/remboursements/:id',
      tags: ['Commandes (administration)'],
      summary: 'Enregistrer le remboursement d’une commande',
      description: 'Avec la référence du remboursement (opérateur, virement) ; une seule fois.',
    },
    access: accountOf('ADMIN'),
    params: idParamsSchema,
    input: refundSettlementSchema,
    answers: { 200: z.array(refundOwedSchema) },
    refusals: [400, 401, 403, 404, 409],
    run: ({ services, account, params, input }) =>
      services.ledger.settleRefund(account, params.id, input.reference),
    done: () => REFUND_RECORDED,
  }),
};

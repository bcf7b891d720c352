import { payoutRunResultSchema, payoutRunSchema, payoutRunSummary } from '#common/payouts.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's payout runs (issue 46 §3, decision 057): through FedaPay or by a transfer already
// made; the run's key (`cle`) makes a run sent twice pay nothing twice (the service's rule).

export const payoutOperations = {
  run: defineOperation({
    intent: 'versements',
    http: {
      method: 'POST',
      path: '/admin/versements',
      tags: ['Commandes (administration)'],
      summary: 'Lancer un lot de versements',
      description:
        'Par FedaPay (envoyés par une tâche, avec reprises) ou par virement déjà fait (sa ' +
        'référence par boutique). `cle` nomme le lot : renvoyé, il ne paie rien deux fois.',
    },
    access: accountOf('ADMIN'),
    input: payoutRunSchema,
    answers: { 200: payoutRunResultSchema },
    refusals: [400, 401, 403],
    run: ({ services, account, input }) => services.payouts.run(account, input),
    done: payoutRunSummary,
  }),
};

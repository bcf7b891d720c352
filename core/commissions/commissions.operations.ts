import {
  COMMISSION_OVERRIDE_REMOVED,
  COMMISSION_SAVED,
  commissionChangeSchema,
  commissionRatesSchema,
} from '#common/commissions.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's commission rates (issue 46 §2): a change of the platform's, a category's or a
// boutique's rate, dated and audited by the service (decision 061 for the definition).

export const commissionOperations = {
  change: defineOperation({
    intent: 'commission',
    http: {
      method: 'PUT',
      path: '/admin/commissions',
      tags: ['Commissions (administration)'],
      summary: 'Fixer un taux de commission',
      description:
        'portee : plateforme, categorie (categorieId) ou boutique (boutiqueId) ; taux en pourcentage ' +
        '(deux décimales au plus), null retire le taux particulier d’une catégorie ou d’une boutique. ' +
        'Les lignes de commande déjà passées gardent leur taux.',
    },
    access: accountOf('ADMIN'),
    input: commissionChangeSchema,
    answers: { 200: commissionRatesSchema },
    refusals: [400, 401, 403, 404],
    run: ({ services, account, input }) => services.commissions.change(account, input),
    done: (_rates, { input }) =>
      input.taux === null ? COMMISSION_OVERRIDE_REMOVED : COMMISSION_SAVED,
  }),
};

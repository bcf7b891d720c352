import { z } from 'zod';
import {
  accountDetailSchema,
  BOUTIQUE_APPROVALS,
  optionalReasonSchema,
  refusalSchema,
  suspensionSchema,
  type AccountDetail,
} from '#common/account-admin.ts';
import { ofName } from '#common/french-elision.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team's decisions on an account or a boutique (issue 14): suspension, reactivation, a
// boutique approved or refused; each reason is sent by e-mail and kept in the log.

const tags = ['Administration : comptes'];
/** What every decision takes and documents: the admin, and the account's or boutique's id. */
const BY_THE_TEAM = {
  access: accountOf('ADMIN'),
  params: idParamsSchema,
  refusals: [400, 401, 403, 404, 409],
} as const;
const reviewed = z.object({ id: z.number().int(), approval: z.enum(BOUTIQUE_APPROVALS) });

export const accountAdminOperations = {
  suspend: defineOperation({
    intent: 'suspendre',
    http: {
      method: 'POST',
      path: '/admin/comptes/:id/suspendre',
      tags,
      summary: 'Suspendre un compte (raison obligatoire)',
      description:
        'Ses sessions prennent fin, sa boutique quitte le site ; le compte est prévenu par e-mail. Un administrateur ne peut pas être suspendu.',
    },
    ...BY_THE_TEAM,
    input: suspensionSchema,
    answers: { 200: accountDetailSchema },
    run: ({ services, account, params, input }) =>
      services.accountAdmin.suspend(account, params.id, input.raison),
    done: (suspended: AccountDetail) => `Compte ${ofName(suspended.userName)} suspendu.`,
  }),

  reactivate: defineOperation({
    intent: 'reactiver',
    http: {
      method: 'POST',
      path: '/admin/comptes/:id/reactiver',
      tags,
      summary: 'Réactiver un compte suspendu',
    },
    ...BY_THE_TEAM,
    input: optionalReasonSchema.nullish(),
    answers: { 200: accountDetailSchema },
    run: ({ services, account, params, input }) =>
      services.accountAdmin.reactivate(account, params.id, input?.raison || null),
    done: (reactivated: AccountDetail) => `Compte ${ofName(reactivated.userName)} réactivé.`,
  }),

  approve: defineOperation({
    intent: 'approuver',
    http: {
      method: 'POST',
      path: '/admin/boutiques/:id/approuver',
      tags,
      summary: 'Approuver une boutique (SELLER_APPROVAL=manual)',
    },
    ...BY_THE_TEAM,
    input: optionalReasonSchema.nullish(),
    answers: { 200: reviewed },
    run: ({ services, account, params, input }) =>
      services.accountAdmin.approve(account, params.id, input?.raison || null),
    done: () => 'Boutique approuvée : ses produits sont visibles.',
  }),

  refuse: defineOperation({
    intent: 'refuser',
    http: {
      method: 'POST',
      path: '/admin/boutiques/:id/refuser',
      tags,
      summary: 'Refuser une boutique en attente (raison obligatoire)',
    },
    ...BY_THE_TEAM,
    input: refusalSchema,
    answers: { 200: reviewed },
    run: ({ services, account, params, input }) =>
      services.accountAdmin.refuse(account, params.id, input.raison),
    done: () => 'Boutique refusée : le vendeur est prévenu par e-mail.',
  }),
};

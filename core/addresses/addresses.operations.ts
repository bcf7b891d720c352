import { z } from 'zod';
import { addressInputSchema, MAX_ADDRESSES, paymentPreferenceSchema } from '#common/addresses.ts';
import { confirmationSchema } from '#common/confirmation.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The buyer's saved delivery addresses and preferred payment method (issue 16, 'Paramètres'):
// only their own; another account's address is « introuvable », as one that does not exist
// (the addresses service's decision).

const TAG = 'Mes adresses et paiement';
/** Who may write, and the refusals every write documents. */
const BY_A_BUYER = { access: accountOf('ACHETEUR'), refusals: [400, 401, 403, 404, 409] } as const;
/** What every write on one saved address takes and answers: its confirmation. */
const ON_AN_ADDRESS = {
  ...BY_A_BUYER,
  params: idParamsSchema,
  answers: { 200: confirmationSchema },
} as const;
const confirmed = (message: string) => ({ message });
const told = ({ message }: { message: string }) => message;

export const addressOperations = {
  create: defineOperation({
    intent: 'adresse-ajouter',
    http: {
      method: 'POST',
      path: '/compte/adresses',
      tags: [TAG],
      summary: 'Ajouter une adresse de livraison',
      description: `Téléphone lu dans le pays de l’adresse, enregistré en E.164. La première adresse devient la principale ; isDefault: true la rend principale à la place de l’ancienne. ${MAX_ADDRESSES} adresses au plus (409).`,
    },
    ...BY_A_BUYER,
    input: addressInputSchema,
    answers: { 201: confirmationSchema.extend({ id: z.number().int() }) },
    run: ({ services, account, input }) => services.addresses.create(account, input),
    done: told,
  }),

  update: defineOperation({
    intent: 'adresse-modifier',
    http: {
      method: 'PUT',
      path: '/compte/adresses/:id',
      tags: [TAG],
      summary: 'Modifier une de mes adresses',
      description:
        'isDefault: true la rend principale ; false ne retire pas ce rôle (rendez-en une autre principale, ou supprimez celle-ci : la plus ancienne restante le devient).',
    },
    ...ON_AN_ADDRESS,
    input: addressInputSchema,
    run: async ({ services, account, params, input }) =>
      confirmed(await services.addresses.update(account, params.id, input)),
    done: told,
  }),

  makeDefault: defineOperation({
    intent: 'adresse-principale',
    http: {
      method: 'POST',
      path: '/compte/adresses/:id/principale',
      tags: [TAG],
      summary: 'Faire de cette adresse ma principale',
    },
    ...ON_AN_ADDRESS,
    run: async ({ services, account, params }) =>
      confirmed(await services.addresses.makeDefault(account, params.id)),
    done: told,
  }),

  remove: defineOperation({
    intent: 'adresse-supprimer',
    http: {
      method: 'DELETE',
      path: '/compte/adresses/:id',
      tags: [TAG],
      summary: 'Supprimer une de mes adresses',
    },
    ...ON_AN_ADDRESS,
    run: async ({ services, account, params }) =>
      confirmed(await services.addresses.remove(account, params.id)),
    done: told,
  }),

  setPaymentPreference: defineOperation({
    intent: 'paiement-prefere',
    http: {
      method: 'PUT',
      path: '/compte/paiement-prefere',
      tags: [TAG],
      summary: 'Choisir mon moyen de paiement par défaut',
      description:
        'Présélectionné à la caisse quand les boutiques du panier l’acceptent. Avec Mobile Money, l’opérateur est requis ; method: null n’en présélectionne aucun.',
    },
    ...BY_A_BUYER,
    input: paymentPreferenceSchema,
    answers: { 200: confirmationSchema },
    run: async ({ services, account, input }) =>
      confirmed(await services.profile.setPaymentPreference(account, input)),
    done: told,
  }),
};

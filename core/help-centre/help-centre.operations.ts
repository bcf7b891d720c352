import { FAQ_CREATED, FAQ_DELETED, FAQ_UPDATED } from '#common/help-centre.ts';
import { faqCreatedSchema, faqEntrySchema, faqMessageSchema } from '#common/help-centre-schemas.ts';
import { idParamsSchema } from '#common/id-params.ts';
import { accountOf, defineOperation } from '#modules/operations/operation.ts';

// The team writes the help centre's FAQ (issue 19): a question for buyers or sellers, changed or
// taken out; the help centre service audits each change.

const TAG = 'Centre d’aide';
const ADMIN_ONLY = { access: accountOf('ADMIN'), refusals: [403, 404] } as const;

export const helpCentreOperations = {
  createFaq: defineOperation({
    intent: 'faq-ajouter',
    http: {
      method: 'POST',
      path: '/admin/faq',
      tags: [TAG],
      summary: 'Ajouter une question à la FAQ',
    },
    ...ADMIN_ONLY,
    input: faqEntrySchema,
    answers: { 201: faqCreatedSchema },
    run: async ({ services, account, input }) => ({
      id: await services.helpCentre.create(account, input),
      message: FAQ_CREATED,
    }),
    done: () => FAQ_CREATED,
  }),

  updateFaq: defineOperation({
    intent: 'faq-modifier',
    http: {
      method: 'PUT',
      path: '/admin/faq/:id',
      tags: [TAG],
      summary: 'Modifier une question de la FAQ',
    },
    ...ADMIN_ONLY,
    params: idParamsSchema,
    input: faqEntrySchema,
    answers: { 200: faqMessageSchema },
    run: async ({ services, account, params, input }) => {
      await services.helpCentre.update(account, params.id, input);
      return { message: FAQ_UPDATED };
    },
    done: () => FAQ_UPDATED,
  }),

  removeFaq: defineOperation({
    intent: 'faq-supprimer',
    http: {
      method: 'DELETE',
      path: '/admin/faq/:id',
      tags: [TAG],
      summary: 'Retirer une question de la FAQ',
    },
    ...ADMIN_ONLY,
    params: idParamsSchema,
    answers: { 200: faqMessageSchema },
    run: async ({ services, account, params }) => {
      await services.helpCentre.remove(account, params.id);
      return { message: FAQ_DELETED };
    },
    done: () => FAQ_DELETED,
  }),
};

// The help centre's forms, told apart by their `intent` (help-centre-actions.server.ts); the
// tickets' writes are operations (core/support/support.operations.ts).

/** The back-office's FAQ forms (`faqId` to edit or delete). */
export const FAQ_INTENTS = {
  create: 'faq-ajouter',
  update: 'faq-modifier',
  remove: 'faq-supprimer',
} as const;

/** The address parameters of a help centre: a ticket's conversation, or a new chat. */
export const TICKET_PARAM = 'ticket';
export const CHAT_PARAM = 'chat';

import { z } from 'zod';
import { TICKET_STATUSES, TICKET_TITLE_MAX_LENGTH } from './support.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { requiredText } from './text.ts';

// The support forms and API bodies (common/support.ts), checked the same way by the screens'
// actions and the API.

const messageField = requiredText('Le message est requis.', { multiline: true }).max(
  MAX_LENGTH.message,
  tooLongMessage('Le message', MAX_LENGTH.message),
);

export const ticketDraftSchema = z.object({
  title: requiredText('Le sujet est requis.').max(
    TICKET_TITLE_MAX_LENGTH,
    tooLongMessage('Le sujet', TICKET_TITLE_MAX_LENGTH),
  ),
  message: messageField,
});
export type TicketDraft = z.infer<typeof ticketDraftSchema>;

export const ticketReplySchema = z.object({ message: messageField });

export const ticketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Statut inconnu.' }),
});

/** What the support's writes answer: the confirmation to show. */
export const supportMessageSchema = z.object({ message: z.string() });
/** A new ticket: its id too, for its conversation. */
export const ticketOpenedSchema = supportMessageSchema.extend({ id: z.number().int() });

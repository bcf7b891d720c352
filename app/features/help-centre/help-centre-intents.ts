/** The address parameters of a help centre: a ticket's conversation, or a new chat. */
export const TICKET_PARAM = 'ticket';
export const CHAT_PARAM = 'chat';

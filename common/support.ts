import type { HelpAudience } from './help-centre.ts';
import { listSearch, pageParam, searchParam } from './list-pages.ts';

// Support tickets (issue 19): a buyer or a seller writes to the team from their help centre; the
// ticket is a conversation the team answers from the back-office. The spec's statuses: En cours,
// Résolu; an answer from the author reopens a resolved ticket. The schemas are in
// support-schemas.ts, apart: the screens that only show tickets do not load Zod.

export const TICKET_STATUSES = ['En cours', 'Résolu'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_TITLE_MAX_LENGTH = 120;
/** The title of a ticket opened by 'Chat en direct', which asks only for a message. */
export const LIVE_CHAT_TITLE = 'Chat en direct';

export const TICKET_SENT = 'Votre message a été envoyé !';
export const LIVE_CHAT_STARTED = 'Chat en direct démarré !';
export const TEAM_REPLY_SENT = 'Réponse envoyée.';
export const TICKET_NOT_FOUND = 'Demande introuvable.';
export const TOO_MANY_TICKETS =
  'Vous avez ouvert plusieurs demandes en peu de temps : réessayez dans une heure, ou écrivez dans une demande déjà ouverte.';
export const TOO_MANY_TICKET_MESSAGES =
  'Vous avez envoyé beaucoup de messages en peu de temps : réessayez dans une heure.';
export const TICKET_STATUS_MESSAGES: Record<TicketStatus, string> = {
  'En cours': 'Demande rouverte.',
  Résolu: 'Demande marquée comme résolue.',
};

/** How often an open conversation asks for new messages (a few bytes when there are none). */
export const CONVERSATION_POLL_SECONDS = 5;

export interface TicketSummary {
  id: number;
  title: string;
  status: TicketStatus;
  audience: HelpAudience;
  /** The author's name, for the team's list. */
  author: string;
  createdAt: string;
  updatedAt: string;
  /** The last message is the team's: the author has an answer to read. */
  lastFromTeam: boolean;
}

export interface TicketMessage {
  id: number;
  fromTeam: boolean;
  /** The author's name, or the team's. */
  author: string;
  body: string;
  createdAt: string;
}

export interface TicketConversation {
  ticket: TicketSummary;
  messages: TicketMessage[];
}

/** What a conversation polls: the ticket's status and the messages past the last one it has. */
export interface TicketNews {
  status: TicketStatus;
  messages: TicketMessage[];
}

// The back-office's tickets: `?statut=En cours&public=VENDEUR&q=colis&page=2`.

export const ADMIN_TICKETS_PER_PAGE = 20;

export interface AdminTicketFilters {
  status: TicketStatus | null;
  audience: HelpAudience | null;
  search: string;
  page: number;
}

export interface AdminTicketPage {
  tickets: TicketSummary[];
  total: number;
  page: number;
  pageCount: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((each) => each === value) ?? null;

export function parseAdminTicketFilters(params: URLSearchParams): AdminTicketFilters {
  return {
    status: oneOf(TICKET_STATUSES, params.get('statut')),
    audience: oneOf(['ACHETEUR', 'VENDEUR'] as const, params.get('public')),
    search: searchParam(params),
    page: pageParam(params),
  };
}

export const adminTicketSearch = (filters: AdminTicketFilters) =>
  listSearch([
    ['statut', filters.status],
    ['public', filters.audience],
    ['q', filters.search],
    ['page', filters.page],
  ]);

/** Where an account reads a ticket, relative to its dashboard's root (notifications, e-mails). */
export const ticketLink = (audience: HelpAudience, ticketId: number) =>
  `${audience === 'VENDEUR' ? 'settings/help-center' : 'aide'}?ticket=${ticketId}`;

/** The team's answer, as the author's notification tells it. */
export const teamAnswerNotice = (title: string) =>
  `L’équipe a répondu à votre demande « ${title} »`;

import { dashboardRoot } from '#common/session.ts';
import {
  ADMIN_TICKETS_PER_PAGE,
  TICKET_NOT_FOUND,
  TOO_MANY_TICKET_MESSAGES,
  TOO_MANY_TICKETS,
  teamAnswerNotice,
  ticketLink,
  type AdminTicketFilters,
  type AdminTicketPage,
  type TicketConversation,
  type TicketNews,
  type TicketStatus,
  type TicketSummary,
} from '#common/support.ts';
import type { TicketDraft } from '#common/support-schemas.ts';
import { readPage } from '#common/list-pages.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin, requireRoles } from '#modules/accounts/roles.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { NotFound } from '#modules/errors.ts';
import { composeMail, mailButton } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import {
  senderKeys,
  type SenderLimits,
  type SharedRateLimits,
} from '#modules/rate-limits/shared-rate-limits.ts';
import type { NotificationPreferencesService } from '#modules/notification-preferences/notification-preferences.service.ts';
import type { MessageRow, SupportRepository, TicketRow } from './support.repository.ts';

export interface SupportDependencies {
  repository: SupportRepository;
  outbox: OutboxNudge;
  /** Whether the author wants the team's answer by e-mail now (else the digest tells it). */
  preferences: Pick<NotificationPreferencesService, 'mailedAtOnce'>;
  brandName: string;
  publicUrl: string;
  rateLimits: SharedRateLimits;
  clock?: Clock;
}

// What one account (and one client address) may write to the team in an hour (issue 45, 1.6);
// the team's own answers are not limited.
const TICKET_LIMITS: SenderLimits = {
  perAccount: { max: 5, windowSeconds: 60 * 60 },
  perAddress: { max: 20, windowSeconds: 60 * 60 },
};
const TICKET_MESSAGE_LIMITS: SenderLimits = {
  perAccount: { max: 30, windowSeconds: 60 * 60 },
  perAddress: { max: 60, windowSeconds: 60 * 60 },
};

/** The account's tickets shown in its help centre: the latest conversations. */
const OWN_TICKETS_SHOWN = 50;

type Asker = Pick<CurrentAccount, 'id' | 'typeCompte'>;

/**
 * Support tickets: a buyer or a seller opens one, the team answers from the back-office (the
 * author is notified in the dashboard and by e-mail), the author answers back. Only the author
 * and the team see a ticket: anyone else is answered as if it did not exist.
 */
export function createSupportService(deps: SupportDependencies) {
  const { repository, outbox, preferences, brandName, publicUrl, rateLimits } = deps;
  const clock = deps.clock ?? systemClock;
  const teamName = `Équipe ${brandName}`;

  async function visibleTicket(asker: Asker, id: number): Promise<TicketRow> {
    const ticket = await repository.findTicket(id);
    if (!ticket || (asker.typeCompte !== 'ADMIN' && ticket.accountId !== asker.id)) {
      throw new NotFound(TICKET_NOT_FOUND);
    }
    return ticket;
  }

  const messageOf = (row: MessageRow) => ({
    id: row.id,
    fromTeam: row.fromTeam,
    author: row.fromTeam ? teamName : (row.authorName ?? 'Compte supprimé'),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  });

  /** What the author and the team read of a ticket: not the author's address. */
  const summary = (ticket: TicketRow): TicketSummary => ({
    id: ticket.id,
    title: ticket.title,
    status: ticket.status,
    audience: ticket.audience,
    author: ticket.author,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    lastFromTeam: ticket.lastFromTeam,
  });

  function answerMail(ticket: TicketRow, body: string): OutgoingMail {
    const root = dashboardRoot({
      typeCompte: ticket.audience,
      tenantId: ticket.authorTenantId,
      userId: ticket.accountId,
    });
    const url = new URL(`${root}/${ticketLink(ticket.audience, ticket.id)}`, publicUrl);
    return composeMail(
      {
        to: ticket.authorEmail,
        subject: `Réponse à votre demande « ${ticket.title} » — ${brandName}`,
      },
      [
        `Bonjour ${ticket.author.replace(/\s+/g, ' ')},`,
        '',
        `L’équipe ${brandName} a répondu à votre demande n° ${ticket.id} « ${ticket.title} » :`,
        '',
        body,
        '',
        mailButton('Ouvrir la conversation', url.toString(), [
          `Pour lui répondre, ouvrez la conversation dans votre espace : ${url.toString()}`,
        ]),
        '',
        `L’équipe ${brandName}`,
      ],
      { brandName, publicUrl },
    );
  }

  return {
    /**
     * A buyer's or seller's new ticket, with its first message; its id. Limited per account
     * and per client address (`clientIp`).
     */
    async open(author: CurrentAccount, draft: TicketDraft, clientIp: string): Promise<number> {
      requireRoles(author, ['ACHETEUR', 'VENDEUR']);
      await rateLimits.consume(
        'demandes-assistance',
        senderKeys(`compte:${author.id}`, clientIp, TICKET_LIMITS),
        TOO_MANY_TICKETS,
      );
      return repository.create(
        {
          accountId: author.id,
          audience: author.typeCompte === 'VENDEUR' ? 'VENDEUR' : 'ACHETEUR',
          title: draft.title,
          body: draft.message,
        },
        clock(),
      );
    },

    /** The account's own tickets, the latest conversation first. */
    mine: (account: Asker): Promise<TicketSummary[]> =>
      repository.ofAccount(account.id, OWN_TICKETS_SHOWN),

    async conversation(asker: Asker, id: number): Promise<TicketConversation> {
      const ticket = await visibleTicket(asker, id);
      const messages = await repository.messages(id);
      return { ticket: summary(ticket), messages: messages.map(messageOf) };
    },

    /** What an open conversation polls: the status, and the messages past `afterId`. */
    async news(asker: Asker, id: number, afterId: number): Promise<TicketNews> {
      const ticket = await visibleTicket(asker, id);
      const messages = await repository.messages(id, afterId);
      return { status: ticket.status, messages: messages.map(messageOf) };
    },

    /**
     * A message in the conversation. The author's reopens a resolved ticket; the team's is told
     * to the author in their dashboard and by e-mail (as they want it), in the same transaction.
     * The author's are limited per account and per client address (`clientIp`).
     */
    async reply(asker: CurrentAccount, id: number, body: string, clientIp: string): Promise<void> {
      const ticket = await visibleTicket(asker, id);
      const fromTeam = asker.typeCompte === 'ADMIN';
      if (!fromTeam) {
        await rateLimits.consume(
          'messages-assistance',
          senderKeys(`compte:${asker.id}`, clientIp, TICKET_MESSAGE_LIMITS),
          TOO_MANY_TICKET_MESSAGES,
        );
      }
      const notice = fromTeam
        ? {
            accountId: ticket.accountId,
            kind: 'support' as const,
            message: teamAnswerNotice(ticket.title),
            link: ticketLink(ticket.audience, ticket.id),
          }
        : undefined;
      const mailNow =
        fromTeam && (await preferences.mailedAtOnce([ticket.accountId], 'support')).size > 0;
      await repository.addMessage(id, { authorAccountId: asker.id, fromTeam, body }, clock(), {
        notice,
        mails: mailNow ? [answerMail(ticket, body)] : [],
      });
      if (mailNow) outbox.nudge();
    },

    /** The team marks a ticket resolved, or open again. */
    async setStatus(admin: CurrentAccount, id: number, status: TicketStatus): Promise<void> {
      requireAdmin(admin);
      if (!(await repository.setStatus(id, status))) throw new NotFound(TICKET_NOT_FOUND);
    },

    /** The back-office's list, filtered by status, side (buyers, sellers) and a search. */
    async adminPage(admin: CurrentAccount, filters: AdminTicketFilters): Promise<AdminTicketPage> {
      requireAdmin(admin);
      const { found, page, pageCount } = await readPage(
        filters.page,
        ADMIN_TICKETS_PER_PAGE,
        (number) =>
          repository.adminPage(filters, {
            limit: ADMIN_TICKETS_PER_PAGE,
            offset: (number - 1) * ADMIN_TICKETS_PER_PAGE,
          }),
      );
      return { ...found, page, pageCount };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { HelpAudience } from '#common/help-centre.ts';
import type { AdminTicketFilters, TicketStatus, TicketSummary } from '#common/support.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, supportMessages, supportTickets } from '#modules/db/schema.ts';
import { holdsFolded } from '#modules/db/text-search.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';
import {
  insertNotification,
  type NotificationDraft,
} from '#modules/notifications/notifications.port.ts';

/** A ticket with what the service needs of its author: to check who asks, and to write to them. */
export interface TicketRow extends TicketSummary {
  accountId: number;
  authorEmail: string;
  authorTenantId: number;
}

/** A message as stored; the service names the team's. */
export interface MessageRow {
  id: number;
  fromTeam: boolean;
  authorName: string | null;
  body: string;
  createdAt: Date;
}

export interface NewMessage {
  authorAccountId: number;
  fromTeam: boolean;
  body: string;
}

const summaryColumns = {
  id: supportTickets.id,
  title: supportTickets.title,
  status: supportTickets.status,
  audience: supportTickets.audience,
  author: accounts.userName,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  lastFromTeam: supportTickets.lastFromTeam,
};

type SummaryRow = { createdAt: Date; updatedAt: Date } & Omit<
  TicketSummary,
  'createdAt' | 'updatedAt'
>;

const summaryOf = <T extends SummaryRow>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function adminConditions(filters: Omit<AdminTicketFilters, 'page'>) {
  return and(
    filters.status ? eq(supportTickets.status, filters.status) : undefined,
    filters.audience ? eq(supportTickets.audience, filters.audience) : undefined,
    filters.search
      ? holdsFolded(
          sql`${supportTickets.title} || ' ' || ${accounts.userName} || ' ' || ${accounts.email}`,
          filters.search,
        )
      : undefined,
  );
}

export function createSupportRepository(db: Database) {
  return {
    /** The ticket and its first message, together. */
    create: (
      ticket: { accountId: number; audience: HelpAudience; title: string; body: string },
      at: Date,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportTickets)
          .values({
            accountId: ticket.accountId,
            audience: ticket.audience,
            title: ticket.title,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: supportTickets.id });
        if (!row) throw new Error('INSERT … RETURNING sans ligne dans support_tickets');
        await tx.insert(supportMessages).values({
          ticketId: row.id,
          authorAccountId: ticket.accountId,
          fromTeam: false,
          body: ticket.body,
          createdAt: at,
        });
        return row.id;
      }),

    async findTicket(id: number): Promise<TicketRow | undefined> {
      const [row] = await db
        .select({
          ...summaryColumns,
          accountId: supportTickets.accountId,
          authorEmail: accounts.email,
          authorTenantId: accounts.tenantId,
        })
        .from(supportTickets)
        .innerJoin(accounts, eq(accounts.id, supportTickets.accountId))
        .where(eq(supportTickets.id, id));
      return row && summaryOf(row);
    },

    /** The ticket's messages in order, those after `afterId` only when given. */
    messages: (ticketId: number, afterId = 0): Promise<MessageRow[]> =>
      db
        .select({
          id: supportMessages.id,
          fromTeam: supportMessages.fromTeam,
          authorName: accounts.userName,
          body: supportMessages.body,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .leftJoin(accounts, eq(accounts.id, supportMessages.authorAccountId))
        .where(and(eq(supportMessages.ticketId, ticketId), gt(supportMessages.id, afterId)))
        .orderBy(asc(supportMessages.id)),

    /**
     * The message, the ticket's last activity (an author's message reopens a resolved ticket),
     * and the author's notification when the team answers: one transaction.
     */
    addMessage: (
      ticketId: number,
      message: NewMessage,
      at: Date,
      tell: { notice?: NotificationDraft; mails?: OutgoingMail[] } = {},
    ) =>
      db.transaction(async (tx) => {
        const [added] = await tx
          .insert(supportMessages)
          .values({ ticketId, ...message, createdAt: at })
          .returning({ id: supportMessages.id });
        if (!added) throw new Error('INSERT … RETURNING sans ligne dans support_messages');
        await tx
          .update(supportTickets)
          .set({
            updatedAt: at,
            lastFromTeam: message.fromTeam,
            ...(message.fromTeam ? {} : { status: 'En cours' as const }),
          })
          .where(eq(supportTickets.id, ticketId));
        if (tell.notice) await insertNotification(tx, tell.notice, at);
        await enqueueEventMessages(tx, `assistance:${added.id}`, tell.mails ?? []);
      }),

    async setStatus(ticketId: number, status: TicketStatus): Promise<boolean> {
      const rows = await db
        .update(supportTickets)
        .set({ status })
        .where(eq(supportTickets.id, ticketId))
        .returning({ id: supportTickets.id });
      return rows.length === 1;
    },

    /** An account's tickets, the latest activity first. */
    async ofAccount(accountId: number, limit: number): Promise<TicketSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(supportTickets)
        .innerJoin(accounts, eq(accounts.id, supportTickets.accountId))
        .where(eq(supportTickets.accountId, accountId))
        .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
        .limit(limit);
      return rows.map(summaryOf);
    },

    /** The team's list: open tickets first, then the latest activity; filtered, one page. */
    async adminPage(
      filters: Omit<AdminTicketFilters, 'page'>,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<{ tickets: TicketSummary[]; total: number }> {
      const where = adminConditions(filters);
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(supportTickets)
          .innerJoin(accounts, eq(accounts.id, supportTickets.accountId))
          .where(where)
          .orderBy(
            sql`${supportTickets.status} = 'Résolu'`,
            desc(supportTickets.updatedAt),
            desc(supportTickets.id),
          )
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(supportTickets)
          .innerJoin(accounts, eq(accounts.id, supportTickets.accountId))
          .where(where),
      ]);
      return { tickets: rows.map(summaryOf), total: counted?.total ?? 0 };
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

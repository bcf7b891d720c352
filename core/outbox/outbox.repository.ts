import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { OutboxChannel, OutboxEntry, OutboxOverview } from '#common/outbox.ts';
import type { Database } from '#modules/db/client.ts';
import { outboxMessages, smsOptOuts } from '#modules/db/schema.ts';
import type { OutboxMessage } from './outbox.port.ts';

// The outbox in PostgreSQL (decision 034): the workers claim due messages with SKIP LOCKED, so two
// instances never take the same message, and a claim is a lease: a worker that dies gives it
// back when it ends. Changes write their messages through outbox.port.ts.

/** A message a worker took, with the try it is (an SMS has only `to` and `text`). */
export interface ClaimedMessage extends OutboxMessage {
  id: number;
  channel: OutboxChannel;
  attempt: number;
}

const entryColumns = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  to: outboxMessages.recipient,
  subject: outboxMessages.subject,
  status: outboxMessages.status,
  attempts: outboxMessages.attempts,
  lastError: outboxMessages.lastError,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  nextAttemptAt: outboxMessages.nextAttemptAt,
};

type EntryRow = Omit<OutboxEntry, 'createdAt' | 'sentAt' | 'nextAttemptAt'> & {
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

const entryOf = (row: EntryRow): OutboxEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt.toISOString(),
});

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Takes up to `limit` waiting messages due at `now`, skipping those another worker holds,
     * and leases them until `leaseUntil`: counted as a try, invisible to other workers meanwhile.
     */
    claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMessage[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(
            and(eq(outboxMessages.status, 'En attente'), lte(outboxMessages.nextAttemptAt, now)),
          )
          .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        const rows = await tx
          .update(outboxMessages)
          .set({
            attempts: sql`${outboxMessages.attempts} + 1`,
            nextAttemptAt: leaseUntil,
            updatedAt: now,
          })
          .where(
            inArray(
              outboxMessages.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        return rows
          .sort((a, b) => a.id - b.id)
          .map((row) => ({
            id: row.id,
            channel: row.channel,
            attempt: row.attempts,
            eventKey: row.eventKey,
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            ...(row.html === null ? {} : { html: row.html }),
            ...(row.replyToAddress
              ? { replyTo: { name: row.replyToName ?? '', address: row.replyToAddress } }
              : {}),
          }));
      });
    },

    /** Sent: its text and HTML go (they may hold a private link), its envelope stays. */
    async markSent(message: ClaimedMessage, at: Date): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: 'Envoyé', sentAt: at, body: '', html: null, lastError: null, updatedAt: at })
        .where(
          and(eq(outboxMessages.id, message.id), eq(outboxMessages.attempts, message.attempt)),
        );
    },

    /** A try failed: tried again at `retryAt`, or failed for good when there is none. */
    async markFailure(
      message: ClaimedMessage,
      error: string,
      at: Date,
      retryAt: Date | null,
    ): Promise<void> {
      await db
        .update(outboxMessages)
        .set({
          status: retryAt ? 'En attente' : 'Échec',
          nextAttemptAt: retryAt ?? at,
          lastError: error,
          updatedAt: at,
        })
        .where(
          and(eq(outboxMessages.id, message.id), eq(outboxMessages.attempts, message.attempt)),
        );
    },

    /** The number's owner answered STOP: nothing more is sent to it. */
    async recordOptOut(phone: string, at: Date): Promise<void> {
      await db.insert(smsOptOuts).values({ phone, optedOutAt: at }).onConflictDoNothing();
    },

    async optedOut(phone: string): Promise<boolean> {
      const [found] = await db
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phone, phone));
      return found !== undefined;
    },

    /** A failed message back in the queue, due now, with its tries counted afresh. */
    async requeue(id: number, at: Date): Promise<'requeued' | 'not-failed' | 'not-found'> {
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'En attente', attempts: 0, nextAttemptAt: at, updatedAt: at })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'Échec')))
        .returning({ id: outboxMessages.id });
      if (rows.length === 1) return 'requeued';
      const [found] = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, id));
      return found ? 'not-failed' : 'not-found';
    },

    /** Forgets sent messages written before `sentBefore` and failed ones before `failedBefore`. */
    async deleteSettled(sentBefore: Date, failedBefore: Date): Promise<number> {
      const rows = await db
        .delete(outboxMessages)
        .where(
          or(
            and(eq(outboxMessages.status, 'Envoyé'), lt(outboxMessages.createdAt, sentBefore)),
            and(eq(outboxMessages.status, 'Échec'), lt(outboxMessages.createdAt, failedBefore)),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    /** The back-office's view: every failed message, the latest ones, how many wait. */
    async overview(recentLimit: number): Promise<OutboxOverview> {
      const [failed, recent, [waiting]] = await Promise.all([
        db
          .select(entryColumns)
          .from(outboxMessages)
          .where(eq(outboxMessages.status, 'Échec'))
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)),
        db
          .select(entryColumns)
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(recentLimit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(outboxMessages)
          .where(eq(outboxMessages.status, 'En attente')),
      ]);
      return {
        failed: failed.map(entryOf),
        recent: recent.map(entryOf),
        waiting: waiting?.count ?? 0,
      };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

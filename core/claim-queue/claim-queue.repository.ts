import { and, desc, eq, sql } from 'drizzle-orm';
import type { QueuedSubject, QueuedText, QueueStatus } from '#common/claim-queue.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { recordAdminAction } from '#modules/audit/audit.port.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { claimQueue } from '#modules/db/schema.ts';

/** A database or a transaction: an entry is written with the text it queues. */
export type QueueWriter = Pick<Database, 'insert' | 'delete'>;

/** Which text an entry is about. */
export interface QueuedTextKey {
  subject: QueuedSubject;
  subjectId: number;
  field: string;
}

export interface QueueSubmission extends QueuedTextKey {
  label: string;
  text: string;
  words: string[];
}

/** A settled entry, as its decision's effect reads it. */
export interface DecidedText extends QueueSubmission {
  id: number;
}

const PENDING: QueueStatus = 'en_attente';

/** Queues a text, replacing what its earlier version left (decided or not): the team reads the
 * text as it is now. */
export async function submitQueuedText(writer: QueueWriter, entry: QueueSubmission, at: Date) {
  await writer
    .insert(claimQueue)
    .values({ ...entry, createdAt: at })
    .onConflictDoUpdate({
      target: [claimQueue.subject, claimQueue.subjectId, claimQueue.field],
      set: {
        label: entry.label,
        text: entry.text,
        words: entry.words,
        status: PENDING,
        createdAt: at,
        decidedAt: null,
        decidedByAccountId: null,
      },
    });
}

/** Drops a text's pending entry: its new version says nothing the team must read. */
export async function clearQueuedText(writer: QueueWriter, key: QueuedTextKey) {
  await writer
    .delete(claimQueue)
    .where(
      and(
        eq(claimQueue.subject, key.subject),
        eq(claimQueue.subjectId, key.subjectId),
        eq(claimQueue.field, key.field),
        eq(claimQueue.status, PENDING),
      ),
    );
}

export function createClaimQueueRepository(db: Database) {
  return {
    submit: (entry: QueueSubmission, at: Date) => submitQueuedText(db, entry, at),
    clear: (key: QueuedTextKey) => clearQueuedText(db, key),

    /** The pending texts, newest first. */
    async pending(limit: number): Promise<QueuedText[]> {
      const rows = await db
        .select()
        .from(claimQueue)
        .where(eq(claimQueue.status, PENDING))
        .orderBy(desc(claimQueue.createdAt), desc(claimQueue.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject as QueuedSubject,
        subjectId: row.subjectId,
        field: row.field,
        label: row.label,
        text: row.text,
        words: row.words,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Settles a pending entry, journaled, and runs its effect in the same transaction; undefined
     * when it is no longer pending (another admin, or a newer version of the text).
     */
    decide: (
      admin: Pick<CurrentAccount, 'id' | 'userName'>,
      id: number,
      status: Exclude<QueueStatus, 'en_attente'>,
      at: Date,
      effect: (tx: DatabaseTransaction, entry: DecidedText) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const [entry] = await tx
          .update(claimQueue)
          .set({ status, decidedAt: at, decidedByAccountId: admin.id })
          .where(and(eq(claimQueue.id, id), eq(claimQueue.status, PENDING)))
          .returning();
        if (!entry) return undefined;
        const submission: DecidedText = { ...entry, subject: entry.subject as QueuedSubject };
        await effect(tx, submission);
        await recordAdminAction(tx, {
          admin,
          action: status === 'approuvee' ? 'allegation.approuvee' : 'allegation.rejetee',
          target: { type: 'allegation', id, label: `${entry.label} — ${entry.field}` },
          reason: entry.words.join(', '),
        });
        return submission;
      }),

    /** How many texts wait, for the back-office's tab. */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(claimQueue)
        .where(eq(claimQueue.status, PENDING));
      return row?.count ?? 0;
    },
  };
}

export type ClaimQueueRepository = ReturnType<typeof createClaimQueueRepository>;

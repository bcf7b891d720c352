import { desc, eq, ne, sql } from 'drizzle-orm';
import { DELIVERY_RETRIES, type OutboxNudge } from '#modules/outbox/outbox.service.ts';
import type { Database } from '#modules/db/client.ts';
import { outboxMessages } from '#modules/db/schema.ts';

// The demo goes through the services, which write their e-mails to the outbox (decision 034).
// Nothing is sent while it is written, so the app's first start does not mail the demo's
// accounts; once it is done its messages are settled as the back-office would show them after
// a while: sent, but for one the buyer's mail server refused, waiting for « Renvoyer ».

/** The services' nudge while seeding: the messages stay in the outbox, unsent. */
export const SEED_OUTBOX: OutboxNudge = { nudge: () => undefined };

/** The client address the seed's writes are counted under: the seed is no visitor. */
export const SEED_CLIENT = 'graine-de-demonstration';

/** The text of the latest message written for `to` (the seed reads an invitation's link). */
export async function latestMessageTo(db: Database, to: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body;
}

/** What the demo's refused message says went wrong, as an SMTP server words it. */
export const DEMO_REFUSED_MESSAGE_ERROR =
  '550 5.1.1 Boîte aux lettres inconnue chez le destinataire (message de démonstration)';

/**
 * Marks the demo's messages sent when they were written, their texts and HTML dropped as a sent
 * message's are; the latest one to `refusedTo` failed its tries instead, its text kept.
 */
export async function settleDemoMessages(db: Database, refusedTo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [refused] = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, refusedTo))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    await tx
      .update(outboxMessages)
      .set({
        status: 'Envoyé',
        attempts: 1,
        sentAt: sql`${outboxMessages.createdAt}`,
        nextAttemptAt: sql`${outboxMessages.createdAt}`,
        body: '',
        html: null,
      })
      .where(refused ? ne(outboxMessages.id, refused.id) : undefined);
    if (!refused) return;
    await tx
      .update(outboxMessages)
      .set({
        status: 'Échec',
        attempts: DELIVERY_RETRIES.attempts,
        lastError: DEMO_REFUSED_MESSAGE_ERROR,
      })
      .where(eq(outboxMessages.id, refused.id));
  });
}

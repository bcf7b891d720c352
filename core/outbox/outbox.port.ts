import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { outboxMessages } from '#modules/db/schema.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';

// The outbox's published port (decisions 034, 064): a change writes its e-mails and SMS here, in
// its own transaction, so that a change rolled back leaves no message and one committed always has them.
// Delivery, the back-office's view and pruning stay in outbox.repository.ts.

/** An e-mail to send, and the event it tells of: one event, one message, however often written. */
export interface OutboxMessage extends OutgoingMail {
  eventKey: string;
}

/** An SMS to send (issue 48): to a phone in E.164, listed in the back-office as `subject`. */
export interface OutboxText {
  eventKey: string;
  to: string;
  subject: string;
  text: string;
}

type Writer = Database | DatabaseTransaction;

/** Writes outbox rows in the caller's transaction; an event already written is left as it is. */
async function insertOnce(writer: Writer, rows: (typeof outboxMessages.$inferInsert)[]) {
  if (rows.length === 0) return;
  await writer
    .insert(outboxMessages)
    .values(rows)
    .onConflictDoNothing({ target: outboxMessages.eventKey });
}

/** Writes e-mails in the caller's transaction; an event already written is left as it is. */
export function enqueueMessages(writer: Writer, messages: OutboxMessage[]): Promise<void> {
  return insertOnce(
    writer,
    messages.map((message) => ({
      eventKey: message.eventKey,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      replyToName: message.replyTo?.name ?? null,
      replyToAddress: message.replyTo?.address ?? null,
    })),
  );
}

/**
 * The messages of one event (`journal:12`, `contact:3`…), keyed `event:1`, `event:2`… in the
 * order given: the same event written again adds none.
 */
export function enqueueEventMessages(
  writer: Writer,
  eventKey: string,
  mails: OutgoingMail[],
): Promise<void> {
  return enqueueMessages(
    writer,
    mails.map((mail, index) => ({ ...mail, eventKey: `${eventKey}:${index + 1}` })),
  );
}

/** Writes SMS in the caller's transaction; an event already written is left as it is. */
export function enqueueTexts(writer: Writer, texts: OutboxText[]): Promise<void> {
  return insertOnce(
    writer,
    texts.map((text) => ({
      eventKey: text.eventKey,
      channel: 'sms' as const,
      recipient: text.to,
      subject: text.subject,
      body: text.text,
    })),
  );
}

import type { ContactMessage } from '#common/contact.ts';
import type { Database } from '#modules/db/client.ts';
import { contactMessages } from '#modules/db/schema.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';

export interface StoredContactMessage {
  id: number;
  createdAt: Date;
}

export function createContactRepository(db: Database) {
  return {
    /** Stores the message with the e-mails `mails` makes of it (keyed on its id). */
    insert(
      message: ContactMessage,
      mails: (stored: StoredContactMessage) => OutgoingMail[],
    ): Promise<StoredContactMessage> {
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(contactMessages)
          .values(message)
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
        if (!stored) throw new Error('INSERT … RETURNING sans ligne dans contact_messages');
        await enqueueEventMessages(tx, `contact:${stored.id}`, mails(stored));
        return stored;
      });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

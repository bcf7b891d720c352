import type { ContactMessage } from '../../common/contact.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';

export function createContactRepository(db: Database) {
  return {
    async insert(message: ContactMessage): Promise<{ id: number; createdAt: Date }> {
      const [stored] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!stored) throw new Error('INSERT … RETURNING sans ligne dans contact_messages');
      return stored;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

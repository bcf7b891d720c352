import type { Database } from '#modules/db/client.ts';
import { newsletterSubscriptions } from '#modules/db/schema.ts';

export function createNewsletterRepository(db: Database) {
  return {
    /**
     * Adds the address; false when it is already there. The unique index decides, so two
     * simultaneous subscriptions of one address cannot both succeed.
     */
    async add(email: string): Promise<boolean> {
      const inserted = await db
        .insert(newsletterSubscriptions)
        .values({ email })
        .onConflictDoNothing({ target: newsletterSubscriptions.email })
        .returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;

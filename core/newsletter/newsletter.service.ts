import { NEWSLETTER_DUPLICATE_MESSAGE } from '#common/newsletter-outcomes.ts';
import type { NewsletterSubscription } from '#common/newsletter.ts';
import { Conflict } from '#modules/errors.ts';
import type { NewsletterRepository } from './newsletter.repository.ts';

export function createNewsletterService(repository: NewsletterRepository) {
  return {
    /** Input already checked by `newsletterSubscriptionSchema` (trimmed, lower-cased). */
    async subscribe({ email }: NewsletterSubscription): Promise<void> {
      if (!(await repository.add(email))) throw new Conflict(NEWSLETTER_DUPLICATE_MESSAGE);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

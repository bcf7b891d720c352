import { z } from 'zod';
import { MAX_LENGTH } from './text-lengths.ts';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './newsletter-outcomes.ts';

// The newsletter box of the footer: one e-mail field, checked the same way by the form's
// action, the API and the database (stored trimmed and lower-cased, once). The same rule checks
// the e-mail of a registration and of a contact message.

/**
 * An e-mail field with the spec's messages; the value comes out trimmed and lower-cased. Longer
 * than SMTP can carry, it is not a valid address.
 */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: EMAIL_REQUIRED_MESSAGE, abort: true })
  .max(MAX_LENGTH.email, { error: EMAIL_INVALID_MESSAGE, abort: true })
  .pipe(z.email({ error: EMAIL_INVALID_MESSAGE }))
  .transform((email) => email.toLowerCase());

export const newsletterSubscriptionSchema = z.object({ email: emailSchema });

export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

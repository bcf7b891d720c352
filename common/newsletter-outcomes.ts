// What a newsletter subscription gave, as the footer shows it. Kept apart from the Zod
// schemas of newsletter.ts so the footer, on every page, does not ship Zod to the browser.

export const EMAIL_REQUIRED_MESSAGE = 'L’adresse e-mail est requise.';
export const EMAIL_INVALID_MESSAGE = 'L’adresse e-mail doit être valide.';

export const NEWSLETTER_SUBSCRIBED_MESSAGE =
  'Merci ! Votre inscription à la lettre d’information est enregistrée.';
export const NEWSLETTER_DUPLICATE_MESSAGE = 'Cette adresse e-mail est déjà inscrite.';

/** What a subscription attempt gave, as the footer shows it; the keys travel in the URL. */
export const NEWSLETTER_OUTCOME_MESSAGES = {
  inscrit: NEWSLETTER_SUBSCRIBED_MESSAGE,
  'deja-inscrit': NEWSLETTER_DUPLICATE_MESSAGE,
  requis: EMAIL_REQUIRED_MESSAGE,
  invalide: EMAIL_INVALID_MESSAGE,
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOME_MESSAGES;

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === 'string' && Object.hasOwn(NEWSLETTER_OUTCOME_MESSAGES, value);
}

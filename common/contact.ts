import { z } from 'zod';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { emailSchema } from './newsletter.ts';
import { requiredText } from './text.ts';

// The contact form (spec: Contact message — name, email, message), checked the same way by the
// page's action and the API.

export const contactMessageSchema = z.object({
  name: requiredText('Le nom est requis.').max(
    MAX_LENGTH.name,
    tooLongMessage('Le nom', MAX_LENGTH.name),
  ),
  email: emailSchema,
  message: requiredText('Le message est requis.', { multiline: true }).max(
    MAX_LENGTH.message,
    tooLongMessage('Le message', MAX_LENGTH.message),
  ),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ContactField = keyof ContactMessage;

/** The first message for each field that fails, for a form. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_SENT_MESSAGE = 'Votre message a été envoyé !';

export const TOO_MANY_CONTACT_MESSAGES =
  'Vous avez envoyé plusieurs messages en peu de temps : réessayez dans une heure. L’équipe lit déjà ceux qui sont arrivés.';

/** The contact page's full address, for e-mails (`publicUrl`: PUBLIC_URL). */
export const contactPageUrl = (publicUrl: string) => new URL('/contact', publicUrl).toString();

/** How soon the team answers a message of the contact form (told in the acknowledgement). */
export const CONTACT_REPLY_DELAY = 'sous deux jours ouvrés';

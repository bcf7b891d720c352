import { z } from 'zod';
import { emailSchema } from './newsletter.ts';

// The contact form (spec: Contact message — name, email, message), checked the same way by the
// page's action and the API.

export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export const contactMessageSchema = z.object({
  name: z
    .string({ error: 'Nom est requis' })
    .trim()
    .min(1, { error: 'Nom est requis', abort: true })
    .max(CONTACT_NAME_MAX_LENGTH, 'Le nom ne doit pas dépasser 100 caractères.'),
  email: emailSchema,
  message: z
    .string({ error: 'Message est requis' })
    .trim()
    .min(1, { error: 'Message est requis', abort: true })
    .max(CONTACT_MESSAGE_MAX_LENGTH, 'Le message ne doit pas dépasser 2 000 caractères.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

export type ContactField = keyof ContactMessage;

/** The first message for each field that fails, for a form. */
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_SENT_MESSAGE = 'Votre message a été envoyé !';

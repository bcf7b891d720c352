import { z } from 'zod';
import { PASSWORDS_DIFFER_MESSAGE, passwordSchema } from './accounts.ts';
import { MAX_LENGTH } from './text-lengths.ts';

// « Mot de passe oublié ? »: shared by the pages, the API and the service so every entry point
// gives the same French messages.

export const RESET_LINK_VALIDITY_MINUTES = 30;

export const RESET_REQUESTED_MESSAGE =
  'Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.';
export const RESET_LINK_INVALID_MESSAGE = 'Ce lien de réinitialisation est invalide ou a expiré.';
export const PASSWORD_CHANGED_MESSAGE =
  'Votre mot de passe a été modifié. Vous pouvez vous connecter.';
export const TOO_MANY_RESET_REQUESTS_MESSAGE =
  'Trop de demandes de réinitialisation. Réessayez dans quelques minutes.';

export const resetRequestSchema = z.object({
  email: z
    .string({ error: 'L’adresse e-mail est requise.' })
    .trim()
    .min(1, 'L’adresse e-mail est requise.')
    .max(MAX_LENGTH.email, 'L’adresse e-mail doit être valide.')
    .pipe(z.email('L’adresse e-mail doit être valide.')),
});

export const resetPasswordSchema = z.object({
  /** The link's `jeton`: 32 random bytes in base64url (43 characters). */
  token: z
    .string({ error: RESET_LINK_INVALID_MESSAGE })
    .min(1, RESET_LINK_INVALID_MESSAGE)
    .max(200, RESET_LINK_INVALID_MESSAGE),
  password: passwordSchema,
});

/** The page's form: the same rules plus the confirmation. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

import { z } from 'zod';
import { DELIVERY_COUNTRIES } from './delivery.ts';

// Login and registration rules (spec section 5), shared by the forms and, with the accounts
// work, by the API so both give the same French messages.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const SELF_SERVICE_ACCOUNT_TYPES = ['ACHETEUR', 'VENDEUR'] as const;
export const ACCOUNT_TYPE_LABELS: Record<(typeof SELF_SERVICE_ACCOUNT_TYPES)[number], string> = {
  ACHETEUR: 'Acheteur',
  VENDEUR: 'Vendeur (producteur)',
};
export const REGISTRATION_COUNTRIES = DELIVERY_COUNTRIES;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const loginSchema = z.object({
  /** The label says 'Email ou Téléphone'; the field keeps the spec's name. */
  email: required('Email est requis'),
  password: z.string({ error: 'Mot de passe est requis' }).min(1, 'Mot de passe est requis'),
});

export const registrationFormSchema = z
  .object({
    userName: required('Nom est requis').max(100, 'Le nom ne doit pas dépasser 100 caractères.'),
    pays: required('Pays est requis'),
    ville: required('Ville est requise').max(100, 'La ville ne doit pas dépasser 100 caractères.'),
    telephone: required('Téléphone est requis').regex(
      /^\+?[0-9][0-9 .-]{6,18}[0-9]$/,
      'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
    ),
    email: required('Email est requis').pipe(z.email('E-mail doit être valide')),
    typeCompte: z.enum(SELF_SERVICE_ACCOUNT_TYPES, 'Statut est requis'),
    password: z
      .string({ error: 'Mot de passe est requis' })
      .min(
        PASSWORD_MIN_LENGTH,
        `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
      )
      .max(
        PASSWORD_MAX_LENGTH,
        `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
      ),
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Les mots de passe ne correspondent pas !',
  });

/** First French message per field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

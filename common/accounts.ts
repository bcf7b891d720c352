import { z } from 'zod';
import { secondFactorCodeSchema } from './account-security.ts';
import { citySchema, countrySchema } from './delivery.ts';
import { DELIVERY_COUNTRIES } from './delivery-countries.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';
import { emailSchema } from './newsletter.ts';
import { requiredText as required, text } from './text.ts';
import { withoutHealthClaims } from './health-claim-schema.ts';

// Login and registration rules (spec section 5), shared by the forms and, with the accounts
// work, by the API so both give the same French messages.

/** Every kind of account (the spec's `typeCompte`); the database's enum is made from it. */
export const ACCOUNT_TYPES = ['ACHETEUR', 'VENDEUR', 'ADMIN'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = MAX_LENGTH.password;
export const SELF_SERVICE_ACCOUNT_TYPES = ['ACHETEUR', 'VENDEUR'] as const;
export const ACCOUNT_TYPE_LABELS: Record<(typeof SELF_SERVICE_ACCOUNT_TYPES)[number], string> = {
  ACHETEUR: 'Acheteur',
  VENDEUR: 'Vendeur (producteur)',
};
export const REGISTRATION_COUNTRIES = DELIVERY_COUNTRIES;

export const loginSchema = z.object({
  /** The label says « E-mail ou téléphone »; the field keeps the spec's name. */
  email: required('L’e-mail ou le téléphone est requis.').max(
    MAX_LENGTH.email,
    tooLongMessage('L’identifiant', MAX_LENGTH.email),
  ),
  password: z
    .string({ error: 'Le mot de passe est requis.' })
    .min(1, 'Le mot de passe est requis.'),
  /** The second step, for accounts with two-factor sign-in (issue 19). */
  code: secondFactorCodeSchema.optional(),
});

/** A new password (ASVS: at least 8 characters, at most 128). */
export const passwordSchema = z
  .string({ error: 'Le mot de passe est requis.' })
  .min(
    PASSWORD_MIN_LENGTH,
    `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  )
  .max(
    PASSWORD_MAX_LENGTH,
    `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`,
  );

export const PASSWORDS_DIFFER_MESSAGE = 'Les mots de passe ne correspondent pas !';

/**
 * An account's name, at sign-up and in its profile: pages show it beside the account's reviews
 * and answers, so it says nothing the content policy refuses (« Guérit le diabète »).
 */
export const userNameSchema = withoutHealthClaims(
  required('Le nom est requis.').max(MAX_LENGTH.name, tooLongMessage('Le nom', MAX_LENGTH.name)),
);

/** A phone number as typed; the service reads it in the account's country (common/phone.ts). */
export const telephoneSchema = required('Le numéro de téléphone est requis.').regex(
  /^\+?[0-9][0-9 .-]{6,18}[0-9]$/,
  'Numéro de téléphone invalide (chiffres, espaces, « + » en tête).',
);

/** The fields the form and the API share (spec section 3's registration payload). */
const registrationFields = {
  userName: userNameSchema,
  /** One of the countries of the form's list (those we deliver to), nothing else. */
  pays: countrySchema,
  ville: citySchema,
  telephone: telephoneSchema,
  email: emailSchema,
  typeCompte: z.enum(SELF_SERVICE_ACCOUNT_TYPES, 'Le type de compte est requis.'),
  password: passwordSchema,
};

/** The seller's shop name; empty or absent: « Boutique de <nom> ». */
const instituteNameSchema = withoutHealthClaims(
  text().max(MAX_LENGTH.shopName, tooLongMessage('Le nom de la boutique', MAX_LENGTH.shopName)),
).optional();

/** The registration page's form: the payload's fields and the password typed twice. */
export const registrationFormSchema = z
  .object({
    ...registrationFields,
    instituteName: instituteNameSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  });

/**
 * `POST /api/users/register`: the spec's payload, nothing more. Unknown fields (`role`,
 * `isAdmin`…) are refused rather than silently dropped, so nobody believes they were stored.
 */
export const registrationPayloadSchema = z.strictObject(
  {
    ...registrationFields,
    instituteName: instituteNameSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Champ non autorisé : ${issue.keys.join(', ')}.`
        : undefined,
  },
);

export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

export const ADMIN_REGISTRATION_REFUSED =
  'La création de comptes administrateurs est réservée à l’équipe.';
export const DUPLICATE_EMAIL_MESSAGE = 'Un compte existe déjà avec cet e-mail.';
export const DUPLICATE_PHONE_MESSAGE = 'Un compte existe déjà avec ce numéro de téléphone.';
export const LOGIN_FAILED_MESSAGE = 'E-mail, téléphone ou mot de passe incorrect.';
export const SESSION_INVALID_MESSAGE = 'Session expirée ou invalide. Veuillez vous reconnecter.';
export const ACCESS_DENIED_MESSAGE = 'Accès refusé.';
export const TOO_MANY_REGISTRATIONS_MESSAGE =
  'Trop de comptes créés depuis cette connexion : réessayez dans une heure.';
export const TOO_MANY_LOGIN_ATTEMPTS_MESSAGE =
  'Trop de tentatives de connexion. Réessayez dans quelques minutes.';

/** First French message per field of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

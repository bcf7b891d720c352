import { z } from 'zod';
import {
  PASSWORDS_DIFFER_MESSAGE,
  passwordSchema,
  telephoneSchema,
  userNameSchema,
} from './accounts.ts';
import { isCalendarDay } from './data-tables.ts';
import { emailSchema } from './newsletter.ts';
import { GENDERS, type Gender } from './shop-settings.ts';
import { withoutHealthClaims } from './health-claim-schema.ts';
import { healthContentProblem } from './health-claims.ts';
import { requiredText } from './text.ts';
import { MAX_LENGTH, tooLongMessage } from './text-lengths.ts';

// An account's own profile (issue 15 § 1, the seller settings' 'Mon Profil'; buyers reuse it):
// its details, a new e-mail address confirmed by a link, a new password. Shared by the panel,
// the API and the service so every entry point gives the same French messages.

export const PROFILE_SAVED_MESSAGE = 'Profil mis à jour avec succès !';
export const PHOTO_SAVED_MESSAGE = 'Photo de profil enregistrée.';
export const PHOTO_REMOVED_MESSAGE = 'Photo de profil retirée.';
export const PASSWORD_UPDATED_MESSAGE = 'Mot de passe mis à jour avec succès !';
export const WRONG_PASSWORD_MESSAGE = 'Mot de passe actuel incorrect.';
export const SAME_PASSWORD_MESSAGE = 'Le nouveau mot de passe doit être différent de l’actuel.';
export const TOO_MANY_PASSWORD_FAILURES_MESSAGE =
  'Trop de mots de passe incorrects. Réessayez dans quelques minutes.';
export const SAME_EMAIL_MESSAGE = 'C’est déjà l’adresse e-mail de votre compte.';
export const EMAIL_LINK_INVALID_MESSAGE =
  'Ce lien de confirmation est invalide, a expiré ou a déjà été utilisé.';
export const EMAIL_CONFIRMED_MESSAGE =
  'Votre nouvelle adresse e-mail est confirmée : utilisez-la désormais pour vous connecter.';
export const ADDRESS_CONFIRMED_MESSAGE = 'Votre adresse e-mail est confirmée, merci !';
/** Said after a confirmation that brought orders placed without an account into the account. */
export const guestOrdersAttachedMessage = (count: number) =>
  count === 1
    ? 'Une commande passée sans compte avec cette adresse est maintenant dans votre historique.'
    : `${count} commandes passées sans compte avec cette adresse sont maintenant dans votre historique.`;
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Votre adresse e-mail est déjà confirmée.';
export const confirmationSentAgainMessage = (email: string) =>
  `Un nouveau lien de confirmation a été envoyé à ${email}. Ouvrez-le pour confirmer votre adresse.`;
export const TOO_MANY_CONFIRMATION_LINKS_MESSAGE =
  'Vous avez demandé plusieurs liens de confirmation : réessayez dans une heure.';
export const emailChangeSentMessage = (newEmail: string) =>
  `Un lien de confirmation a été envoyé à ${newEmail}. Votre adresse changera une fois ce lien ouvert.`;

/** How long the link sent to a new address confirms it. */
export const EMAIL_CHANGE_VALIDITY_HOURS = 24;

/** Younger than this, or older than the oldest age on record, is a typing mistake. */
export const MIN_AGE = 13;
export const MAX_AGE = 120;
const BIRTHDAY_INVALID_MESSAGE = 'Date de naissance invalide (jour, mois, année).';
const BIRTHDAY_FUTURE_MESSAGE = 'La date de naissance ne peut pas être dans le futur.';
const BIRTHDAY_AGE_MESSAGE = `Date de naissance invalide : l’âge doit être entre ${MIN_AGE} et ${MAX_AGE} ans.`;

/** The calendar day `years` years before today (UTC), as YYYY-MM-DD. */
function yearsAgo(years: number, now = new Date()): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/** Optional: empty means not given. Refusals in the order a person fixes them. */
const birthdaySchema = z
  .string({ error: BIRTHDAY_INVALID_MESSAGE })
  .trim()
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDay(value), {
    error: BIRTHDAY_INVALID_MESSAGE,
    abort: true,
  })
  .refine((value) => value === null || value <= yearsAgo(0), {
    error: BIRTHDAY_FUTURE_MESSAGE,
    abort: true,
  })
  .refine(
    (value) => value === null || (value <= yearsAgo(MIN_AGE) && value >= yearsAgo(MAX_AGE)),
    BIRTHDAY_AGE_MESSAGE,
  );

const FIRST_NAME_REQUIRED_MESSAGE = 'Le prénom est requis.';
const LAST_NAME_REQUIRED_MESSAGE = 'Le nom est requis.';
const FULL_NAME_TOO_LONG_MESSAGE = `Le prénom et le nom ensemble ne doivent pas dépasser ${MAX_LENGTH.name} caractères.`;

/**
 * `PUT /api/compte/profil` and the panel: the e-mail is changed apart, by a confirmed link.
 * A seller gives one full name (`userName`, the spec's seller profile); a buyer gives
 * `firstName` and `lastName` (the spec's buyer profile), joined into the account's name.
 */
export const profileInputSchema = z
  .strictObject({
    userName: userNameSchema.optional(),
    // Each part alone, then both together below: pages show the name the two make.
    firstName: withoutHealthClaims(
      requiredText(FIRST_NAME_REQUIRED_MESSAGE).max(
        MAX_LENGTH.name,
        tooLongMessage('Le prénom', MAX_LENGTH.name),
      ),
    ).optional(),
    lastName: withoutHealthClaims(
      requiredText(LAST_NAME_REQUIRED_MESSAGE).max(
        MAX_LENGTH.name,
        tooLongMessage('Le nom', MAX_LENGTH.name),
      ),
    ).optional(),
    telephone: telephoneSchema,
    birthday: birthdaySchema,
    gender: z.enum(GENDERS, 'Genre invalide : Homme, Femme ou Autre.').nullable(),
  })
  .superRefine(({ userName, firstName, lastName }, context) => {
    const refuse = (field: string, message: string) =>
      context.addIssue({ code: 'custom', path: [field], message });
    if (firstName === undefined && lastName === undefined) {
      if (userName === undefined) refuse('userName', 'Le nom est requis.');
      return;
    }
    if (firstName === undefined) refuse('firstName', FIRST_NAME_REQUIRED_MESSAGE);
    if (lastName === undefined) refuse('lastName', LAST_NAME_REQUIRED_MESSAGE);
    if (!firstName || !lastName) return;
    const fullName = joinName(firstName, lastName);
    if (fullName.length > MAX_LENGTH.name) refuse('lastName', FULL_NAME_TOO_LONG_MESSAGE);
    // « Soigne » « les boutons »: a claim only once joined (each part alone passed).
    const claim = healthContentProblem(fullName);
    if (claim && !healthContentProblem(firstName) && !healthContentProblem(lastName)) {
      refuse('lastName', claim);
    }
  })
  .transform(({ userName, firstName, lastName, ...details }) =>
    firstName !== undefined && lastName !== undefined
      ? { ...details, userName: joinName(firstName, lastName), firstName, lastName }
      : // A full name typed whole: the parts are guessed from it again when shown.
        { ...details, userName: userName ?? '', firstName: null, lastName: null },
  );
export type ProfileInput = z.output<typeof profileInputSchema>;

/** The account's name, as everything shows it, from the buyer's two fields. */
export function joinName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`;
}

/**
 * The parts of a name saved whole (at sign-up, or by an older profile): the first word is taken
 * for the first name, the rest for the last name. The buyer corrects them once, then they stay.
 */
export function guessNameParts(userName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = userName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export interface Profile {
  userName: string;
  /** The buyer profile's: as saved, else guessed from userName (guessNameParts). */
  firstName: string;
  lastName: string;
  email: string;
  /** E.164; null only for admins created from the command line. */
  telephone: string | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  gender: Gender | null;
  /** Address of the photo under /uploads/ (buyers' side profile); null: none. */
  photoUrl: string | null;
  /** The new address waiting for its link to be opened, if any. */
  pendingEmail: string | null;
  /** Whether `email` was proved the account's by a link mailed to it. */
  emailConfirmed: boolean;
}

const PHOTO_INVALID_MESSAGE = 'Photo invalide : envoyez-la d’abord (POST /api/compte/photo).';

/** `PUT /api/compte/photo` and the settings screen: a photo our image pipeline stored, or null. */
export const photoInputSchema = z.strictObject({
  photoUrl: z
    .string({ error: PHOTO_INVALID_MESSAGE })
    .regex(/^\/uploads\/accounts\/[0-9a-f-]{36}\.webp$/, PHOTO_INVALID_MESSAGE)
    .nullable(),
});
export type PhotoInput = z.output<typeof photoInputSchema>;

const currentPasswordSchema = z
  .string({ error: 'Mot de passe actuel requis' })
  .min(1, 'Mot de passe actuel requis')
  .max(MAX_LENGTH.password, WRONG_PASSWORD_MESSAGE);

/** Asking for the confirming link again: nothing to say but the request. */
export const emailConfirmationAgainSchema = z.strictObject({});

export const emailChangeSchema = z.strictObject({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type EmailChangeInput = z.output<typeof emailChangeSchema>;

export const emailConfirmationSchema = z.strictObject({
  /** The link's token: 32 random bytes in base64url (43 characters). */
  token: z
    .string({ error: EMAIL_LINK_INVALID_MESSAGE })
    .min(1, EMAIL_LINK_INVALID_MESSAGE)
    .max(200, EMAIL_LINK_INVALID_MESSAGE),
});

export const passwordChangeSchema = z
  .strictObject({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER_MESSAGE }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER_MESSAGE,
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: SAME_PASSWORD_MESSAGE,
  });
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

import { z } from 'zod';
import { MAX_LENGTH } from './text-lengths.ts';

// 'Sécurité et confidentialité' (spec section 3's Security, issue 19): two-factor sign-in with an
// authenticator app, the account's sessions, the privacy of a seller's contact details, the
// export and the deletion of the account. Shared by the panel, its route actions and the API.

export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Saisissez le code à 6 chiffres de votre application d’authentification.';
export const TWO_FACTOR_INVALID_MESSAGE = 'Code incorrect ou déjà utilisé.';
export const TWO_FACTOR_ENABLED_MESSAGE = 'Double authentification activée !';
export const TWO_FACTOR_DISABLED_MESSAGE = 'Double authentification désactivée.';
export const TWO_FACTOR_NOT_STARTED_MESSAGE =
  'Commencez par afficher le QR code, puis saisissez le code de l’application.';
export const TWO_FACTOR_ALREADY_ENABLED_MESSAGE = 'La double authentification est déjà activée.';
export const SESSION_ENDED_MESSAGE = 'Session déconnectée !';
export const OTHER_SESSIONS_ENDED_MESSAGE = 'Vos autres sessions sont déconnectées.';
export const SESSION_NOT_FOUND_MESSAGE = 'Session introuvable.';
export const CURRENT_SESSION_MESSAGE =
  'C’est la session de cet appareil : utilisez « Déconnexion » pour la fermer.';
export const PRIVACY_SAVED_MESSAGE = 'Paramètres enregistrés avec succès !';
export const ACCOUNT_DELETION_CONFIRMATION =
  'Êtes-vous sûr de vouloir supprimer votre compte ? Cette action est irréversible.';
export const ACCOUNT_DELETED_MESSAGE = 'Compte supprimé !';
export const OPEN_ORDERS_BLOCK_DELETION_MESSAGE =
  'Votre boutique a encore des commandes en attente ou en cours : livrez-les ou annulez-les avant de supprimer votre compte.';
export const LAST_ADMIN_MESSAGE =
  'Vous êtes le dernier administrateur : nommez-en un autre avant de supprimer ce compte.';
/** Where a session's place cannot be told: no geolocation source is configured. */
export const UNKNOWN_PLACE = 'inconnu';
/** The name orders, invoices and reviews keep once their account is deleted. */
export const DELETED_ACCOUNT_NAME = 'Compte supprimé';

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
export const secondFactorCodeSchema = z
  .string({ error: TWO_FACTOR_REQUIRED_MESSAGE })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_REQUIRED_MESSAGE)
      .max(32, TWO_FACTOR_INVALID_MESSAGE)
      .regex(/^[0-9a-z-]+$/, TWO_FACTOR_INVALID_MESSAGE),
  );

/** Confirms the enrolment: a code computed by the app from the shown secret. */
export const twoFactorConfirmSchema = z.object({ code: secondFactorCodeSchema });
export type TwoFactorConfirmInput = z.output<typeof twoFactorConfirmSchema>;

const WRONG_PASSWORD = 'Mot de passe actuel incorrect.';

/** Disabling two-factor sign-in, deleting the account: the password asked again. */
export const passwordConfirmSchema = z.object({
  password: z
    .string({ error: 'Le mot de passe est requis.' })
    .min(1, 'Le mot de passe est requis.')
    .max(MAX_LENGTH.password, WRONG_PASSWORD),
});
export type PasswordConfirmInput = z.output<typeof passwordConfirmSchema>;

export const privacySchema = z.object({ showEmail: z.boolean(), showPhone: z.boolean() });
export type Privacy = z.output<typeof privacySchema>;

export const sessionIdSchema = z.object({
  sessionId: z.uuid({ error: SESSION_NOT_FOUND_MESSAGE }),
});

/** What enrolment shows once: the secret to type, and the same as a QR code. */
export interface TwoFactorEnrolment {
  secret: string;
  /** The `otpauth://` address the QR code holds. */
  uri: string;
  /** The QR code as an SVG data URL, drawn on the server. */
  qrCode: string;
}

/** One signed-in device of the account, as the sessions list shows it. */
export interface AccountSession {
  id: string;
  /** « Android · Chrome 140 », from the user agent; « Appareil inconnu » without one. */
  device: string;
  /** Approximate place; `UNKNOWN_PLACE` when no source tells it. */
  place: string;
  /** ISO dates. */
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface SecurityOverview {
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  sessions: AccountSession[];
  /** Sellers only: whether their boutique page shows their e-mail and phone. */
  privacy: Privacy | null;
}

import { PAYMENT_PREFERENCE_SAVED_MESSAGE, type PaymentPreference } from '#common/addresses.ts';
import { DUPLICATE_EMAIL_MESSAGE, DUPLICATE_PHONE_MESSAGE } from '#common/accounts.ts';
import { formatPhone, PHONE_INVALID_MESSAGE, toE164 } from '#common/phone.ts';
import {
  ADDRESS_CONFIRMED_MESSAGE,
  confirmationSentAgainMessage,
  EMAIL_ALREADY_CONFIRMED_MESSAGE,
  EMAIL_CHANGE_VALIDITY_HOURS,
  EMAIL_CONFIRMED_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
  emailChangeSentMessage,
  guessNameParts,
  PASSWORD_UPDATED_MESSAGE,
  PHOTO_REMOVED_MESSAGE,
  PHOTO_SAVED_MESSAGE,
  PROFILE_SAVED_MESSAGE,
  guestOrdersAttachedMessage,
  SAME_EMAIL_MESSAGE,
  TOO_MANY_CONFIRMATION_LINKS_MESSAGE,
  TOO_MANY_PASSWORD_FAILURES_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  type EmailChangeInput,
  type PasswordChangeInput,
  type PhotoInput,
  type Profile,
  type ProfileInput,
} from '#common/profile.ts';
import { describeChanges, shown, type SettingsHistoryEntry } from '#common/settings-history.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import {
  confirmationAgainMail,
  confirmationLink,
  newEmailConfirmation,
} from '#modules/accounts/email-confirmation.ts';
import { hashResetToken } from '#modules/accounts/password-reset-token.ts';
import { hashPassword, verifyPassword } from '#modules/auth/password.ts';
import { Conflict, NotFound, Validation } from '#modules/errors.ts';
import { composeMail, mailButton } from '#modules/mail/mail-layout.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import type { SharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';

export interface ProfileDependencies {
  repository: ProfileRepository;
  outbox: OutboxNudge;
  rateLimits: SharedRateLimits;
  /** The site's configured address (PUBLIC_URL): links never trust a request's Host header. */
  publicUrl: string;
  brandName: string;
  now?: () => Date;
}

/** The signed-in account acting on its own profile: only its own, by construction. */
type Self = Pick<CurrentAccount, 'id' | 'userName' | 'email' | 'sessionId'>;

// Wrong current passwords are guesses as much as wrong logins are: the same budget per account.
const PASSWORD_FAILURES = { max: 5, windowSeconds: 15 * 60 };

// Links sent again on request, per account and per address: enough for a lost or late mail,
// too few to make the site mail anyone's inbox over and over.
const CONFIRMATION_LINKS = { max: 3, windowSeconds: 60 * 60 };

const LABELS: Record<keyof ProfileRow, string> = {
  userName: 'Nom complet',
  firstName: 'Prénom',
  lastName: 'Nom',
  telephone: 'Téléphone',
  birthday: 'Date de naissance',
  gender: 'Genre',
};

const ACCOUNT_GONE = 'Compte introuvable.';

/** The history's values as the panel shows them: a birthday as 31/12/1990, a phone spaced. */
function shownAs(field: keyof ProfileRow, value: unknown): string {
  if (typeof value === 'string' && field === 'birthday')
    return value.split('-').reverse().join('/');
  if (typeof value === 'string' && field === 'telephone') return formatPhone(value);
  return shown(value);
}

export function createProfileService({
  repository,
  outbox,
  rateLimits,
  publicUrl,
  brandName,
  now = () => new Date(),
}: ProfileDependencies) {
  const failures = rateLimits.counter('profil-echecs', PASSWORD_FAILURES);
  const linksSentAgain = rateLimits.counter('liens-confirmation-email', CONFIRMATION_LINKS);
  const brand = { brandName, publicUrl };

  async function stored(account: Pick<Self, 'id'>) {
    const row = await repository.find(account.id);
    if (!row) throw new NotFound(ACCOUNT_GONE);
    return row;
  }

  /** Refuses beside `field` unless `password` is the account's; failures count against it. */
  async function checkPassword(account: Self, password: string, field: string) {
    const keys = [`compte:${account.id}`];
    await failures.refuseWhileExhausted(keys, TOO_MANY_PASSWORD_FAILURES_MESSAGE);
    const { passwordHash } = await stored(account);
    if (!(await verifyPassword(password, passwordHash))) {
      await failures.record(keys);
      throw Validation.field(field, WRONG_PASSWORD_MESSAGE);
    }
  }

  return {
    async get(account: Pick<Self, 'id'>): Promise<Profile> {
      const row = await stored(account);
      const { userName, email, telephone, birthday, gender, photoUrl } = row;
      const names =
        row.firstName !== null && row.lastName !== null
          ? { firstName: row.firstName, lastName: row.lastName }
          : guessNameParts(userName);
      const pending = await repository.pendingEmail(account.id, now());
      return {
        userName,
        ...names,
        email,
        telephone,
        birthday,
        gender,
        photoUrl,
        // A link to the account's own address confirms it; it changes nothing.
        pendingEmail: pending === email ? null : pending,
        emailConfirmed: row.emailConfirmedAt !== null,
      };
    },

    /** The photo's address, for the dashboard's side profile; null without one. */
    async photo(account: Pick<Self, 'id'>): Promise<string | null> {
      return (await stored(account)).photoUrl;
    },

    /**
     * The buyer's photo, already stored by the image pipeline (core/uploads); null removes it.
     * Input checked by `photoInputSchema`.
     */
    async setPhoto(account: Pick<Self, 'id'>, { photoUrl }: PhotoInput): Promise<string> {
      await repository.setPhoto(account.id, photoUrl);
      return photoUrl ? PHOTO_SAVED_MESSAGE : PHOTO_REMOVED_MESSAGE;
    },

    /** What the checkout preselects; the shops of each cart still decide what they take. */
    paymentPreference(account: Pick<Self, 'id'>): Promise<PaymentPreference> {
      return repository.paymentPreference(account.id);
    },

    /** Input checked by `paymentPreferenceSchema`. */
    async setPaymentPreference(
      account: Pick<Self, 'id'>,
      preference: PaymentPreference,
    ): Promise<string> {
      await repository.setPaymentPreference(account.id, preference);
      return PAYMENT_PREFERENCE_SAVED_MESSAGE;
    },

    /** The profile's latest changes, told in the shop's history (sellers). */
    history(account: Pick<CurrentAccount, 'boutiqueId'>): Promise<SettingsHistoryEntry[]> {
      return account.boutiqueId === null
        ? Promise.resolve([])
        : repository.history(account.boutiqueId);
    },

    /** Input checked by `profileInputSchema`; the phone is read in the account's country. */
    async update(account: Pick<Self, 'id' | 'userName'>, input: ProfileInput): Promise<string> {
      const before = await stored(account);
      const telephone = toE164(input.telephone, before.pays);
      if (!telephone) throw Validation.field('telephone', PHONE_INVALID_MESSAGE);
      const after: ProfileRow = { ...input, telephone };
      // Named as they now are: the history tells who changed it, under the new name too.
      const changes = describeChanges<ProfileRow>(LABELS, before, after, shownAs);
      if (!(await repository.update(account, after, changes))) {
        throw new Conflict(DUPLICATE_PHONE_MESSAGE, [
          { field: 'telephone', message: DUPLICATE_PHONE_MESSAGE },
        ]);
      }
      return PROFILE_SAVED_MESSAGE;
    },

    /**
     * Mails a link to the new address (only its hash is stored) and a notice to the current one;
     * the address changes when the link is opened. Input checked by `emailChangeSchema`.
     */
    async requestEmailChange(account: Self, input: EmailChangeInput): Promise<string> {
      await checkPassword(account, input.password, 'password');
      const { email, userName } = await stored(account);
      if (input.newEmail === email) throw Validation.field('newEmail', SAME_EMAIL_MESSAGE);
      if (await repository.emailTaken(input.newEmail)) {
        throw new Conflict(DUPLICATE_EMAIL_MESSAGE, [
          { field: 'newEmail', message: DUPLICATE_EMAIL_MESSAGE },
        ]);
      }
      const { token, confirmation } = newEmailConfirmation(account.id, input.newEmail, now());
      const hello = `Bonjour ${userName.replace(/\s+/g, ' ')},`;
      const link = confirmationLink(publicUrl, token);
      await repository.requestEmailConfirmation(confirmation, [
        composeMail(
          {
            to: input.newEmail,
            subject: `Confirmez votre nouvelle adresse e-mail — ${brandName}`,
          },
          [
            hello,
            '',
            `Pour que votre compte ${brandName} utilise désormais cette adresse, ouvrez ce lien dans les ${EMAIL_CHANGE_VALIDITY_HOURS} heures et confirmez :`,
            '',
            mailButton('Confirmer cette adresse', link, [link]),
            '',
            'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne changera.',
          ],
          brand,
        ),
        composeMail(
          { to: email, subject: `Changement d’adresse e-mail demandé — ${brandName}` },
          [
            hello,
            '',
            `Il a été demandé que votre compte ${brandName} utilise désormais l’adresse ${input.newEmail}.`,
            'Elle ne remplacera la vôtre qu’une fois confirmée depuis cette nouvelle adresse.',
            '',
            'Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe sans attendre.',
          ],
          brand,
        ),
      ]);
      outbox.nudge();
      return emailChangeSentMessage(input.newEmail);
    },

    /**
     * Mails the account's own address a new confirming link (the sign-up's may be lost or
     * expired), at most a few an hour per account and per address (shared limits).
     */
    async resendEmailConfirmation(account: Pick<Self, 'id'>): Promise<string> {
      const { email, userName, emailConfirmedAt } = await stored(account);
      if (emailConfirmedAt !== null) throw new Conflict(EMAIL_ALREADY_CONFIRMED_MESSAGE);
      const keys = [`compte:${account.id}`, `email:${email}`];
      await linksSentAgain.refuseWhileExhausted(keys, TOO_MANY_CONFIRMATION_LINKS_MESSAGE);
      await linksSentAgain.record(keys);
      const { token, confirmation } = newEmailConfirmation(account.id, email, now());
      const link = confirmationLink(publicUrl, token);
      await repository.requestEmailConfirmation(confirmation, [
        confirmationAgainMail({ userName, email }, link, brand),
      ]);
      outbox.nudge();
      return confirmationSentAgainMessage(email);
    },

    /**
     * The link's page posts its token here; opening the link alone changes nothing. Confirming
     * brings the address's guest orders into the account, and says so.
     */
    async confirmEmail(token: string): Promise<string> {
      const confirmed = await repository.confirmEmail(hashResetToken(token), now());
      if (confirmed.outcome === 'taken') throw new Conflict(DUPLICATE_EMAIL_MESSAGE);
      if (confirmed.outcome !== 'confirmed') throw new Validation(EMAIL_LINK_INVALID_MESSAGE);
      const message = confirmed.changed ? EMAIL_CONFIRMED_MESSAGE : ADDRESS_CONFIRMED_MESSAGE;
      return confirmed.attachedOrders > 0
        ? `${message} ${guestOrdersAttachedMessage(confirmed.attachedOrders)}`
        : message;
    },

    /** Every other device is signed out at once; this one stays. */
    async changePassword(account: Self, input: PasswordChangeInput): Promise<string> {
      await checkPassword(account, input.currentPassword, 'currentPassword');
      await repository.changePassword(
        account.id,
        await hashPassword(input.newPassword),
        account.sessionId,
      );
      return PASSWORD_UPDATED_MESSAGE;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

import { EMAIL_CHANGE_VALIDITY_HOURS } from '#common/profile.ts';
import { composeMail, mailButton, type MailBrand } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { hashResetToken, newResetToken } from './password-reset-token.ts';

// The link that proves an e-mail address is its account's (/confirmer-email/{token}): mailed at
// sign-up with the welcome, again on request, and to the new address of an e-mail change. One
// table (email_changes) and one page for all three: opening a link and confirming sets the
// account's address to the one it was sent to and marks it confirmed.

/** A link to write: only its hash is stored, the token goes in the mail. */
export interface EmailConfirmation {
  accountId: number;
  /** The address the link is sent to, which the account will have once it is confirmed. */
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

export function newEmailConfirmation(
  accountId: number,
  email: string,
  now: Date,
): { token: string; confirmation: EmailConfirmation } {
  const token = newResetToken();
  return {
    token,
    confirmation: {
      accountId,
      newEmail: email,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALIDITY_HOURS * 3_600_000),
    },
  };
}

export function confirmationLink(publicUrl: string, token: string): string {
  return new URL(`/confirmer-email/${token}`, publicUrl).toString();
}

const hello = (userName: string) => `Bonjour ${userName.replace(/\s+/g, ' ')},`;

/** What confirming does for the account, said in the welcome and in a link sent again. */
function confirmationLines(link: string): (string | ReturnType<typeof mailButton>)[] {
  return [
    `Confirmez que cette adresse est bien la vôtre en ouvrant ce lien dans les ${EMAIL_CHANGE_VALIDITY_HOURS} heures :`,
    '',
    mailButton('Confirmer mon adresse', link, [link]),
    '',
    'Vous pouvez commander sans attendre. Une fois l’adresse confirmée, les commandes passées sans compte avec cette adresse rejoignent votre historique.',
    '',
    'Si vous n’avez pas créé ce compte, ignorez ce message : l’adresse ne sera pas confirmée.',
  ];
}

/** The sign-up's e-mail: welcome, and the link that confirms the address. */
export function welcomeMail(
  to: { userName: string; email: string },
  link: string,
  brand: MailBrand,
): OutgoingMail {
  return composeMail(
    { to: to.email, subject: `Bienvenue sur ${brand.brandName} : confirmez votre adresse e-mail` },
    [
      hello(to.userName),
      '',
      `Votre compte ${brand.brandName} est créé.`,
      ...confirmationLines(link),
      '',
      `L’équipe ${brand.brandName}`,
    ],
    brand,
  );
}

/** The link asked for again from the account's profile. */
export function confirmationAgainMail(
  to: { userName: string; email: string },
  link: string,
  brand: MailBrand,
): OutgoingMail {
  return composeMail(
    { to: to.email, subject: `Confirmez votre adresse e-mail — ${brand.brandName}` },
    [hello(to.userName), '', ...confirmationLines(link), '', `L’équipe ${brand.brandName}`],
    brand,
  );
}

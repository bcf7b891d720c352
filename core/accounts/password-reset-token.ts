import { contactPageUrl } from '#common/contact.ts';
import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_VALIDITY_MINUTES } from '#common/password-reset.ts';
import { composeMail, mailButton, type MailBrand } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';

/** 32 random bytes, base64url: what the link carries and only the user ever sees. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table gives no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function resetExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_LINK_VALIDITY_MINUTES * 60_000);
}

/** `baseUrl` is the site's origin, e.g. "https://baobab.example" (no trailing slash needed). */
export function resetLink(baseUrl: string, token: string): string {
  const url = new URL('/reinitialiser-mot-de-passe', baseUrl);
  url.searchParams.set('jeton', token);
  return url.toString();
}

/**
 * The link's e-mail: the brand in the subject (a mailbox holds many such mails), one sentence
 * per line (mail clients wrap lines themselves), and where to ask for help.
 */
export function resetMail(
  to: { userName: string; email: string },
  link: string,
  brand: MailBrand,
): OutgoingMail {
  const { brandName, publicUrl } = brand;
  return composeMail(
    { to: to.email, subject: `Réinitialisation de votre mot de passe — ${brandName}` },
    [
      `Bonjour ${to.userName.replace(/\s+/g, ' ')},`,
      '',
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${brandName}.`,
      `Pour en choisir un nouveau, ouvrez ce lien dans les ${RESET_LINK_VALIDITY_MINUTES} minutes :`,
      '',
      mailButton('Choisir un nouveau mot de passe', link, [link]),
      '',
      'Ce lien ne fonctionne qu’une seule fois.',
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.',
      '',
      `Besoin d’aide ? Écrivez-nous : ${contactPageUrl(publicUrl)}`,
      '',
      `L’équipe ${brandName}`,
    ],
    brand,
  );
}

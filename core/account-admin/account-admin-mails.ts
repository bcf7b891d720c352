import { contactPageUrl } from '../../common/contact.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

// What the team's decisions on an account or a boutique tell its owner, in plain text.

interface MailContext {
  brandName: string;
  /** The site's address, for the contact page. */
  publicUrl: string;
}

const contactLine = ({ publicUrl }: MailContext) =>
  `Pour toute question, écrivez à l’équipe depuis la page Contact : ${contactPageUrl(publicUrl)}`;

const signature = ({ brandName }: MailContext) => `L’équipe ${brandName}`;

export function suspensionMail(
  account: { userName: string; email: string; seller: boolean },
  reason: string,
  context: MailContext,
): OutgoingMail {
  return {
    to: account.email,
    subject: `Votre compte ${context.brandName} est suspendu`,
    text: [
      `Bonjour ${account.userName},`,
      '',
      `L’équipe ${context.brandName} a suspendu votre compte : vous ne pouvez plus vous connecter.`,
      `Raison : ${reason}`,
      ...(account.seller
        ? [
            '',
            'Votre boutique et ses produits ne sont plus visibles sur le site. Vos clients voient toujours leurs commandes en cours.',
          ]
        : []),
      '',
      contactLine(context),
      '',
      signature(context),
    ].join('\n'),
  };
}

export function reactivationMail(
  account: { userName: string; email: string; seller: boolean },
  context: MailContext,
): OutgoingMail {
  return {
    to: account.email,
    subject: `Votre compte ${context.brandName} est réactivé`,
    text: [
      `Bonjour ${account.userName},`,
      '',
      `L’équipe ${context.brandName} a réactivé votre compte : vous pouvez vous connecter de nouveau.`,
      ...(account.seller ? ['Votre boutique et ses produits sont de nouveau visibles.'] : []),
      '',
      signature(context),
    ].join('\n'),
  };
}

export function approvalMail(
  seller: { userName: string; email: string },
  boutique: string,
  context: MailContext,
): OutgoingMail {
  return {
    to: seller.email,
    subject: `Votre boutique « ${boutique} » est approuvée`,
    text: [
      `Bonjour ${seller.userName},`,
      '',
      `L’équipe ${context.brandName} a approuvé votre boutique « ${boutique} » : vos produits en vente sont désormais visibles sur le site.`,
      '',
      signature(context),
    ].join('\n'),
  };
}

export function refusalMail(
  seller: { userName: string; email: string },
  boutique: string,
  reason: string,
  context: MailContext,
): OutgoingMail {
  return {
    to: seller.email,
    subject: `Votre boutique « ${boutique} » n’a pas été approuvée`,
    text: [
      `Bonjour ${seller.userName},`,
      '',
      `L’équipe ${context.brandName} n’a pas approuvé votre boutique « ${boutique} » : ses produits ne sont pas visibles sur le site.`,
      `Raison : ${reason}`,
      '',
      contactLine(context),
      '',
      signature(context),
    ].join('\n'),
  };
}

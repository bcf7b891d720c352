import { contactPageUrl } from '#common/contact.ts';
import { composeMail, mailButton, type MailBrand } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';

// What the team's decisions on an account or a boutique tell its owner (decision 037's layout).

/** Where to ask: the contact page, a button in the HTML. */
const contactLine = ({ publicUrl }: MailBrand) =>
  mailButton('Écrire à l’équipe', contactPageUrl(publicUrl), [
    `Pour toute question, écrivez à l’équipe depuis la page Contact : ${contactPageUrl(publicUrl)}`,
  ]);

const signature = ({ brandName }: MailBrand) => `L’équipe ${brandName}`;

export function suspensionMail(
  account: { userName: string; email: string; seller: boolean },
  reason: string,
  context: MailBrand,
): OutgoingMail {
  return composeMail(
    { to: account.email, subject: `Votre compte ${context.brandName} est suspendu` },
    [
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
    ],
    context,
  );
}

export function reactivationMail(
  account: { userName: string; email: string; seller: boolean },
  context: MailBrand,
): OutgoingMail {
  return composeMail(
    { to: account.email, subject: `Votre compte ${context.brandName} est réactivé` },
    [
      `Bonjour ${account.userName},`,
      '',
      `L’équipe ${context.brandName} a réactivé votre compte : vous pouvez vous connecter de nouveau.`,
      ...(account.seller ? ['Votre boutique et ses produits sont de nouveau visibles.'] : []),
      '',
      signature(context),
    ],
    context,
  );
}

export function approvalMail(
  seller: { userName: string; email: string },
  boutique: string,
  context: MailBrand,
): OutgoingMail {
  return composeMail(
    { to: seller.email, subject: `Votre boutique « ${boutique} » est approuvée` },
    [
      `Bonjour ${seller.userName},`,
      '',
      `L’équipe ${context.brandName} a approuvé votre boutique « ${boutique} » : vos produits en vente sont désormais visibles sur le site.`,
      '',
      signature(context),
    ],
    context,
  );
}

export function refusalMail(
  seller: { userName: string; email: string },
  boutique: string,
  reason: string,
  context: MailBrand,
): OutgoingMail {
  return composeMail(
    { to: seller.email, subject: `Votre boutique « ${boutique} » n’a pas été approuvée` },
    [
      `Bonjour ${seller.userName},`,
      '',
      `L’équipe ${context.brandName} n’a pas approuvé votre boutique « ${boutique} » : ses produits ne sont pas visibles sur le site.`,
      `Raison : ${reason}`,
      '',
      // What to do next: approving puts a refused boutique back, after a new look.
      'Et maintenant ? Corrigez ce qui est indiqué depuis votre espace vendeur (Paramètres › Boutique : description, logo, ville, produits), puis écrivez à l’équipe pour qu’elle examine votre boutique de nouveau.',
      '',
      contactLine(context),
      '',
      signature(context),
    ],
    context,
  );
}

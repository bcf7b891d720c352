import { contactPageUrl } from '#common/contact.ts';
import {
  INVITATION_VALIDITY_DAYS,
  TEAM_ROLE_DESCRIPTIONS,
  type TeamRole,
} from '#common/shop-team.ts';
import { composeMail, mailButton, type MailBrand } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import { ofName } from '#common/french-elision.ts';

/** Where the e-mailed link leads: the page that accepts the invitation. */
export function invitationLink(publicUrl: string, token: string): string {
  return new URL(`/invitation-equipe/${token}`, publicUrl).toString();
}

/** The invitation: who invites, to which boutique, with which role; a button to accept. */
export function invitationMail(
  invitation: { fullName: string; email: string; role: TeamRole; boutiqueName: string },
  invitedBy: string,
  link: string,
  brand: MailBrand,
): OutgoingMail {
  const { brandName, publicUrl } = brand;
  return composeMail(
    {
      to: invitation.email,
      subject: `Invitation à rejoindre l’équipe ${ofName(invitation.boutiqueName)} — ${brandName}`,
    },
    [
      `Bonjour ${invitation.fullName.replace(/\s+/g, ' ')},`,
      '',
      `${invitedBy} vous invite à rejoindre l’équipe de la boutique ${invitation.boutiqueName} sur ${brandName}, avec le rôle ${invitation.role} (${TEAM_ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}).`,
      `Pour accepter, ouvrez ce lien dans les ${INVITATION_VALIDITY_DAYS} jours :`,
      '',
      mailButton('Accepter l’invitation', link, [link]),
      '',
      'Vous y choisirez votre mot de passe, ou vous donnerez celui de votre compte si vous en avez déjà un.',
      'Ce lien ne fonctionne qu’une seule fois.',
      'Si vous ne connaissez pas cette boutique, ignorez ce message.',
      '',
      `Besoin d’aide ? Écrivez-nous : ${contactPageUrl(publicUrl)}`,
      '',
      `L’équipe ${brandName}`,
    ],
    brand,
  );
}

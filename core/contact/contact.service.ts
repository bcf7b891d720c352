import type { Logger } from 'pino';
import {
  CONTACT_REPLY_DELAY,
  TOO_MANY_CONTACT_MESSAGES,
  type ContactMessage,
} from '#common/contact.ts';
import { formatFrenchDateTime } from '#common/french-format.ts';
import { composeMail, type MailBrand } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import {
  senderKeys,
  type SenderLimits,
  type SharedRateLimits,
} from '#modules/rate-limits/shared-rate-limits.ts';
import type { ContactRepository, StoredContactMessage } from './contact.repository.ts';

export interface ContactServiceDependencies {
  repository: ContactRepository;
  outbox: OutboxNudge;
  /** The team's address (CONTACT_EMAIL); without one, messages are only stored. */
  teamEmail: string | null;
  brandName: string;
  /** The site's address, for the e-mails' links. */
  publicUrl: string;
  logger: Pick<Logger, 'warn'>;
  rateLimits: SharedRateLimits;
}

/**
 * The form is public and acknowledges to the address typed: each address receives a few
 * acknowledgements an hour at most, and each client sends a few messages (issue 45, 1.6).
 */
const CONTACT_LIMITS: SenderLimits = {
  perAccount: { max: 3, windowSeconds: 60 * 60 },
  perAddress: { max: 5, windowSeconds: 60 * 60 },
};

function teamMail(
  to: string,
  message: ContactMessage,
  stored: StoredContactMessage,
  brand: MailBrand,
): OutgoingMail {
  // One line, whatever the visitor typed: the name goes into a header.
  const name = message.name.replace(/\s+/g, ' ');
  return composeMail(
    {
      to,
      replyTo: { name, address: message.email },
      subject: `Message de contact n° ${stored.id} : ${name}`,
    },
    [
      'Nouveau message reçu par le formulaire de contact du site.',
      '',
      `Nom : ${name}`,
      `E-mail : ${message.email}`,
      `Reçu le : ${formatFrenchDateTime(stored.createdAt, { month: 'long' })} (heure de Lomé)`,
      '',
      message.message,
      '',
      'Répondez directement à cet e-mail pour écrire à l’expéditeur.',
    ],
    brand,
  );
}

/**
 * The sender's acknowledgement: their message arrived, when to expect an answer, and where. It
 * repeats nothing they typed but their name, so the form cannot relay a text to any address.
 */
function acknowledgement(
  message: ContactMessage,
  brand: MailBrand,
  teamEmail: string | null,
): OutgoingMail {
  const { brandName } = brand;
  return composeMail(
    {
      to: message.email,
      ...(teamEmail ? { replyTo: { name: brandName, address: teamEmail } } : {}),
      subject: `Nous avons bien reçu votre message — ${brandName}`,
    },
    [
      `Bonjour ${message.name.replace(/\s+/g, ' ')},`,
      '',
      `Merci d’avoir écrit à ${brandName}. Votre message est bien arrivé : l’équipe vous répond ${CONTACT_REPLY_DELAY}, à cette adresse e-mail.`,
      '',
      'Pour une commande, gardez son numéro (BAO-…) à portée de main : il nous aide à vous répondre plus vite.',
      '',
      `L’équipe ${brandName}`,
    ],
    brand,
  );
}

export function createContactService({
  repository,
  outbox,
  teamEmail,
  brandName,
  publicUrl,
  logger,
  rateLimits,
}: ContactServiceDependencies) {
  const brand = { brandName, publicUrl };
  return {
    /**
     * Stores the message with its e-mails, to the team and the sender's acknowledgement, sent
     * from the outbox once stored (decision 034). The stored message is what counts: the team
     * finds it in the database whatever the mail server does.
     * Input already checked by `contactMessageSchema`; limited per address written to and
     * per client address (`clientIp`).
     */
    async send(message: ContactMessage, clientIp: string): Promise<{ id: number }> {
      await rateLimits.consume(
        'contact',
        senderKeys(`destinataire:${message.email}`, clientIp, CONTACT_LIMITS),
        TOO_MANY_CONTACT_MESSAGES,
      );
      const stored = await repository.insert(message, (written) => [
        ...(teamEmail ? [teamMail(teamEmail, message, written, brand)] : []),
        acknowledgement(message, brand, teamEmail),
      ]);
      if (!teamEmail) {
        logger.warn(
          { contactMessageId: stored.id },
          'Message de contact enregistré, sans e-mail : CONTACT_EMAIL non configuré',
        );
      }
      outbox.nudge();
      return { id: stored.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

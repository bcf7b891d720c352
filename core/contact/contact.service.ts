import type { Logger } from 'pino';
import { CONTACT_REPLY_DELAY, type ContactMessage } from '../../common/contact.ts';
import { tellAfterChange, type Mailer } from '../mail/mailer.ts';
import type { ContactRepository } from './contact.repository.ts';

export interface ContactServiceDependencies {
  repository: ContactRepository;
  mailer: Mailer;
  /** The team's address (CONTACT_EMAIL); without one, messages are only stored. */
  teamEmail: string | null;
  brandName: string;
  logger: Pick<Logger, 'error' | 'warn'>;
}

const receivedAt = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lome',
});

function teamMail(to: string, message: ContactMessage, stored: { id: number; createdAt: Date }) {
  // One line, whatever the visitor typed: the name goes into a header.
  const name = message.name.replace(/\s+/g, ' ');
  return {
    to,
    replyTo: { name, address: message.email },
    subject: `Message de contact n° ${stored.id} : ${name}`,
    text: [
      'Nouveau message reçu par le formulaire de contact du site.',
      '',
      `Nom : ${name}`,
      `E-mail : ${message.email}`,
      `Reçu le : ${receivedAt.format(stored.createdAt)} (heure de Lomé)`,
      '',
      message.message,
      '',
      'Répondez directement à cet e-mail pour écrire à l’expéditeur.',
    ].join('\n'),
  };
}

/**
 * The sender's acknowledgement: their message arrived, when to expect an answer, and where. It
 * repeats nothing they typed but their name, so the form cannot relay a text to any address.
 */
function acknowledgement(message: ContactMessage, brandName: string, teamEmail: string | null) {
  return {
    to: message.email,
    ...(teamEmail ? { replyTo: { name: brandName, address: teamEmail } } : {}),
    subject: `Nous avons bien reçu votre message — ${brandName}`,
    text: [
      `Bonjour ${message.name.replace(/\s+/g, ' ')},`,
      '',
      `Merci d’avoir écrit à ${brandName}. Votre message est bien arrivé : l’équipe vous répond ${CONTACT_REPLY_DELAY}, à cette adresse e-mail.`,
      '',
      'Pour une commande, gardez son numéro (BAO-…) à portée de main : il nous aide à vous répondre plus vite.',
      '',
      `L’équipe ${brandName}`,
    ].join('\n'),
  };
}

export function createContactService({
  repository,
  mailer,
  teamEmail,
  brandName,
  logger,
}: ContactServiceDependencies) {
  return {
    /**
     * Stores the message, then e-mails it to the team and acknowledges it to its sender. The
     * stored message is what counts: a mail failure is logged, not reported to the visitor, and
     * the team still finds it in the database.
     * Input already checked by `contactMessageSchema`.
     */
    async send(message: ContactMessage): Promise<{ id: number }> {
      const stored = await repository.insert(message);
      if (!teamEmail) {
        logger.warn(
          { contactMessageId: stored.id },
          'Message de contact enregistré, sans e-mail : CONTACT_EMAIL non configuré',
        );
      } else {
        try {
          await mailer.send(teamMail(teamEmail, message, stored));
        } catch (error) {
          logger.error(
            { err: error, contactMessageId: stored.id },
            'Message de contact enregistré mais non envoyé par e-mail à l’équipe',
          );
        }
      }
      await tellAfterChange(
        mailer,
        logger,
        [acknowledgement(message, brandName, teamEmail)],
        'Accusé de réception de contact non envoyé',
      );
      return { id: stored.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;

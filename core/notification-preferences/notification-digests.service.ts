import type { Logger } from 'pino';
import type { DigestFrequency } from '#common/notification-preferences.ts';
import { countOf } from '#common/counts.ts';
import { formatFrenchDate, formatFrenchDateTime } from '#common/french-format.ts';
import { dashboardRoot } from '#common/session.ts';
import { composeMail, type MailBrand } from '#modules/mail/mail-layout.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import type { OutboxNudge } from '#modules/outbox/outbox.service.ts';
import type {
  DigestPeriod,
  DigestReader,
  NotificationDigestsRepository,
} from './notification-digests.repository.ts';

// The digest e-mails (frequency Quotidien or Hebdomadaire): one e-mail per account and period
// with the notifications of that period its switches let through, written to the outbox by the
// scheduled job (core/jobs) and sent from there; the order e-mails are not sent one by one to
// these accounts.

const DAY_MS = 86_400_000;

/**
 * The period a digest sent at `now` tells of: the previous UTC day (the marketplace's days are
 * UTC's), or the previous week from Monday to Monday.
 */
export function digestPeriod(frequency: DigestFrequency, now: Date): DigestPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (frequency === 'Quotidien') {
    return { frequency, start: new Date(today - DAY_MS), end: new Date(today) };
  }
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  return { frequency, start: new Date(monday - 7 * DAY_MS), end: new Date(monday) };
}

const dayOf = (date: Date) => formatFrenchDate(date, { month: 'long' });

export function digestMail(
  reader: DigestReader,
  period: DigestPeriod,
  told: { message: string; link: string; createdAt: Date }[],
  brand: MailBrand,
): OutgoingMail {
  const { brandName, publicUrl } = brand;
  const root = new URL(
    dashboardRoot({ ...reader, userId: reader.accountId }),
    publicUrl,
  ).toString();
  const when =
    period.frequency === 'Quotidien'
      ? `du ${dayOf(period.start)}`
      : `de la semaine du ${dayOf(period.start)}`;
  const count = countOf(told.length, 'notification', 'notifications');
  return composeMail(
    {
      to: reader.email,
      subject: `Votre résumé ${period.frequency === 'Quotidien' ? 'quotidien' : 'hebdomadaire'} : ${count}`,
    },
    [
      `Bonjour ${reader.userName},`,
      '',
      `Voici vos notifications ${when} sur ${brandName} (${count}) :`,
      '',
      ...told.map(
        (notice) =>
          `- ${formatFrenchDateTime(notice.createdAt, { month: 'short', year: false })} : ${notice.message}\n  ${root}/${notice.link}`,
      ),
      '',
      `Vous recevez ce résumé ${period.frequency === 'Quotidien' ? 'chaque jour' : 'chaque semaine'} : changez sa fréquence dans vos paramètres, rubrique Notifications et préférences.`,
      '',
      `L’équipe ${brandName}`,
    ],
    brand,
  );
}

export interface NotificationDigestsDependencies {
  repository: NotificationDigestsRepository;
  outbox: OutboxNudge;
  logger: Pick<Logger, 'error' | 'info'>;
  brandName: string;
  publicUrl: string;
}

export function createNotificationDigestsService(deps: NotificationDigestsDependencies) {
  return {
    /**
     * Writes the digests of the period before `now` to the outbox, each once whoever runs it and
     * however often, then sends them. Returns how many this run wrote; throws when one failed,
     * so the job tries again (those already written are not written twice).
     */
    async send(frequency: DigestFrequency, now: Date): Promise<number> {
      const period = digestPeriod(frequency, now);
      let sent = 0;
      let failure: unknown;
      for (const reader of await deps.repository.readers(frequency)) {
        try {
          const done = await deps.repository.queueOnce(reader, period, (told) =>
            digestMail(reader, period, told, deps),
          );
          if (done) sent += 1;
        } catch (error) {
          deps.logger.error({ err: error, accountId: reader.accountId }, 'Résumé non envoyé');
          failure = error;
        }
      }
      if (sent > 0) deps.outbox.nudge();
      if (failure !== undefined) throw failure;
      return sent;
    },
  };
}

export type NotificationDigestsService = ReturnType<typeof createNotificationDigestsService>;

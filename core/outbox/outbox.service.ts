import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import {
  OUTBOX_MESSAGE_NOT_FOUND,
  OUTBOX_NOT_FAILED,
  OUTBOX_RESENT,
  type OutboxOverview,
} from '#common/outbox.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { Conflict, NotFound } from '#modules/errors.ts';
import type { Mailer } from '#modules/mail/mailer.ts';
import { SmsRefused, SmsRetryLater, type SmsSender } from '#modules/sms/sms-sender.ts';
import type { ClaimedMessage, OutboxRepository } from './outbox.repository.ts';

// Delivery of the outbox (decision 034): a worker claims the due messages, sends each through
// the mailer (or the SMS sender) and marks it sent; a failed try is tried again later, each wait
// twice the last (or what the provider asked), and after the last try, or a refusal for good,
// the message is marked failed for the team to send again.

/**
 * Tries of a message, the first wait after a failure; then 2, 4, 8… minutes (about 2 h). The
 * first wait is MAIL_RETRY_SECONDS (server/config.ts), a minute unless told.
 */
export const DELIVERY_RETRIES = { attempts: 8, firstDelayMs: 60_000 };

/**
 * A claimed message is invisible to other workers this long: more than the mailer's SMTP
 * timeouts, so only a worker that died gives it back.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 10;
const RECENT_SHOWN = 50;

/**
 * How long the outbox remembers a message: a sent one's envelope a month (enough to answer « did
 * you send it? »), a failed one three months for the team to look into; then the table would only
 * grow with every order.
 */
export const OUTBOX_RETENTION_DAYS = { sent: 30, failed: 90 };
const DAY_MS = 86_400_000;

export interface OutboxDependencies {
  repository: OutboxRepository;
  mailer: Mailer;
  sms: SmsSender;
  logger: Pick<Logger, 'error' | 'warn'>;
  /** The domain of the Message-IDs: the sender's. */
  messageIdDomain: string;
  clock?: Clock;
  retries?: { attempts: number; firstDelayMs: number };
}

/** The same Message-ID for every try of one event's message: a receiver can drop a copy. */
export function messageIdOf(eventKey: string, domain: string): string {
  return `<${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}@${domain}>`;
}

const SMS_STOPPED = 'Ce numéro a demandé l’arrêt des SMS (STOP) : rien ne lui est plus envoyé.';

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createOutbox(deps: OutboxDependencies) {
  const clock = deps.clock ?? systemClock;
  const retries = deps.retries ?? DELIVERY_RETRIES;

  /** An SMS, unless its number answered STOP; a STOP the provider reports is remembered. */
  async function sendSms({ to, text, eventKey }: ClaimedMessage): Promise<void> {
    if (await deps.repository.optedOut(to)) throw new SmsRefused(SMS_STOPPED);
    try {
      await deps.sms.send({ to, text, reference: eventKey });
    } catch (error) {
      if (error instanceof SmsRefused && error.optedOut) {
        await deps.repository.recordOptOut(to, clock());
      }
      throw error;
    }
  }

  function sendMail({ eventKey, to, subject, text, html, replyTo }: ClaimedMessage): Promise<void> {
    return deps.mailer.send({
      to,
      subject,
      text,
      ...(html === undefined ? {} : { html }),
      ...(replyTo === undefined ? {} : { replyTo }),
      messageId: messageIdOf(eventKey, deps.messageIdDomain),
    });
  }

  const send = (message: ClaimedMessage) =>
    message.channel === 'sms' ? sendSms(message) : sendMail(message);

  /** When to try again after `error`: never for a refusal, never sooner than the provider asks. */
  function retryTime(error: unknown, attempt: number, now: Date): Date | null {
    if (error instanceof SmsRefused || attempt >= retries.attempts) return null;
    const wait = retries.firstDelayMs * 2 ** (attempt - 1);
    const asked = error instanceof SmsRetryLater ? error.afterMs : 0;
    return new Date(now.getTime() + Math.max(wait, asked));
  }

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    const { id, attempt, channel } = message;
    try {
      await send(message);
    } catch (error) {
      const now = clock();
      const retryAt = retryTime(error, attempt, now);
      await deps.repository.markFailure(message, errorText(error), now, retryAt);
      const kind = channel === 'sms' ? 'SMS' : 'E-mail';
      deps.logger[retryAt ? 'warn' : 'error'](
        { err: error, outboxMessageId: id, attempt },
        retryAt ? `${kind} non envoyé : nouvel essai prévu` : `${kind} en échec, sans nouvel essai`,
      );
      return false;
    }
    await deps.repository.markSent(message, clock());
    return true;
  }

  /** Sends every message due now, batch after batch; how many went and how many failed. */
  async function deliverDue(): Promise<{ sent: number; failed: number }> {
    const outcome = { sent: 0, failed: 0 };
    for (;;) {
      const now = clock();
      const batch = await deps.repository.claimDue(
        now,
        new Date(now.getTime() + CLAIM_LEASE_MS),
        BATCH,
      );
      if (batch.length === 0) return outcome;
      for (const sent of await Promise.all(batch.map(deliver))) {
        outcome[sent ? 'sent' : 'failed'] += 1;
      }
    }
  }

  // One delivery run at a time in this instance; a nudge during a run asks for one more after it.
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * After a change committed: its messages go out now, from this instance, without waiting for
   * the periodic sweep. Never throws; a failure is logged and left to the retries.
   */
  function nudge(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) =>
          deps.logger.error({ err: error }, 'Envoi des e-mails en attente interrompu'),
        );
      } while (again);
      running = null;
    })();
  }

  return {
    deliverDue,
    nudge,

    /** Resolves once the delivery run under way (if any) is over: before closing the pool. */
    settled: async () => {
      await running;
    },

    /** Deletes the messages older than their retention; how many went. */
    pruneSettled(): Promise<number> {
      const now = clock().getTime();
      return deps.repository.deleteSettled(
        new Date(now - OUTBOX_RETENTION_DAYS.sent * DAY_MS),
        new Date(now - OUTBOX_RETENTION_DAYS.failed * DAY_MS),
      );
    },

    async overview(admin: CurrentAccount): Promise<OutboxOverview> {
      requireAdmin(admin);
      return deps.repository.overview(RECENT_SHOWN);
    },

    /** « Renvoyer »: a failed message goes back in the queue, its tries counted afresh. */
    async resend(admin: CurrentAccount, id: number): Promise<string> {
      requireAdmin(admin);
      const outcome = await deps.repository.requeue(id, clock());
      if (outcome === 'not-found') throw new NotFound(OUTBOX_MESSAGE_NOT_FOUND);
      if (outcome === 'not-failed') throw new Conflict(OUTBOX_NOT_FAILED);
      nudge();
      return OUTBOX_RESENT;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** What a service that writes messages needs of the outbox: the nudge after its commit. */
export type OutboxNudge = Pick<Outbox, 'nudge'>;

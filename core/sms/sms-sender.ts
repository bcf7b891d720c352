import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Text messages to phones (issue 48), sent by the outbox's worker (core/outbox) like e-mails: an
// SMS aggregator when one is configured (africas-talking.ts), else a folder, as e-mails without
// SMTP. A sender says how a refusal should be handled by the error it throws.

export interface OutgoingSms {
  /** E.164, as every phone is stored (common/phone.ts). */
  to: string;
  text: string;
  /** The outbox event it tells of: the same for every try of one message. */
  reference: string;
}

export interface SmsSender {
  /** Resolves once the provider took the message for delivery. */
  send(sms: OutgoingSms): Promise<void>;
}

/** The provider will never deliver this message (a number it cannot reach, a refused sender). */
export class SmsRefused extends Error {
  /** The recipient asked the provider to stop messages from us (STOP). */
  readonly optedOut: boolean;
  constructor(message: string, optedOut = false) {
    super(message);
    this.name = 'SmsRefused';
    this.optedOut = optedOut;
  }
}

/** The provider asks to be called again later (HTTP 429's Retry-After): no sooner than that. */
export class SmsRetryLater extends Error {
  readonly afterMs: number;
  constructor(message: string, afterMs: number) {
    super(message);
    this.name = 'SmsRetryLater';
    this.afterMs = afterMs;
  }
}

/**
 * Without a provider: each message is a file of `folder` named after its event, so a message
 * written again (a try after a crash) replaces its file rather than adding one.
 */
export function createSmsFolder(folder: string): SmsSender {
  return {
    async send(sms) {
      await fs.mkdir(folder, { recursive: true });
      const name = `${createHash('sha256').update(sms.reference).digest('hex').slice(0, 32)}.txt`;
      await fs.writeFile(path.join(folder, name), `À : ${sms.to}\n\n${sms.text}\n`);
    },
  };
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { frenchTypography } from '#common/typography.ts';

export interface MailerOptions {
  /** smtp://… or smtps://…; absent, messages are written to `outboxDir` as .eml files. */
  smtpUrl?: string;
  /** Sender of every message, e.g. "Baobab <no-reply@baobab.example>". */
  from: string;
  outboxDir: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML (core/mail/mail-layout.ts); sent with the text as its alternative. */
  html?: string;
  replyTo?: { name: string; address: string };
  /** Set by the outbox's worker: the same for every try of one event's message (decision 034). */
  messageId?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message (or the .eml file is written). */
  send(mail: OutgoingMail): Promise<void>;
}

// A slow SMTP server must not hold a visitor's request for minutes (nodemailer's defaults).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

// A tag (with its attributes and their addresses), or a style sheet: left as they are.
const MARKUP = /(<style[\s\S]*?<\/style>|<[^>]*>)/i;

/**
 * French typography on the text an HTML page shows, never inside its tags, attributes or style.
 * React writes an apostrophe as `&#x27;`: put back (it needs no escaping between tags) so that
 * one between letters becomes ’, as in the text part.
 */
export function typesetHtml(html: string): string {
  return html
    .split(MARKUP)
    .map((piece, index) =>
      index % 2 === 1 ? piece : frenchTypography(piece.replaceAll('&#x27;', "'")),
    )
    .join('');
}

/** What goes out: subject, text and HTML with French typography (no mark alone on a line). */
const typeset = (mail: OutgoingMail): OutgoingMail => ({
  ...mail,
  subject: frenchTypography(mail.subject),
  text: frenchTypography(mail.text),
  ...(mail.html ? { html: typesetHtml(mail.html) } : {}),
});

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(
      { url: options.smtpUrl, ...SMTP_TIMEOUTS },
      { from: options.from },
    );
    return {
      async send(mail) {
        await transport.sendMail(typeset(mail));
      },
    };
  }

  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true },
    { from: options.from },
  );
  return {
    async send(mail) {
      const { message } = await transport.sendMail(typeset(mail));
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written under another name, then renamed: whoever watches the outbox never sees half a file.
      await fs.writeFile(`${file}.tmp`, message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
  };
}

/** The domain of the sender's address ("Baobab <no-reply@baobab.example>": baobab.example). */
export function senderDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

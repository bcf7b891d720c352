import { frenchTypography } from '#common/typography.ts';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contactPage from '../../../app/routes/contact.tsx';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '#common/text.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { freePort } from '../../../tests/support/free-port.ts';
import { readMail } from '../../../tests/support/mail-reader.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTempDir } from '../../../tests/support/temp-dir.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../tests/support/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The contact form's API against a real PostgreSQL and a real SMTP server listening locally.

let smtp: SmtpInbox;
let testApp: TestApp;

/** The team's address, from the configuration (CONTACT_EMAIL). */
const TEAM_EMAIL = 'contact@baobab.example';

beforeAll(async () => {
  smtp = await startSmtpInbox();
  testApp = await createTestApp({
    template: 'empty',
    env: { SMTP_URL: smtp.url, CONTACT_EMAIL: TEAM_EMAIL },
  });
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

async function storedMessages(app: TestApp) {
  const { rows } = await app.database.pool.query<{
    id: number;
    name: string;
    email: string;
    message: string;
  }>('SELECT id, name, email, message FROM contact_messages ORDER BY id');
  return rows;
}

function postContact(app: TestApp, body: object) {
  return app.app.inject({ method: 'POST', url: '/api/contact', payload: body });
}

const validMessage = {
  name: '  Kossi Agbéko ',
  email: ' Kossi.Agbeko@Exemple.TG',
  message: 'Bonjour,\nlivrez-vous le beurre de karité à Kara ? Merci !',
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the team over SMTP', async () => {
    const response = await postContact(testApp, validMessage);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Votre message a été envoyé !' });

    const [stored] = await storedMessages(testApp);
    expect(stored).toMatchObject({
      name: 'Kossi Agbéko',
      email: 'kossi.agbeko@exemple.tg',
      message: validMessage.message,
    });

    // One to the team, one acknowledgement to the sender.
    expect(smtp.mails.map((each) => each.recipients)).toEqual([
      [TEAM_EMAIL],
      ['kossi.agbeko@exemple.tg'],
    ]);
    const [mail, acknowledgement] = smtp.mails;
    const { headers, text: body } = readMail(mail!.raw);
    expect(headers.get('to')).toBe(TEAM_EMAIL);
    expect(headers.get('from')).toBe('Baobab <no-reply@baobab.example>');
    expect(headers.get('reply-to')).toBe('Kossi Agbéko <kossi.agbeko@exemple.tg>');
    expect(headers.get('subject')).toBe(
      frenchTypography(`Message de contact n° ${stored!.id} : Kossi Agbéko`),
    );
    expect(body).toContain(frenchTypography('Nom : Kossi Agbéko'));
    expect(body).toContain(frenchTypography('E-mail : kossi.agbeko@exemple.tg'));
    // Sent with French typography, like every e-mail (a space before « ? » that cannot break).
    expect(body.replace(/\r\n/g, '\n')).toContain(frenchTypography(validMessage.message));

    // The sender learns when to expect an answer, from whom; their message is not sent back.
    const ack = readMail(acknowledgement!.raw);
    expect(ack.headers.get('subject')).toBe('Nous avons bien reçu votre message — Baobab');
    expect(ack.headers.get('reply-to')).toBe(`Baobab <${TEAM_EMAIL}>`);
    const ackText = ack.text.replace(/\r?\n/g, ' ');
    expect(ackText).toContain('Bonjour Kossi Agbéko,');
    expect(ackText).toContain('vous répond sous deux jours ouvrés');
    expect(ackText).not.toContain('beurre de karité');
  });

  it('accepts a message of exactly 2 000 characters', async () => {
    const response = await postContact(testApp, { ...validMessage, message: 'a'.repeat(2000) });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ ...validMessage, name: '  ' }, 'name', 'Le nom est requis.'],
    [{ email: validMessage.email, message: validMessage.message }, 'name', 'Le nom est requis.'],
    [{ ...validMessage, email: '' }, 'email', 'L’adresse e-mail est requise.'],
    [{ ...validMessage, email: 'kossi.exemple.tg' }, 'email', 'L’adresse e-mail doit être valide.'],
    [{ ...validMessage, message: '' }, 'message', 'Le message est requis.'],
    [
      { ...validMessage, message: 'a'.repeat(2001) },
      'message',
      'Le message ne doit pas dépasser 2 000 caractères.',
    ],
    // PostgreSQL cannot store NUL: refused as bad input (400), never a 500.
    [{ ...validMessage, name: 'Kossi\u0000' }, 'name', FORBIDDEN_CHARACTERS_MESSAGE],
    [{ ...validMessage, message: 'Bonjour\n\u0000' }, 'message', FORBIDDEN_CHARACTERS_MESSAGE],
  ])('refuses %j on %s with « %s », stores and sends nothing', async (body, field, message) => {
    const before = await storedMessages(testApp);
    const mailsBefore = smtp.mails.length;
    const response = await postContact(testApp, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message, details: [{ field, message }] },
    });
    expect(await storedMessages(testApp)).toEqual(before);
    expect(smtp.mails).toHaveLength(mailsBefore);
  });

  it('keeps the message and still answers 201 when the SMTP server is down; its e-mail waits', async () => {
    const downApp = await createTestApp({
      template: 'empty',
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
    });
    try {
      const response = await postContact(downApp, validMessage);
      expect(response.statusCode).toBe(201);
      expect(await storedMessages(downApp)).toHaveLength(1);
      // The acknowledgement's first try failed: it waits in the outbox for the next one.
      const { rows } = await downApp.database.pool.query<{ status: string; attempts: number }>(
        'select status, attempts from outbox_messages',
      );
      expect(rows).toEqual([{ status: 'En attente', attempts: 1 }]);
    } finally {
      await downApp.close();
    }
  });

  it('writes the e-mail to DATA_DIR/outbox as an .eml file when no SMTP server is set', async () => {
    const dataDir = await createTempDir('baobab-outbox-');
    const outboxApp = await createTestApp({
      template: 'empty',
      env: { DATA_DIR: dataDir, CONTACT_EMAIL: TEAM_EMAIL },
    });
    try {
      const response = await postContact(outboxApp, validMessage);
      expect(response.statusCode).toBe(201);
      const outbox = path.join(dataDir, 'outbox');
      const files = await fs.readdir(outbox);
      // The team's, and the sender's acknowledgement.
      expect(files).toHaveLength(2);
      const mails = await Promise.all(
        files.map(async (file) => readMail(await fs.readFile(path.join(outbox, file), 'utf8'))),
      );
      expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
      const { headers, text: body } = mails.find((each) => each.headers.get('to') === TEAM_EMAIL)!;
      expect(headers.get('subject')).toMatch(/^Message de contact n° \d+\u00a0: Kossi Agbéko$/);
      expect(body).toContain('livrez-vous le beurre de karité à Kara');
    } finally {
      await outboxApp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('only stores the message when no team address is configured (CONTACT_EMAIL)', async () => {
    const dataDir = await createTempDir('baobab-outbox-');
    const unaddressedApp = await createTestApp({ template: 'empty', env: { DATA_DIR: dataDir } });
    try {
      const response = await postContact(unaddressedApp, validMessage);
      expect(response.statusCode).toBe(201);
      expect(await storedMessages(unaddressedApp)).toHaveLength(1);
      // No e-mail to a made-up team address: only the sender's acknowledgement is written.
      const outbox = path.join(dataDir, 'outbox');
      const files = await fs.readdir(outbox);
      expect(files).toHaveLength(1);
      const { headers } = readMail(await fs.readFile(path.join(outbox, files[0]!), 'utf8'));
      expect(headers.get('to')).toBe('kossi.agbeko@exemple.tg');
    } finally {
      await unaddressedApp.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the contact page', () => {
  it('sends through the same operation, refusals beside their fields, a stale session ignored', async () => {
    const post = (form: Record<string, string>, token?: string) =>
      callPageRoute(testApp, contactPage.action, '/contact', token, {
        form,
        clientIp: nextIp(),
      }) as Promise<{ data?: unknown }>;
    const before = await storedMessages(testApp);
    const refused = await post({ name: ' ', email: 'pas-une-adresse', message: 'Bonjour' });
    expect(refused.data).toEqual({
      sent: false,
      errors: {
        name: 'Le nom est requis.',
        email: 'L’adresse e-mail doit être valide.',
      },
      values: { name: ' ', email: 'pas-une-adresse', message: 'Bonjour' },
      refusal: null,
    });
    expect(await storedMessages(testApp)).toEqual(before);

    // A public form: an ended session's cookie is not read, the message still goes.
    const sent = await post(
      { name: 'Afi Page', email: 'afi.page@exemple.tg', message: 'Depuis la page.' },
      'jeton-perime',
    );
    expect(sent).toMatchObject({ sent: true, receipt: expect.any(String) });
    expect((await storedMessages(testApp)).at(-1)).toMatchObject({
      name: 'Afi Page',
      email: 'afi.page@exemple.tg',
      message: 'Depuis la page.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../app/features/operation-form.ts';
import * as outboxPage from '../../app/routes/dashboards/admin-outbox.tsx';
import { INVALID_ID_MESSAGE } from '#common/ids.ts';
import { OUTBOX_NOT_FAILED, OUTBOX_RESENT } from '#common/outbox.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { connectDatabase, type DatabaseHandle } from '#modules/db/client.ts';
import { Conflict, Forbidden } from '#modules/errors.ts';
import { createMailer } from '#modules/mail/mailer.ts';
import { createOrdersRepository } from '#modules/orders/orders.repository.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { readMail } from '../../tests/support/mail-reader.ts';
import { callPageRoute } from '../../tests/support/page-route.ts';
import { COD_TOGO, newGuest, orderHelpers } from '../../tests/support/orders.ts';
import { startSmtpInbox, type SmtpInbox } from '../../tests/support/smtp-inbox.ts';
import { sendFromTwoInstances } from '../../tests/support/two-workers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { createTempDir } from '../../tests/support/temp-dir.ts';
import { startOutboxJobs, OUTBOX_SWEEP } from './outbox-jobs.ts';
import { enqueueMessages, type OutboxMessage } from './outbox.port.ts';
import { createSmsFolder } from '#modules/sms/sms-sender.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { CLAIM_LEASE_MS, createOutbox, DELIVERY_RETRIES, messageIdOf } from './outbox.service.ts';

// The outbox (decision 034) on a real PostgreSQL and real SMTP servers: an order placed while
// the mail server is down reaches the buyer once it is back; one event, one message, however
// many workers; a message that failed every try waits for an admin's « Renvoyer »; a change
// that rolls back leaves no message.

const FROM = 'Baobab <no-reply@baobab.example>';
const silent = { error: () => undefined, warn: () => undefined };

let testApp: TestApp;
/** The app's SMTP port, with no server on it until a test starts one there. */
let smtpPort: number;
const { call, checkout, login, offers } = orderHelpers(() => testApp);
const extraPools: DatabaseHandle[] = [];

beforeAll(async () => {
  smtpPort = await freePort();
  testApp = await createTestApp({
    template: 'demo',
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: FROM },
  });
});
afterAll(async () => {
  for (const handle of extraPools) await handle.pool.end();
  await testApp?.close();
});

/** Another instance's outbox on the same database (its own pool), sending to `smtpUrl`. */
async function otherInstance(
  smtpUrl: string,
  options: { clock?: () => Date; retries?: { attempts: number; firstDelayMs: number } } = {},
) {
  const handle = connectDatabase(testApp.database.url, 3);
  extraPools.push(handle);
  return createOutbox({
    repository: createOutboxRepository(handle.db),
    mailer: createMailer({ smtpUrl, from: FROM, outboxDir: await createTempDir('outbox-') }),
    sms: createSmsFolder(await createTempDir('outbox-sms-')),
    logger: silent,
    messageIdDomain: 'baobab.example',
    ...options,
  });
}

async function rowsOf(eventKeyPrefix: string) {
  const { rows } = await testApp.database.pool.query<{
    id: number;
    event_key: string;
    status: string;
    attempts: number;
    last_error: string | null;
    body: string;
    html: string | null;
    next_attempt_at: Date;
  }>(
    `select id, event_key, status, attempts, last_error, body, html, next_attempt_at
     from outbox_messages where event_key like $1 order by id`,
    [`${eventKeyPrefix}%`],
  );
  return rows;
}

function messages(prefix: string, count: number): OutboxMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    eventKey: `${prefix}:${index}`,
    to: `${prefix}-${index}@exemple.tg`,
    subject: `Message ${index}`,
    text: `Bonjour ${index}`,
  }));
}

describe('an SMTP outage', () => {
  let inbox: SmtpInbox | undefined;
  afterAll(async () => {
    await inbox?.close();
  });

  it('delays an order’s e-mail: sent once the server is back, by another instance', async () => {
    const guest = { ...newGuest(), email: 'panne@exemple.tg' };
    // A product of Awa's boutique, in Lomé: delivered in Togo.
    const awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const { boutiqueId } = (await call('GET', '/api/users/check-auth', awa)).json<{
      boutiqueId: number;
    }>();
    const offer = (await offers()).find((each) => each.boutiqueId === boutiqueId && each.stock > 0);
    const placed = await checkout({
      lines: [{ id: offer!.id, quantity: 1 }],
      ...COD_TOGO,
      guest,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // The order stands; its confirmation waits, its first try failed.
    const [waiting] = (await rowsOf('checkout:')).filter((row) => row.body.includes(guest.name));
    expect(waiting).toMatchObject({ status: 'En attente', attempts: 1 });
    expect(waiting!.html).toContain(guest.name);
    expect(waiting!.last_error).toMatch(/ECONNREFUSED/);

    inbox = await startSmtpInbox({ port: smtpPort });
    // Another instance's sweep, once the wait after the first failure is over.
    const later = () => new Date(Date.now() + 2 * 60_000);
    const other = await otherInstance(`smtp://127.0.0.1:${smtpPort}`, { clock: later });
    await other.deliverDue();

    const received = inbox.mails.filter((mail) => mail.recipients.includes(guest.email));
    expect(received).toHaveLength(1);
    const mail = readMail(received[0]!.raw);
    expect(mail.subject).toMatch(/^Commande enregistrée/);
    expect(mail.headers.get('message-id')).toBe(messageIdOf(waiting!.event_key, 'baobab.example'));
    // Its HTML, kept with it while it waited, with the text as its alternative.
    expect(mail.contentType).toBe('multipart/alternative');
    expect(mail.html).toContain(guest.name);
    const [sent] = (await rowsOf(waiting!.event_key)).filter((row) => row.id === waiting!.id);
    // Sent: its text and HTML (with the tracking link) are gone, its envelope stays.
    expect(sent).toMatchObject({ status: 'Envoyé', attempts: 2, body: '', html: null });

    // Nothing is sent twice: a later sweep finds nothing for this buyer.
    await other.deliverDue();
    expect(inbox.mails.filter((mail) => mail.recipients.includes(guest.email))).toHaveLength(1);
  });
});

describe('one event, one message', () => {
  it('is written once however often, and sent once by two instances at the same time', async () => {
    const inbox = await startSmtpInbox();
    try {
      const batch = messages('deux-instances', 30);
      // The same events written twice, as a retried job would.
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, batch));
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, batch));
      expect(await rowsOf('deux-instances:')).toHaveLength(30);

      const [first, second] = await Promise.all([
        otherInstance(inbox.url),
        otherInstance(inbox.url),
      ]);
      await Promise.all([
        first.deliverDue(),
        second.deliverDue(),
        first.deliverDue(),
        second.deliverDue(),
      ]);
      for (const message of batch) {
        expect(
          inbox.mails.filter((mail) => mail.recipients.includes(message.to)),
          message.to,
        ).toHaveLength(1);
      }
      expect((await rowsOf('deux-instances:')).every((row) => row.status === 'Envoyé')).toBe(true);
    } finally {
      await inbox.close();
    }
  });

  it('is delivered by the job queue’s sweep, from whichever instance takes the job', async () => {
    const inbox = await startSmtpInbox();
    try {
      const batch = messages('file-de-taches', 5);
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, batch));
      await sendFromTwoInstances({
        connectionString: testApp.database.url,
        queue: OUTBOX_SWEEP.queue,
        register: async (queue) => startOutboxJobs(queue, await otherInstance(inbox.url)),
        worked: expect.poll(() => inbox.mails.length, { timeout: 15_000 }).toBe(5),
      });
      for (const message of batch) {
        expect(inbox.mails.filter((mail) => mail.recipients.includes(message.to))).toHaveLength(1);
      }
    } finally {
      await inbox.close();
    }
  });
});

describe('a message written before the HTML e-mails', () => {
  it('goes out as plain text alone', async () => {
    const inbox = await startSmtpInbox();
    try {
      const [message] = messages('texte-seul', 1);
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, [message!]));
      expect((await rowsOf('texte-seul:'))[0]!.html).toBeNull();
      await (await otherInstance(inbox.url)).deliverDue();
      const [received] = inbox.mails.filter((mail) => mail.recipients.includes(message!.to));
      const mail = readMail(received!.raw);
      expect(mail.contentType).toBe('text/plain');
      expect(mail.text.trimEnd()).toBe('Bonjour 0');
    } finally {
      await inbox.close();
    }
  });
});

describe('a message that failed every try', () => {
  it('is failed, shown to admins only, and sent again with « Renvoyer »', async () => {
    const deadPort = await freePort();
    const failing = await otherInstance(`smtp://127.0.0.1:${deadPort}`, {
      retries: { attempts: 2, firstDelayMs: 0 },
    });
    const [message] = messages('echec', 1);
    await testApp.database.db.transaction((tx) => enqueueMessages(tx, [message!]));
    expect(await failing.deliverDue()).toMatchObject({ sent: 0 });
    const [failed] = await rowsOf('echec:');
    expect(failed).toMatchObject({ status: 'Échec', attempts: 2 });

    const { accounts } = testApp.services;
    const admin = await accounts.authenticate(
      await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
    );
    const buyer = await accounts.authenticate(
      await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    );
    const { outbox } = testApp.services;
    const overview = await outbox.overview(admin);
    expect(overview.failed).toContainEqual(
      expect.objectContaining({ id: failed!.id, to: message!.to, status: 'Échec', attempts: 2 }),
    );
    await expect(outbox.overview(buyer)).rejects.toBeInstanceOf(Forbidden);
    await expect(outbox.resend(buyer, failed!.id)).rejects.toBeInstanceOf(Forbidden);
    expect((await rowsOf('echec:'))[0]!.status).toBe('Échec');

    // The app's own mail server is up again: « Renvoyer » sends it from the admin's instance.
    const inbox = await startSmtpInbox({ port: smtpPort });
    try {
      expect(await outbox.resend(admin, failed!.id)).toBe(OUTBOX_RESENT);
      await outbox.settled();
      expect(inbox.mails.filter((mail) => mail.recipients.includes(message!.to))).toHaveLength(1);
      expect((await rowsOf('echec:'))[0]).toMatchObject({ status: 'Envoyé', attempts: 1 });
      await expect(outbox.resend(admin, failed!.id)).rejects.toThrow(
        new Conflict(OUTBOX_NOT_FAILED),
      );
    } finally {
      await inbox.close();
    }
  });
});

describe('the retries', () => {
  it('wait twice as long after each failed try, 1, 2, 4… times the first wait, then give up', async () => {
    const [message] = messages('attente-doublee', 1);
    await testApp.database.db.transaction((tx) => enqueueMessages(tx, [message!]));
    // Not the default minute (MAIL_RETRY_SECONDS): each wait is a multiple of the one set.
    const firstDelayMs = 45_000;
    let now = new Date();
    const failing = await otherInstance(`smtp://127.0.0.1:${await freePort()}`, {
      clock: () => now,
      retries: { attempts: DELIVERY_RETRIES.attempts, firstDelayMs },
    });
    const row = async () => (await rowsOf('attente-doublee:'))[0]!;

    const waits: number[] = [];
    for (let attempt = 1; attempt < DELIVERY_RETRIES.attempts; attempt++) {
      await failing.deliverDue();
      const failed = await row();
      expect(failed).toMatchObject({ status: 'En attente', attempts: attempt });
      waits.push(failed.next_attempt_at.getTime() - now.getTime());
      // Not tried again a moment before its time…
      now = new Date(failed.next_attempt_at.getTime() - 1);
      await failing.deliverDue();
      expect((await row()).attempts).toBe(attempt);
      // …but at its time.
      now = failed.next_attempt_at;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64].map((times) => times * firstDelayMs));
    await failing.deliverDue();
    expect(await row()).toMatchObject({
      status: 'Échec',
      attempts: DELIVERY_RETRIES.attempts,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('a message claimed by a worker that died is sent by another once the lease is over, once', async () => {
    const inbox = await startSmtpInbox();
    try {
      const [message] = messages('bail-expire', 1);
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, [message!]));
      // A worker claims the message (its first try), then dies before sending it.
      const claimedAt = new Date();
      const dead = createOutboxRepository(testApp.database.db);
      const claims = await dead.claimDue(
        claimedAt,
        new Date(claimedAt.getTime() + CLAIM_LEASE_MS),
        100,
      );
      const claimed = claims.find((claim) => claim.eventKey === message!.eventKey);
      expect(claimed).toMatchObject({ attempt: 1 });
      const received = () => inbox.mails.filter((mail) => mail.recipients.includes(message!.to));

      // While its lease holds, no other worker takes it.
      const during = await otherInstance(inbox.url, {
        clock: () => new Date(claimedAt.getTime() + CLAIM_LEASE_MS - 1_000),
      });
      await during.deliverDue();
      expect(received()).toHaveLength(0);
      expect((await rowsOf('bail-expire:'))[0]).toMatchObject({ status: 'En attente' });

      // Once it is over, another worker sends it, as its second try.
      const after = await otherInstance(inbox.url, {
        clock: () => new Date(claimedAt.getTime() + CLAIM_LEASE_MS + 1_000),
      });
      await after.deliverDue();
      expect(received()).toHaveLength(1);
      expect((await rowsOf('bail-expire:'))[0]).toMatchObject({ status: 'Envoyé', attempts: 2 });

      // The dead worker's claim changes nothing any more, and no later sweep sends it again.
      await dead.markFailure(claimed!, 'délai dépassé', new Date(), new Date());
      expect((await rowsOf('bail-expire:'))[0]).toMatchObject({ status: 'Envoyé', attempts: 2 });
      await after.deliverDue();
      await during.deliverDue();
      expect(received()).toHaveLength(1);
    } finally {
      await inbox.close();
    }
  });
});

describe('a new message', () => {
  it('is due at once by the clock of the app that claims it, to the millisecond', async () => {
    const [message] = messages('a-la-milliseconde', 1);
    await testApp.database.db.transaction((tx) => enqueueMessages(tx, [message!]));
    // The moment it was written, as the app reads times: in milliseconds. A worker that asks
    // for what is due in that same millisecond (a nudge right after the commit) must get it.
    const writtenAt = (await rowsOf('a-la-milliseconde:'))[0]!.next_attempt_at;
    const claims = await createOutboxRepository(testApp.database.db).claimDue(
      writtenAt,
      new Date(writtenAt.getTime() + CLAIM_LEASE_MS),
      100,
    );
    expect(claims.map((claim) => claim.eventKey)).toContain(message!.eventKey);
  });
});

describe('the API', () => {
  it('lists and resends for admins only', async () => {
    const admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    const buyer = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const listed = await call('GET', '/api/admin/courriels', admin);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ failed: expect.any(Array), recent: expect.any(Array) });
    expect((await call('GET', '/api/admin/courriels', buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/courriels')).statusCode).toBe(401);
    const [sent] = await rowsOf('deux-instances:');
    expect(
      (await call('POST', `/api/admin/courriels/${sent!.id}/renvoyer`, buyer)).statusCode,
    ).toBe(403);
    const notFailed = await call('POST', `/api/admin/courriels/${sent!.id}/renvoyer`, admin);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().error.message).toBe(OUTBOX_NOT_FAILED);
    expect((await call('POST', '/api/admin/courriels/999999/renvoyer', admin)).statusCode).toBe(
      404,
    );
  });

  it('resends from « E-mails » by the same operation, for the session’s admin only', async () => {
    const failing = await otherInstance(`smtp://127.0.0.1:${await freePort()}`, {
      retries: { attempts: 1, firstDelayMs: 0 },
    });
    const [message] = messages('depuis-la-page', 1);
    await testApp.database.db.transaction((tx) => enqueueMessages(tx, [message!]));
    await failing.deliverDue();
    const [failed] = await rowsOf('depuis-la-page:');
    expect(failed).toMatchObject({ status: 'Échec' });
    const admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
    const buyer = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const resend = (token: string | undefined, id: string) =>
      callPageRoute(testApp, outboxPage.action, '/admin/1/courriels', token, {
        form: operationForm('renvoyer', { params: { id } }),
      });
    const outcome = (answer: unknown) =>
      ((answer as { data?: unknown }).data ?? answer) as {
        ok: boolean;
        message: string;
        fields?: Record<string, string>;
      };

    expect(outcome(await resend(admin, 'abc'))).toMatchObject({
      ok: false,
      fields: { id: INVALID_ID_MESSAGE },
    });
    expect(outcome(await resend(buyer, String(failed!.id))).ok).not.toBe(true);
    expect(outcome(await resend(undefined, String(failed!.id))).ok).toBe(false);
    expect((await rowsOf('depuis-la-page:'))[0]).toMatchObject({ status: 'Échec', attempts: 1 });

    expect(outcome(await resend(admin, String(failed!.id)))).toEqual({
      ok: true,
      message: OUTBOX_RESENT,
      output: { message: OUTBOX_RESENT },
    });
    expect((await rowsOf('depuis-la-page:'))[0]!.status).toBe('En attente');
  });
});

describe('a change that rolls back', () => {
  it('leaves no message', async () => {
    const orders = createOrdersRepository(testApp.database.db);
    await expect(
      orders.transaction(async (tx) => {
        await tx.enqueue(messages('annule', 2));
        throw new Error('La commande échoue après ses e-mails.');
      }),
    ).rejects.toThrow('La commande échoue');
    expect(await rowsOf('annule:')).toEqual([]);
  });
});

// Last in the file: it forgets every settled message of the file's database.
describe('the nightly pruning', () => {
  it('forgets sent messages after a month and failed ones after three, never waiting ones', async () => {
    const inbox = await startSmtpInbox();
    try {
      const sender = await otherInstance(inbox.url);
      const failing = await otherInstance(`smtp://127.0.0.1:${await freePort()}`, {
        retries: { attempts: 1, firstDelayMs: 0 },
      });
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, messages('ancien', 1)));
      await sender.deliverDue();
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, messages('perdu', 1)));
      await failing.deliverDue();
      await testApp.database.db.transaction((tx) => enqueueMessages(tx, messages('attente', 1)));
      const statuses = async () =>
        (await rowsOf('')).filter((row) => /^(ancien|perdu|attente):/.test(row.event_key));
      expect((await statuses()).map((row) => row.status)).toEqual([
        'Envoyé',
        'Échec',
        'En attente',
      ]);

      const daysLater = (days: number) =>
        otherInstance(inbox.url, {
          clock: () => new Date(Date.now() + days * 86_400_000),
        });
      expect(await (await daysLater(29)).pruneSettled()).toBe(0);
      expect((await statuses()).map((row) => row.status)).toEqual([
        'Envoyé',
        'Échec',
        'En attente',
      ]);
      await (await daysLater(31)).pruneSettled();
      expect((await statuses()).map((row) => row.status)).toEqual(['Échec', 'En attente']);
      await (await daysLater(91)).pruneSettled();
      expect((await statuses()).map((row) => row.status)).toEqual(['En attente']);
    } finally {
      await inbox.close();
    }
  });
});

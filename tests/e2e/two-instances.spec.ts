import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { orderStatusSentence, type CheckoutResult } from '#common/orders.ts';
import type { SellerProduct } from '#common/seller-products.ts';
import type { LoginResponse } from '#common/session.ts';
import { readOrCreateSecret } from '#modules/accounts/auth-secret.ts';
import { runningEmbeddedPostgres } from '#modules/db/embedded-postgres.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { startJobQueue } from '#modules/jobs/job-queue.ts';
import { OUTBOX_SWEEP } from '#modules/outbox/outbox-jobs.ts';
import { messageIdOf } from '#modules/outbox/outbox.service.ts';
import { PAYMENT_EXPIRY_JOB } from '#modules/payments/payment-expiry-job.ts';
import { startAppProcess, type AppProcess } from '../support/app-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { nextIp } from '../support/client-ip.ts';
import { freePort } from '../support/free-port.ts';
import { readMail } from '../support/mail-reader.ts';
import { multipart } from '../support/multipart.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { removeDataDir, seededDataDir } from '../support/seeded-data-dir.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.ts';
import { createTempDir } from '../support/temp-dir.ts';

// Issue 20's proof with real processes: two instances of the built app behind one imaginary load
// balancer, on one PostgreSQL (A's embedded one) and one S3-compatible store. What one instance
// writes, the other serves; a limit is one budget for both; an e-mail and an expiry happen once,
// on whichever instance takes the job (decisions 034, 035 and 036).

const MAIL_DOMAIN = 'baobab.example';

let s3: TestS3Server;
let smtpPort: number;
let inbox: SmtpInbox | undefined;
let dataDirA: string;
let dataDirB: string;
let a: AppProcess;
let b: AppProcess;
let databaseUrl: string;
let db: pg.Pool;
let browser: Browser;

beforeAll(async () => {
  s3 = await startS3Server();
  // The mail server is down until the e-mail test brings it up on this port.
  smtpPort = await freePort();
  dataDirA = await seededDataDir('baobab-e2e-instance-a-');
  dataDirB = await createTempDir('baobab-e2e-instance-b-');
  const shared = {
    // One signing secret for both (required with DATABASE_URL): the seeded shop's own, so what
    // it sealed with it (payout accounts, two-factor secrets) still opens.
    AUTH_SECRET: await readOrCreateSecret(path.join(dataDirA, 'auth-secret')),
    // No PAYMENT_TEST_MODE: the demo's test payment provider is on for both because their
    // database holds the demo, not because of where each one runs (issue 45, 2.2).
    // The test is the load balancer: it says which client each request comes from.
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // A failed e-mail is due again after a second rather than a minute.
    MAIL_RETRY_SECONDS: '1',
    ...s3.env,
  };
  a = await startAppProcess({ DATA_DIR: dataDirA, ...shared });
  const shop = await runningEmbeddedPostgres(dataDirA);
  if (!shop) throw new Error(`Aucun PostgreSQL en marche sur ${dataDirA}`);
  databaseUrl = shop.url;
  // One public address for both, as behind a balancer: B refuses to start with another one.
  b = await startAppProcess({
    DATA_DIR: dataDirB,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: a.baseUrl,
    ...shared,
  });
  db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
  await b?.stop();
  await a?.stop();
  await inbox?.close();
  await s3?.stop();
  if (dataDirB) await removeDataDir(dataDirB);
  if (dataDirA) await removeDataDir(dataDirA);
});

/** JSON to one instance's API, as the client `ip`, with an optional bearer token. */
async function api<T>(
  instance: AppProcess,
  url: string,
  init: { method?: string; body?: unknown; token?: string; ip?: string; headers?: object } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${instance.baseUrl}${url}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-forwarded-for': init.ip ?? nextIp(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token === undefined ? {} : { authorization: `Bearer ${init.token}` }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function login(instance: AppProcess, email: string, password: string) {
  const { status, body } = await api<LoginResponse>(instance, '/api/users/login', {
    body: { email, password },
  });
  expect(status).toBe(200);
  return body;
}

/** Polls `read` until `done` holds of its value; the last value, or an error past the deadline. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Toujours pas : ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A product of awa's on sale with stock, as the catalogue lists it. */
async function awasProduct(instance: AppProcess, awa: LoginResponse) {
  const { body } = await api<ProductListingEntry[]>(instance, '/api/produits/listeproduits');
  const product = body.find(
    (entry) => entry.boutique.id === awa.boutiqueId && entry.stockDisponible >= 5,
  );
  if (!product) throw new Error('Aucun produit d’awa en stock');
  return product;
}

/** Places a checkout through `instance` at the product's price of the moment. */
async function placeOrder(
  instance: AppProcess,
  product: ProductListingEntry,
  extra: { token?: string; guest?: object; payment: object },
) {
  const { status, body } = await api<CheckoutResult>(instance, '/api/commandes', {
    token: extra.token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      lines: [{ id: product.id, quantity: 1, price: product.price }],
      subtotal: product.price,
      delivery: {
        country: 'Togo',
        city: 'Lomé',
        address: 'Rue des Cocotiers, Bè-Kpota',
        phone: '+228 90 11 22 33',
      },
      payment: extra.payment,
      ...(extra.guest ? { guest: extra.guest } : {}),
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

/** Sends `count` jobs to `queue`, as its schedule does each minute; waits until all are done. */
async function runJobs(queue: string, count: number): Promise<void> {
  const jobs = await startJobQueue({
    connectionString: databaseUrl,
    logger: console,
    schedules: false,
  });
  try {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const id = await jobs.send(queue, {});
      if (id) ids.push(id);
    }
    expect(ids).toHaveLength(count);
    // This process only sends: the workers that fetch them are A's and B's.
    await eventually(
      async () =>
        (
          await db.query<{ state: string }>(
            'select state from pgboss.job where name = $1 and id = any($2::uuid[])',
            [queue, ids],
          )
        ).rows.map((row) => row.state),
      (states) => states.length === count && states.every((state) => state === 'completed'),
    );
  } finally {
    await jobs.stop();
  }
}

interface OutboxRow {
  event_key: string;
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

const outboxRows = async (eventKeys: string[]) =>
  (
    await db.query<OutboxRow>(
      `select event_key, recipient, status, attempts, last_error from outbox_messages
        where event_key = any($1) order by event_key`,
      [eventKeys],
    )
  ).rows;

/** How many messages the inbox received with this event's Message-ID. */
const copiesOf = (eventKey: string) =>
  (inbox?.mails ?? []).filter(
    (mail) => readMail(mail.raw).headers.get('message-id') === messageIdOf(eventKey, MAIL_DOMAIN),
  ).length;

describe('two app instances on one PostgreSQL and one object store', () => {
  it('show a buyer on B the photo a seller uploaded through A', async () => {
    const awa = await login(a, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    // A real photograph: the home page's first carousel picture, as a phone would send it.
    const photo = await sharp(path.resolve('public/media/carousel-1-640.webp')).jpeg().toBuffer();
    const upload = multipart([{ filename: 'marche.jpg', type: 'image/jpeg', data: photo }]);
    const uploaded = await fetch(`${a.baseUrl}/api/upload_images`, {
      method: 'POST',
      headers: { ...upload.headers, authorization: `Bearer ${awa.token}` },
      body: upload.payload,
    });
    expect(uploaded.status).toBe(201);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    const { rows } = await db.query<{ id: number }>(
      'select id from categories order by id limit 1',
    );
    const name = `Panier tressé de Bè ${randomUUID().slice(0, 6)}`;
    const added = await api<SellerProduct>(a, '/api/produits/ajouter-nouveau-produit', {
      token: awa.token,
      body: {
        categorieId: rows[0]!.id,
        tenantId: awa.TenantId,
        product: { name, description: 'Un panier tressé à la main, photographié au marché.' },
        images: [imageUrl],
        boutiqueProduct: { price: 6500, stockDisponible: 3, boutiqueId: awa.boutiqueId },
      },
    });
    expect(added.status).toBe(201);

    // The buyer's browser, on B: the product page names the photo in the store, and loads it.
    const page = await browser.newPage();
    try {
      await page.goto(`${b.baseUrl}/product-details/${added.body.id}`);
      const image = page.getByRole('main').getByRole('img', { name, exact: true });
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const shown = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(shown.startsWith(`${s3.endpoint}/${s3.bucket}/products/`)).toBe(true);
      expect(shown).toContain(path.basename(imageUrl, '.webp'));

      // Those bytes are the uploaded photograph: the same picture once both are cut to the
      // product's square and shrunk alike (the upload re-encodes it as WebP).
      const bytes = Buffer.from(await (await fetch(shown)).arrayBuffer());
      const thumbnail = (input: Buffer) =>
        sharp(input).resize(16, 16, { fit: 'cover' }).removeAlpha().raw().toBuffer();
      const [seen, sent] = await Promise.all([thumbnail(bytes), thumbnail(photo)]);
      const difference = seen.reduce(
        (sum, value, index) => sum + Math.abs(value - sent[index]!),
        0,
      );
      expect(difference / seen.length).toBeLessThan(8);
    } finally {
      await page.close();
    }
  });

  it('refuse a login brute force alternating between A and B at the same attempt as on A alone', async () => {
    /** Wrong passwords for `email` from one address until a 429; the number of that attempt. */
    async function refusedAt(instances: AppProcess[], email: string) {
      const ip = nextIp();
      for (let attempt = 1; attempt <= 20; attempt++) {
        const { status } = await api(instances[attempt % instances.length]!, '/api/users/login', {
          body: { email, password: 'pas-le-bon' },
          ip,
        });
        if (status === 429) return attempt;
        expect(status).toBe(401);
      }
      return null;
    }
    const alone = await refusedAt([a], 'kofi@baobab.example');
    const alternating = await refusedAt([a, b], 'fatou@baobab.example');
    // 5 failures a quarter of an hour per account (server/api/accounts/accounts.routes.ts).
    expect(alone).toBe(6);
    expect(alternating).toBe(alone);
  });

  it('e-mail an order placed on A while SMTP was down once it is back, from either worker', async () => {
    const awa = await login(b, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const product = await awasProduct(a, awa);
    const guest = {
      name: 'Afi Dossou',
      phone: '+228 97 20 20 01',
      email: `afi-${randomUUID().slice(0, 8)}@exemple.tg`,
    };
    const placed = await placeOrder(a, product, {
      guest,
      payment: { method: 'Paiement à la livraison' },
    });
    const [order] = placed.orders;
    const { rows } = await db.query<{ id: number }>(
      'select id from checkouts where reference = $1',
      [placed.reference],
    );
    const eventKeys = [
      `checkout:${rows[0]!.id}:confirmation`,
      `commande:${order!.id}:nouvelle:${awa.userId}`,
    ];

    // A tried them at once after the commit, and failed: they wait for another try.
    const failed = await eventually(
      () => outboxRows(eventKeys),
      (found) => found.length === 2 && found.every((row) => row.last_error !== null),
    );
    expect(failed.map(({ recipient, status }) => ({ recipient, status }))).toEqual([
      { recipient: guest.email, status: 'En attente' },
      { recipient: 'awa@baobab.example', status: 'En attente' },
    ]);

    inbox = await startSmtpInbox({ port: smtpPort });
    // Due again (MAIL_RETRY_SECONDS), then the minute's sweep, taken by A's or B's worker.
    await eventually(
      async () =>
        (
          await db.query(
            'select 1 from outbox_messages where event_key = any($1) and next_attempt_at > now()',
            [eventKeys],
          )
        ).rowCount,
      (waiting) => waiting === 0,
    );
    await runJobs(OUTBOX_SWEEP.queue, 1);
    const sent = await eventually(
      () => outboxRows(eventKeys),
      (found) => found.every((row) => row.status === 'Envoyé'),
    );
    expect(sent.every((row) => row.attempts >= 2)).toBe(true);
    for (const eventKey of eventKeys) expect(copiesOf(eventKey), eventKey).toBe(1);
  });

  it('cancel an unpaid online order once past its deadline, with both instances at work', async () => {
    const awa = await login(a, 'awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
    const product = await awasProduct(b, awa);
    const email = `yawo-${randomUUID().slice(0, 8)}@exemple.tg`;
    const registered = await api(b, '/api/users/register', {
      body: {
        userName: 'Yawo Agbeko',
        email,
        password: 'Expiration-2026',
        typeCompte: 'ACHETEUR',
        pays: 'Togo',
        ville: 'Lomé',
        telephone: '+228 93 40 40 01',
      },
    });
    expect(registered.status).toBe(201);
    const buyer = await login(b, email, 'Expiration-2026');
    const placed = await placeOrder(b, product, {
      token: buyer.token,
      payment: { method: 'Mobile Money', provider: 'Moov', account: '+228 93 40 40 01' },
    });
    const [order] = placed.orders;
    expect(placed.paymentUrl).not.toBeNull();
    // Its deadline passed a minute ago (PAYMENT_TIMEOUT_MINUTES is at least one).
    await db.query(
      `update checkouts set payment_expires_at = now() - interval '1 minute' where reference = $1`,
      [placed.reference],
    );

    // Both instances registered the minute's schedule: pg-boss keeps one, one job a minute for
    // both. Not waited for here (up to a minute and a half with pg-boss's 30-second pass): its
    // jobs are sent as the schedule sends them, two at once, as if two occurrences overlapped,
    // for A's and B's workers to fetch.
    const schedules = await db.query('select 1 from pgboss.schedule where name = $1', [
      PAYMENT_EXPIRY_JOB.queue,
    ]);
    expect(schedules.rowCount).toBe(1);
    await runJobs(PAYMENT_EXPIRY_JOB.queue, 2);
    const events = await db.query<{ kind: string; to_value: string; actor: string }>(
      `select kind, to_value, actor from commande_evenements
        where commande_id = $1 and actor = 'Système' order by id`,
      [order!.id],
    );
    expect(events.rows).toEqual([
      { kind: 'paiement', to_value: 'Échoué', actor: 'Système' },
      { kind: 'statut', to_value: 'Annulé', actor: 'Système' },
    ]);
    const notices = await db.query<{ message: string }>(
      'select message from notifications where account_id = $1 and commande_id = $2 order by id',
      [buyer.userId, order!.id],
    );
    expect(notices.rows.map((row) => row.message)).toEqual([
      `${orderStatusSentence(order!.orderNumber, 'En attente')} · ${order!.boutique.name}`,
      `Paiement échoué pour la commande ${order!.orderNumber} · ${order!.boutique.name}`,
      `${orderStatusSentence(order!.orderNumber, 'Annulé')} · ${order!.boutique.name}`,
    ]);
    // The buyer's e-mail of it, written once in the expiry's transaction and sent once.
    const eventKey = `commande:${order!.id}:paiement:Échoué`;
    const [mail] = await eventually(
      () => outboxRows([eventKey]),
      (found) => found[0]?.status === 'Envoyé',
    );
    expect(mail).toMatchObject({ recipient: email, status: 'Envoyé' });
    await expect.poll(() => copiesOf(eventKey)).toBe(1);
  });
});

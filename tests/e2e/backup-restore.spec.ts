import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runningEmbeddedPostgres } from '#modules/db/embedded-postgres.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import {
  runNpmScript,
  runScriptProcess,
  startAppProcess,
  type AppProcess,
} from '../support/app-process.ts';
import { removeDataDir, seededDataDir } from '../support/seeded-data-dir.ts';
import { createTempDir } from '../support/temp-dir.ts';

// `npm run db:backup` while the shop serves, `npm run db:restore` into a new data folder, and the
// app started on it has every order, account and image (issue 20, decision 036); the same for an
// external database (DATABASE_URL), dumped by the system's pg_dump into another empty database.

const folders: string[] = [];
const apps: AppProcess[] = [];
/** Databases this file created on the machine's PostgreSQL. */
const scratchDatabases: string[] = [];

afterAll(async () => {
  for (const app of apps) await app.stop();
  for (const folder of folders) await removeDataDir(folder);
  await dropScratchDatabases();
});

/** What must survive: the orders, the accounts, and every image the data names. */
async function contentsAt(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (sql: string) => (await client.query(sql)).rows;
    return {
      orders: await rows('SELECT order_number, boutique_id, status FROM commandes ORDER BY id'),
      accounts: await rows('SELECT email, type_compte, password_hash FROM accounts ORDER BY id'),
      images: (
        await rows(
          `SELECT url FROM produit_images
           UNION SELECT logo_url FROM boutiques WHERE logo_url IS NOT NULL
           UNION SELECT banner_url FROM boutiques WHERE banner_url IS NOT NULL
           ORDER BY 1`,
        )
      ).map((row: { url: string }) => row.url),
    };
  } finally {
    await client.end();
  }
}

/** The restored app serves every image the data names, and signs the account in. */
async function expectServesShop(
  app: AppProcess,
  images: string[],
  account: { email: string; password: string },
) {
  for (const url of images) {
    const response = await fetch(`${app.baseUrl}${url}`);
    expect(response.status, url).toBe(200);
  }
  const login = await fetch(`${app.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
}

/** What must survive (`contentsAt`), from the embedded PostgreSQL the app runs on `dataDir`. */
async function contents(dataDir: string) {
  const server = await runningEmbeddedPostgres(dataDir);
  if (!server) throw new Error(`Aucun PostgreSQL en marche sur ${dataDir}`);
  return contentsAt(server.url);
}

describe('npm run db:backup and db:restore', () => {
  it('restore a running shop, orders, accounts and images, into a new data folder', async () => {
    const dataDir = await seededDataDir('baobab-e2e-backup-');
    folders.push(dataDir);
    const shop = await startAppProcess({ DATA_DIR: dataDir });
    apps.push(shop);
    // Written just before the backup, while the app serves: it must be in it.
    const registered = await fetch(`${shop.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        userName: 'Sika Amegah',
        email: 'sika.amegah@exemple.tg',
        password: 'sauvegarde-2026',
        typeCompte: 'ACHETEUR',
        pays: 'Togo',
        ville: 'Lomé',
        telephone: '+228 93 12 34 56',
      }),
    });
    expect(registered.status).toBe(201);
    const before = await contents(dataDir);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.accounts).toContainEqual(
      expect.objectContaining({ email: 'sika.amegah@exemple.tg' }),
    );

    const backups = await createTempDir('baobab-e2e-backups-');
    folders.push(backups);
    const backup = await runScriptProcess('scripts/db-backup.ts', [backups], { DATA_DIR: dataDir });
    expect(backup.code, backup.stderr).toBe(0);
    const [file] = await fs.readdir(backups);
    expect(file).toMatch(/^baobab-sauvegarde-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    const archive = path.join(backups, file ?? '');
    await shop.stop();

    const parent = await createTempDir('baobab-e2e-restored-');
    folders.push(parent);
    const restoredDir = path.join(parent, 'data');
    const restore = await runScriptProcess('scripts/db-restore.ts', [archive], {
      DATA_DIR: restoredDir,
    });
    expect(restore.code, restore.stderr).toBe(0);
    // Never over existing data.
    const again = await runScriptProcess('scripts/db-restore.ts', [archive], {
      DATA_DIR: restoredDir,
    });
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(/^Le dossier de données .+ n’est pas vide/);

    const restored = await startAppProcess({ DATA_DIR: restoredDir });
    apps.push(restored);
    expect(await contents(restoredDir)).toEqual(before);
    await expectServesShop(restored, before.images, {
      email: 'sika.amegah@exemple.tg',
      password: 'sauvegarde-2026',
    });
  });
});

/**
 * The machine's PostgreSQL, as a managed one stands in production: `.ci/run` starts it, with
 * the system's `pg_dump` of its version. Another server: SYSTEM_POSTGRES_URL.
 */
const SYSTEM_POSTGRES_URL =
  process.env.SYSTEM_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database on the machine's PostgreSQL, dropped after the file; its URL. */
async function scratchDatabase(purpose: string): Promise<string> {
  const name = `baobab_${purpose}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SYSTEM_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Ce test sauvegarde une base externe : il lui faut le PostgreSQL du système sur ${SYSTEM_POSTGRES_URL} (Debian : apt-get install postgresql, démarré comme le fait .ci/run) ou SYSTEM_POSTGRES_URL. ${String(error)}`,
      { cause: error },
    );
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  scratchDatabases.push(name);
  const url = new URL(SYSTEM_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropScratchDatabases() {
  if (scratchDatabases.length === 0) return;
  const admin = new pg.Client({ connectionString: SYSTEM_POSTGRES_URL });
  await admin.connect();
  try {
    for (const name of scratchDatabases) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

describe('npm run db:backup and db:restore of an external database (DATABASE_URL)', () => {
  it(
    'dump it with pg_dump and restore orders, accounts and images into another empty one',
    { timeout: 420_000 },
    async () => {
      // Every instance of one shop shares this secret (required with DATABASE_URL).
      const AUTH_SECRET = randomBytes(32).toString('base64');
      const source = await scratchDatabase('source');
      const sourceDir = await createTempDir('baobab-e2e-external-');
      folders.push(sourceDir);
      const shop = { DATA_DIR: sourceDir, DATABASE_URL: source, AUTH_SECRET };
      // The demo shop and its year of orders, installed as a person would on a new server.
      const seeded = await runNpmScript('db:seed', [], shop);
      expect(seeded.code, seeded.stderr).toBe(0);
      const before = await contentsAt(source);
      expect(before.orders.length).toBeGreaterThan(0);
      expect(before.accounts.length).toBeGreaterThan(0);
      expect(before.images.length).toBeGreaterThan(0);

      const backups = await createTempDir('baobab-e2e-external-backups-');
      folders.push(backups);
      const backup = await runNpmScript('db:backup', [backups], shop);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('Copie de la base (pg_dump)…');
      const [file] = await fs.readdir(backups);
      const archive = path.join(backups, file ?? '');

      // Another server's empty database and data folder, as a restore drill's.
      const target = await scratchDatabase('restauree');
      const parent = await createTempDir('baobab-e2e-external-restored-');
      folders.push(parent);
      const restoredDir = path.join(parent, 'data');
      const restored = { DATA_DIR: restoredDir, DATABASE_URL: target, AUTH_SECRET };
      const restore = await runNpmScript('db:restore', [archive], restored);
      expect(restore.code, restore.stderr).toBe(0);
      expect(await contentsAt(target)).toEqual(before);
      // Never over a database that has data.
      const again = await runNpmScript('db:restore', [archive], {
        ...restored,
        DATA_DIR: path.join(parent, 'autre'),
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('La base de DATABASE_URL n’est pas vide');

      // The app on the restored database and folder serves the shop's images and accounts.
      const app = await startAppProcess(restored);
      apps.push(app);
      await expectServesShop(app, before.images, {
        email: 'kofi@baobab.example',
        password: DEMO_PASSWORDS.ACHETEUR,
      });
    },
  );
});

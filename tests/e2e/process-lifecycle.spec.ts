import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answersOn,
  runNpmScript,
  startAppProcess,
  startDevProcess,
  type AppProcess,
  type ScriptRun,
} from '../support/app-process.ts';
import { removeDataDir, seededDataDir } from '../support/seeded-data-dir.ts';
import { createTempDir } from '../support/temp-dir.ts';

// The app as a process manager sees it (issue 20): `docker stop`, systemd or a PaaS send SIGTERM
// to `npm start`, and nothing may be left running; Ctrl-C on `npm run dev` stops its database
// too; the scripts a person runs by hand (through npm, as the README says) say what is wrong in
// one French message, without a stack trace.

const STACK_LINE = /^\s+at /m;

/**
 * What a script printed on stderr through npm, without npm's own short lines about a failed
 * script (`npm error …`, when npm prints them): the script's message alone.
 */
const scriptLines = (stderr: string) =>
  stderr
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('npm error'));

/** A script that failed as a person should see it: exit 1, its message alone, no stack trace. */
function expectFailure(run: ScriptRun, message: RegExp, lineCount = 1) {
  expect(run.code).toBe(1);
  expect(run.stderr).not.toMatch(STACK_LINE);
  const lines = scriptLines(run.stderr);
  expect(lines).toHaveLength(lineCount);
  expect(lines.join('\n')).toMatch(message);
}

let dataDir: string;
let app: AppProcess;

beforeAll(async () => {
  dataDir = await seededDataDir('baobab-e2e-lifecycle-');
  app = await startAppProcess({ DATA_DIR: dataDir }, { npmStart: true });
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) await removeDataDir(dataDir);
});

describe('npm start and the scripts beside it', () => {
  it('refuses create-admin while the app holds the embedded database, in one message', async () => {
    const run = await runNpmScript('create-admin', [], {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'equipe@baobab.example',
      ADMIN_NAME: 'Équipe',
      ADMIN_PASSWORD: 'mot-de-passe-solide',
    });
    expectFailure(run, /^La base embarquée \(.+\) est déjà ouverte par une application/);
  });

  it('refuses db:seed with a bad configuration, in one message', async () => {
    const run = await runNpmScript('db:seed', [], { DATA_DIR: dataDir, PORT: 'quatre-vingts' });
    expectFailure(run, /^Configuration invalide\s:\n {2}- PORT\s: doit être un numéro de port/, 2);
  });

  it('says in one message that storage:migrate cannot read the local images', async () => {
    const broken = await createTempDir('baobab-e2e-migrate-');
    try {
      // A file where the images' folder should be.
      await fs.writeFile(path.join(broken, 'uploads'), 'pas un dossier');
      const run = await runNpmScript('storage:migrate', [], {
        DATA_DIR: broken,
        STORAGE_S3_BUCKET: 'baobab-images',
        STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9',
        STORAGE_S3_ACCESS_KEY_ID: 'cle',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      });
      expectFailure(
        run,
        new RegExp(`^Lecture des images de ${path.join(broken, 'uploads')} impossible\\s: `),
      );
    } finally {
      await removeDataDir(broken);
    }
  });

  it('renders its home page once before it opens its port, so that its first visitor does not wait for the site’s code to load', () => {
    const output = app.output();
    expect(output).toMatch(/Site préparé en \d+ ms\./);
    expect(output.indexOf('Site préparé')).toBeLessThan(output.indexOf('Server listening'));
  });

  it('stops the server and its embedded PostgreSQL on SIGTERM to npm, leaving nothing listening', async () => {
    expect(await answersOn(app.ports.app)).toBe(true);
    expect(await answersOn(app.ports.database)).toBe(true);
    expect(await app.stop('SIGTERM')).toBe(0);
    expect(app.output()).toContain('Arrêt terminé.');
    expect(await answersOn(app.ports.app)).toBe(false);
    expect(await answersOn(app.ports.database)).toBe(false);
  });
});

describe('npm run dev', () => {
  let devDir: string | undefined;
  let dev: AppProcess | undefined;
  afterAll(async () => {
    await dev?.stop('SIGKILL');
    if (devDir) await removeDataDir(devDir);
  });

  it('serves on PORT, refuses a busy one, and Ctrl-C stops it with its embedded PostgreSQL', async () => {
    devDir = await createTempDir('baobab-e2e-dev-');
    // A new database without the demo: the start only creates and migrates it.
    dev = await startDevProcess({ DATA_DIR: devDir, SEED_DEMO: 'false' });
    const home = await fetch(`${dev.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    expect(await answersOn(dev.ports.database)).toBe(true);

    // Another one on the same PORT does not move to the next port: it stops, saying why.
    const second = await runNpmScript('dev', [], {
      DATA_DIR: devDir,
      PORT: String(dev.ports.app),
      EMBEDDED_PG_PORT: String(dev.ports.database),
    });
    expect(second.code).not.toBe(0);
    expect(second.stderr).toContain(`Port ${dev.ports.app} is already in use`);

    // Ctrl-C in the terminal: SIGINT to the whole process group.
    await dev.stop('SIGINT');
    expect(await answersOn(dev.ports.app)).toBe(false);
    expect(await answersOn(dev.ports.database)).toBe(false);
  });
});

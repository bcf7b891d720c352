import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  adoptCluster,
  runningEmbeddedPostgres,
  startEmbeddedPostgres,
} from './embedded-postgres.ts';

// `npm run db:backup` and `db:restore` (docs/decisions/036-shared-limits-lifecycle-backups.md).
// One dated .tar.gz holds the database and the local images (DATA_DIR/uploads):
// - the embedded database as PostgreSQL's own online physical backup (pg_backup_start/stop,
//   the files, then the WAL written meanwhile, kept by a temporary replication slot): consistent
//   while the app serves, and restored by PostgreSQL's own recovery at the first start. The
//   embedded binaries have no pg_dump, and the system's is often older than PostgreSQL 18;
// - an external database (DATABASE_URL) as a pg_dump archive (custom format), made by the
//   newest pg_dump of the system, refused when it is older than the server.

const run = promisify(execFile);

const MANIFEST = 'baobab-sauvegarde.json';
/** Modes of what a backup writes: readable by the account that runs it only. */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;
const DUMP_FILE = 'base.dump';
/** What DATA_DIR keeps besides the database: the images, and the secrets the data needs. */
const DATA_FILES = ['uploads', 'auth-secret', 'postgres-password'];
/** Left out of a physical copy (PostgreSQL's documentation): recreated empty, or not at all. */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'current_logfiles',
]);

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'embedded' | 'dump';
}

/** A refusal the person running the command can act on; its message says how. */
export class BackupError extends Error {}

export interface BackupPlace {
  dataDir: string;
  /** An external PostgreSQL; without it, the embedded one under `dataDir`. */
  databaseUrl?: string;
  /** For the embedded server the command starts itself when the app is not running. */
  embeddedPort: number;
  log: (message: string) => void;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

function ignoreMissing(error: NodeJS.ErrnoException) {
  // A file PostgreSQL removed while we copied: the WAL replayed at restore recreates what counts.
  if (error.code !== 'ENOENT') throw error;
}

async function copyTree(from: string, to: string, topLevel: boolean): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (SKIPPED_FILES.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (topLevel && EMPTIED_FOLDERS.has(entry.name)) await fs.mkdir(target, { mode: 0o700 });
      else await copyTree(source, target, false);
    } else {
      await fs.copyFile(source, target).catch(ignoreMissing);
    }
  }
}

/** PostgreSQL's low-level online backup of the cluster in `pgdata`, into `target`. */
async function copyClusterOnline(adminUrl: string, pgdata: string, target: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Temporary: dropped with this session. It keeps every WAL segment from now on.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [
      `baobab_sauvegarde_${randomBytes(4).toString('hex')}`,
    ]);
    await client.query("SELECT pg_backup_start('baobab', true)");
    await copyTree(pgdata, target, true);
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const [stop] = rows;
    if (!stop) throw new Error('pg_backup_stop n’a rien renvoyé.');
    await fs.writeFile(path.join(target, 'backup_label'), stop.labelfile);
    if (stop.spcmapfile) await fs.writeFile(path.join(target, 'tablespace_map'), stop.spcmapfile);
    const wal = path.join(pgdata, 'pg_wal');
    await fs.mkdir(path.join(target, 'pg_wal', 'archive_status'), { recursive: true });
    for (const entry of await fs.readdir(wal, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      await fs
        .copyFile(path.join(wal, entry.name), path.join(target, 'pg_wal', entry.name))
        .catch(ignoreMissing);
    }
  } finally {
    await client.end();
  }
}

/** The major version of a pg_dump or pg_restore binary, or null when it does not run. */
async function majorOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout);
    return match ? Number.parseInt(match[1] ?? '', 10) : null;
  } catch {
    return null;
  }
}

/** The newest `tool` (pg_dump, pg_restore) of the system: on the PATH, or Debian's per version. */
async function newestTool(tool: 'pg_dump' | 'pg_restore') {
  const versioned = await fs
    .readdir('/usr/lib/postgresql')
    .then((versions) => versions.map((version) => `/usr/lib/postgresql/${version}/bin/${tool}`))
    .catch(() => []);
  let best: { binary: string; major: number } | null = null;
  for (const binary of [tool, ...versioned]) {
    const major = await majorOf(binary);
    if (major !== null && (!best || major > best.major)) best = { binary, major };
  }
  return best;
}

/** libpq's settings for `url`, the password in the environment rather than on the command line. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, PGPASSWORD: password } };
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "SELECT current_setting('server_version_num') AS v",
    );
    return Math.floor(Number.parseInt(rows[0]?.v ?? '0', 10) / 10_000);
  } finally {
    await client.end();
  }
}

async function dumpExternal(url: string, file: string) {
  const [tool, major] = await Promise.all([newestTool('pg_dump'), serverMajor(url)]);
  if (!tool || tool.major < major) {
    throw new BackupError(
      `Sauvegarde impossible : il faut pg_dump ${major} ou plus récent pour PostgreSQL ${major}` +
        (tool ? ` (trouvé : pg_dump ${tool.major}).` : ' (aucun trouvé).') +
        ` Installez le client PostgreSQL ${major} (paquet postgresql-client-${major}).`,
    );
  }
  const { dbname, env } = connection(url);
  await run(tool.binary, ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env });
}

async function restoreDump(url: string, file: string) {
  const tool = await newestTool('pg_restore');
  if (!tool) {
    throw new BackupError('Restauration impossible : pg_restore est introuvable sur ce système.');
  }
  const { dbname, env } = connection(url);
  await run(
    tool.binary,
    ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${dbname}`, file],
    { env },
  );
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** Writes the backup into `outDir`; returns the file's path. */
export async function writeBackup(place: BackupPlace, outDir: string): Promise<string> {
  const createdAt = new Date();
  // A backup is the whole database and the secrets: the folders this creates, the copies being
  // gathered and the file are its owner's alone from their creation, whatever the umask.
  await fs.mkdir(outDir, { recursive: true, mode: PRIVATE_FOLDER });
  const file = path.resolve(outDir, `baobab-sauvegarde-${stamp(createdAt)}.tar.gz`);
  const staging = path.join(outDir, `.sauvegarde-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(staging, { mode: PRIVATE_FOLDER });
  let unfinished = false;
  try {
    const database = place.databaseUrl ? 'dump' : 'embedded';
    if (place.databaseUrl) {
      place.log('Copie de la base (pg_dump)…');
      await dumpExternal(place.databaseUrl, path.join(staging, DUMP_FILE));
    } else {
      const pgdata = path.join(place.dataDir, 'postgres');
      if (!(await exists(path.join(pgdata, 'PG_VERSION')))) {
        throw new BackupError(`Aucune base embarquée dans ${place.dataDir} : rien à sauvegarder.`);
      }
      // While the app runs, its server is used as it is; else one is started for the copy.
      const running = await runningEmbeddedPostgres(place.dataDir);
      const started = running
        ? null
        : await startEmbeddedPostgres({ dataDir: place.dataDir, port: place.embeddedPort });
      place.log('Copie de la base embarquée…');
      try {
        const server = running ?? started;
        if (server)
          await copyClusterOnline(server.adminUrl, pgdata, path.join(staging, 'postgres'));
      } finally {
        await started?.stop();
      }
    }
    place.log('Copie des images…');
    for (const name of DATA_FILES) {
      if (name === 'postgres-password' && place.databaseUrl) continue;
      const source = path.join(place.dataDir, name);
      if (await exists(source)) await fs.cp(source, path.join(staging, name), { recursive: true });
    }
    const manifest: Manifest = { format: 1, createdAt: createdAt.toISOString(), database };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // tar writes into this file as it is (it would create its own with the umask's mode).
    await fs.writeFile(file, '', { flag: 'wx', mode: PRIVATE_FILE });
    unfinished = true;
    // Each entry, not `.`: restoring `.` would give DATA_DIR this folder's private mode, which
    // an embedded PostgreSQL running as another account could not traverse.
    const entries = (await fs.readdir(staging)).map((name) => `./${name}`);
    await run('tar', ['-czf', file, '-C', staging, ...entries]);
    unfinished = false;
    return file;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    if (unfinished) await fs.rm(file, { force: true });
  }
}

async function isEmptyFolder(dir: string) {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.length === 0;
}

async function isEmptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** The archive's manifest, read before anything is written. */
async function manifestOf(file: string): Promise<Manifest> {
  try {
    const { stdout } = await run('tar', ['-xzOf', file, `./${MANIFEST}`]);
    return JSON.parse(stdout) as Manifest;
  } catch {
    throw new BackupError(`${file} n’est pas une sauvegarde de Baobab.`);
  }
}

/** Restores `file` into the empty `place.dataDir` (and the empty external database, if any). */
export async function restoreBackup(place: BackupPlace, file: string): Promise<void> {
  if (!(await exists(file))) throw new BackupError(`Sauvegarde introuvable : ${file}`);
  const manifest = await manifestOf(path.resolve(file));
  if (!(await isEmptyFolder(place.dataDir))) {
    throw new BackupError(
      `Le dossier de données ${place.dataDir} n’est pas vide : la restauration n’écrit que dans ` +
        'un dossier vide ou absent (DATA_DIR), pour ne jamais écraser des données.',
    );
  }
  if (manifest.database === 'embedded' && place.databaseUrl) {
    throw new BackupError(
      'Cette sauvegarde est celle d’une base embarquée : restaurez-la sans DATABASE_URL.',
    );
  }
  if (place.databaseUrl && !(await isEmptyDatabase(place.databaseUrl))) {
    throw new BackupError(
      'La base de DATABASE_URL n’est pas vide : la restauration ne vise qu’une base vide.',
    );
  }
  await fs.mkdir(place.dataDir, { recursive: true });
  await run('tar', ['-xzf', path.resolve(file), '-C', place.dataDir]);
  await fs.rm(path.join(place.dataDir, MANIFEST));
  if (manifest.database === 'embedded') {
    await adoptCluster(place.dataDir, place.log);
    place.log('Base embarquée restaurée : PostgreSQL rejoue ses journaux au premier démarrage.');
    return;
  }
  const dump = path.join(place.dataDir, DUMP_FILE);
  try {
    if (place.databaseUrl) {
      await restoreDump(place.databaseUrl, dump);
    } else {
      const embedded = await startEmbeddedPostgres({
        dataDir: place.dataDir,
        port: place.embeddedPort,
      });
      try {
        await restoreDump(embedded.url, dump);
      } finally {
        await embedded.stop();
      }
    }
  } finally {
    await fs.rm(dump, { force: true });
  }
  place.log('Base restaurée.');
}

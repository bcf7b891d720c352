import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// `npm start` builds only when the site's sources changed since the last build: a fingerprint
// of their contents is kept next to the build.

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'app',
  'common',
  'core',
  'public',
  'vite.config.ts',
  // The build's own plugins.
  'scripts/first-visit-chunks.ts',
  'scripts/precompress-plugin.ts',
  'react-router.config.ts',
  'postcss.config.js',
  'package-lock.json',
];
const FINGERPRINT_FILE = path.join(root, 'build', '.source-fingerprint');
const SERVER_BUILD = path.join(root, 'build', 'server', 'index.js');

function listFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && !dirent.name.endsWith('.test.ts'))
    .map((dirent) => path.relative(root, path.join(dirent.parentPath, dirent.name)));
}

export function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The sources' fingerprint when the build is missing or was made from other sources. */
function staleBuildFingerprint(): string | undefined {
  const fingerprint = sourceFingerprint();
  const current = fs.existsSync(FINGERPRINT_FILE) ? fs.readFileSync(FINGERPRINT_FILE, 'utf8') : '';
  return fs.existsSync(SERVER_BUILD) && current === fingerprint ? undefined : fingerprint;
}

const BUILD_COMMAND = path.join(root, 'node_modules', '.bin', 'react-router');
const BUILD_OPTIONS = { cwd: root, env: { ...process.env, NODE_ENV: 'production' } };

/** Runs `react-router build` unless the current build matches the sources. */
export function ensureBuild(log: (message: string) => void = console.log): void {
  const fingerprint = staleBuildFingerprint();
  if (fingerprint === undefined) return;
  log('Construction du site (react-router build)…');
  const result = spawnSync(BUILD_COMMAND, ['build'], { ...BUILD_OPTIONS, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('La construction du site a échoué.');
  fs.writeFileSync(FINGERPRINT_FILE, fingerprint);
}

/**
 * The same, without blocking the process (the test runner's, which starts the other suites
 * meanwhile): the build's output is shown only if it fails.
 */
export async function ensureBuildQuietly(): Promise<void> {
  const fingerprint = staleBuildFingerprint();
  if (fingerprint === undefined) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(BUILD_COMMAND, ['build'], { ...BUILD_OPTIONS, stdio: 'pipe' });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`La construction du site a échoué :\n${log}`)),
    );
  });
  fs.writeFileSync(FINGERPRINT_FILE, fingerprint);
}

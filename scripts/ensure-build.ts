import { spawnSync } from 'node:child_process';
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

/** Runs `react-router build` unless the current build matches the sources. */
export function ensureBuild(log: (message: string) => void = console.log): void {
  const fingerprint = sourceFingerprint();
  const current = fs.existsSync(FINGERPRINT_FILE) ? fs.readFileSync(FINGERPRINT_FILE, 'utf8') : '';
  if (fs.existsSync(SERVER_BUILD) && current === fingerprint) return;
  log('Construction du site (react-router build)…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('La construction du site a échoué.');
  fs.writeFileSync(FINGERPRINT_FILE, fingerprint);
}

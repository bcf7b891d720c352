import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// The browser's files are compressed once, at build time, with the strongest settings (too slow
// to run on each request): `name.br` and `name.gz` beside each, which the server hands out as
// they are (server/app.ts, `preCompressed`). Images and video are compressed already.

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.xml']);
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [brotli, gzipped] = await Promise.all([
    toBrotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    toGzip(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, brotli), fs.writeFile(`${file}.gz`, gzipped)]);
}

const hasTwins = (file: string) =>
  fs.access(`${file}.br`).then(
    () => true,
    () => false,
  );

/**
 * Vite plugin: after the build, writes the `.br` and `.gz` twin of each text file of the client
 * folder. It runs when each environment's build closes: React Router writes the route manifest
 * (assets/manifest-*.js) into the client folder during the server's build, after the client's.
 * A file that has its twins already is not compressed again.
 */
export function precompress(): Plugin {
  return {
    name: 'baobab-precompress',
    apply: 'build',
    async closeBundle() {
      const config = this.environment.getTopLevelConfig();
      const clientOutDir = config.environments.client?.build.outDir;
      if (!clientOutDir) return;
      const files = await compressibleFiles(path.resolve(config.root, clientOutDir));
      const compressed = await Promise.all(files.map((file) => hasTwins(file)));
      await Promise.all(files.filter((_, index) => !compressed[index]).map(precompressFile));
    },
  };
}

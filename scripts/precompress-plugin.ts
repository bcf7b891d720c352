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

/** Vite plugin: after the client build, writes the `.br` and `.gz` twin of each text file. */
export function precompress(): Plugin {
  return {
    name: 'baobab-precompress',
    apply: 'build',
    async closeBundle() {
      if (this.environment.name !== 'client') return;
      const outDir = path.resolve(
        this.environment.config.root,
        this.environment.config.build.outDir,
      );
      await Promise.all((await compressibleFiles(outDir)).map(precompressFile));
    },
  };
}

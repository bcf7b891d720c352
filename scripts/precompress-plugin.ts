import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { AVIF_OPTIONS, avifTwin } from '#modules/uploads/product-image-files.ts';

// The browser's files are compressed once, at build time, with the strongest settings (too slow
// to run on each request): `name.br` and `name.gz` beside each, which the server hands out as
// they are (server/app.ts, `preCompressed`). Images and video are compressed already; a WebP
// photo gets an AVIF twin when that is smaller, handed to browsers that take AVIF
// (server/image-negotiation.ts).

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt', '.xml']);
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

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

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

async function filesEndingWith(dir: string, extensions: Set<string>): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeAvifTwin(webpFile: string): Promise<void> {
  const twin = avifTwin(webpFile);
  if (await exists(twin)) return;
  const [webp, avif] = await Promise.all([
    fs.readFile(webpFile),
    sharp(webpFile).avif(AVIF_OPTIONS).toBuffer(),
  ]);
  if (avif.length < webp.length) await fs.writeFile(twin, avif);
}

/**
 * Vite plugin: after the build, writes the `.br` and `.gz` twin of each text file of the client
 * folder. It runs when each environment's build closes: React Router writes the route manifest
 * (assets/manifest-*.js) into the client folder during the server's build, after the client's.
 * A file that has its twins already is not compressed again; each WebP photo gets its AVIF twin
 * once, when that is smaller.
 */
export function precompress(): Plugin {
  return {
    name: 'baobab-precompress',
    apply: 'build',
    async closeBundle() {
      const config = this.environment.getTopLevelConfig();
      const clientOutDir = config.environments.client?.build.outDir;
      if (!clientOutDir) return;
      const outDir = path.resolve(config.root, clientOutDir);
      const files = await filesEndingWith(outDir, COMPRESSIBLE);
      const compressed = await Promise.all(files.map((file) => exists(`${file}.br`)));
      await Promise.all(files.filter((_, index) => !compressed[index]).map(precompressFile));
      for (const photo of await filesEndingWith(outDir, new Set(['.webp']))) {
        await writeAvifTwin(photo);
      }
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalMediaStorage } from '#modules/storage/local-media-storage.ts';
import type { MediaStorage } from '#modules/storage/media-storage.ts';

// The demo pictures are drawn in code: the same drawing, encoded the same way, gives the same
// files. Each is encoded once per machine, kept under node_modules/.cache/, and copied into
// every new data folder or media store after that (a test run or CI seeds several). The key is the drawing
// (its SVG), the files' name, the recipe that encodes it (the encoding function's source) and
// libvips' version.

const CACHE_DIR = path.resolve(import.meta.dirname, '../node_modules/.cache/baobab-demo');

/** Runs `jobs` with at most `limit` of them at once. */
export async function inBatches<T>(
  items: readonly T[],
  limit: number,
  job: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async (): Promise<void> => {
    const item = queue.shift();
    if (item === undefined) return;
    await job(item);
    return worker();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Writes every file of the local folder `from` into `storage` under `prefix/`. */
async function storeFolder(from: string, storage: MediaStorage, prefix: string) {
  const files = await fs.readdir(from);
  await Promise.all(
    files.map(async (file) =>
      storage.write(`${prefix}/${file}`, await fs.readFile(path.join(from, file))),
    ),
  );
}

/** One picture drawn in code: its SVG, the name its files take, how they are encoded. */
export interface Drawing {
  svg: string;
  name: string;
  recipe: string;
}

/**
 * Puts in `storage`, under `prefix/`, the files `render` writes into the (local) store it is
 * given for `drawing`: from the cache when they were made before, else rendered and kept.
 * Without a writable cache (a read-only install), they are rendered in a temporary folder.
 */
export async function cachedDrawing(
  drawing: Drawing,
  storage: MediaStorage,
  prefix: string,
  render: (store: MediaStorage) => Promise<void>,
): Promise<void> {
  const key = createHash('sha256')
    .update([drawing.svg, drawing.name, drawing.recipe, sharp.versions.vips ?? ''].join('\0'))
    .digest('hex');
  const kept = path.join(CACHE_DIR, key);
  if (await exists(kept)) return storeFolder(kept, storage, prefix);
  const staging = `${kept}.${randomBytes(4).toString('hex')}`;
  const cacheWritable = await fs.mkdir(staging, { recursive: true }).then(
    () => true,
    () => false,
  );
  const folder = cacheWritable ? staging : await fs.mkdtemp(path.join(os.tmpdir(), 'baobab-demo-'));
  try {
    await render(createLocalMediaStorage(folder));
    if (!cacheWritable) return await storeFolder(folder, storage, prefix);
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  } finally {
    if (!cacheWritable) await fs.rm(folder, { recursive: true, force: true });
  }
  // Renamed whole: a folder in the cache is always complete. Another process may have won.
  await fs.rename(staging, kept).catch(async (error: unknown) => {
    await fs.rm(staging, { recursive: true, force: true });
    if (!(await exists(kept))) throw error;
  });
  await storeFolder(kept, storage, prefix);
}

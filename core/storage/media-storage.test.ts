import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, PRODUCT_PHOTO } from '#common/images.ts';
import { startS3Server, type TestS3Server } from '../../tests/support/s3-server.ts';
import { createTempDir } from '../../tests/support/temp-dir.ts';
import { avifTwin } from '#modules/uploads/product-image-files.ts';
import { createProductImagesService } from '#modules/uploads/product-images.service.ts';
import { copyMedia } from './copy-media.ts';
import { createLocalMediaStorage } from './local-media-storage.ts';
import { IMMUTABLE_CACHE_CONTROL, type MediaStorage } from './media-storage.ts';
import {
  createS3MediaStorage,
  s3PublicBaseUrl,
  type S3MediaStorageOptions,
} from './s3-media-storage.ts';

let s3: TestS3Server;
let localDir: string;

const s3Options = (): S3MediaStorageOptions => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: 'us-east-1',
  accessKeyId: s3.env.STORAGE_S3_ACCESS_KEY_ID!,
  secretAccessKey: s3.env.STORAGE_S3_SECRET_ACCESS_KEY!,
  forcePathStyle: true,
});

beforeAll(async () => {
  [s3, localDir] = await Promise.all([startS3Server(), createTempDir('baobab-media-')]);
});
afterAll(async () => {
  await s3?.stop();
  if (localDir) await fs.rm(localDir, { recursive: true, force: true });
});

/** A real photograph (the home page's first carousel picture): AVIF beats WebP on it. */
/** A phone's photo, wider than the largest copy kept. */
const photo = () =>
  sharp(path.resolve('public/media/carousel-1-640.webp')).resize(2000).jpeg().toBuffer();

// One contract, both stores: what the app relies on behaves the same on disk and in a bucket.
describe.each([
  ['the local folder', (): MediaStorage => createLocalMediaStorage(localDir)],
  ['an S3-compatible store', (): MediaStorage => createS3MediaStorage(s3Options())],
])('media storage in %s', (_name, open) => {
  it('writes, reads, sizes and removes a file under its key', async () => {
    const storage = open();
    const body = Buffer.from('RIFF----WEBPVP8 contenu');
    await storage.write('products/essai.webp', body);
    expect(await storage.read('products/essai.webp')).toEqual(body);
    expect(await storage.size('products/essai.webp')).toBe(body.length);

    const replaced = Buffer.from('plus court');
    await storage.write('products/essai.webp', replaced);
    expect(await storage.read('products/essai.webp')).toEqual(replaced);

    await storage.remove('products/essai.webp');
    expect(await storage.read('products/essai.webp')).toBeNull();
    expect(await storage.size('products/essai.webp')).toBeNull();
  });

  it('answers null for a file it never held, and removing one is no error', async () => {
    const storage = open();
    expect(await storage.read('products/absente.webp')).toBeNull();
    expect(await storage.size('products/absente.webp')).toBeNull();
    await expect(storage.remove('products/absente.webp')).resolves.toBeUndefined();
  });

  it('holds every variant of an uploaded photo, each with its smaller AVIF twin', async () => {
    const storage = open();
    const url = await createProductImagesService({ storage }).store(await photo());
    const key = url.slice('/uploads/'.length);
    const widths = [PRODUCT_PHOTO.width, ...PRODUCT_PHOTO.variants];
    for (const width of widths) {
      const webpKey = width === PRODUCT_PHOTO.width ? key : imageVariantUrl(key, width);
      const webp = await storage.read(webpKey);
      expect(webp, webpKey).not.toBeNull();
      expect(await sharp(webp!).metadata()).toMatchObject({ format: 'webp', width });
      const avif = await storage.read(avifTwin(webpKey));
      expect(avif?.length, avifTwin(webpKey)).toBeLessThan(webp!.length);
    }
  });
});

describe('an S3-compatible store', () => {
  it('serves each object at the bucket’s public address, with its type and immutable caching', async () => {
    const storage = createS3MediaStorage(s3Options());
    const files = {
      'articles/couverture.webp': 'image/webp',
      'articles/couverture.avif': 'image/avif',
      'articles/couverture.jpg': 'image/jpeg',
    };
    for (const [key, type] of Object.entries(files)) {
      const body = Buffer.from(`octets de ${key}`);
      await storage.write(key, body);
      const response = await fetch(`${s3PublicBaseUrl(s3Options())}/${key}`);
      expect(response.status, key).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
    }
  });

  it('names its public address path-style, host-style or on AWS', () => {
    const options = s3Options();
    expect(s3PublicBaseUrl(options)).toBe(`${s3.endpoint}/${s3.bucket}`);
    expect(
      s3PublicBaseUrl({ ...options, endpoint: 'https://s3.example.net', forcePathStyle: false }),
    ).toBe(`https://${s3.bucket}.s3.example.net`);
    expect(s3PublicBaseUrl({ ...options, endpoint: undefined, region: 'eu-west-3' })).toBe(
      `https://${s3.bucket}.s3.eu-west-3.amazonaws.com`,
    );
  });
});

describe('copyMedia', () => {
  it('copies the local images once: a second run skips them, a file of another size is copied again', async () => {
    const dir = await createTempDir('baobab-migrate-');
    try {
      const local = createLocalMediaStorage(dir);
      const files: Record<string, string> = {
        'products/a.webp': 'photo A',
        'products/a-240.webp': 'A en petit',
        'boutiques/logo.avif': 'logo',
      };
      for (const [key, body] of Object.entries(files)) await local.write(key, Buffer.from(body));
      const target = createS3MediaStorage(s3Options());
      const keys = await local.keys();
      expect(keys).toEqual(['boutiques/logo.avif', 'products/a-240.webp', 'products/a.webp']);

      const seen: number[] = [];
      const first = await copyMedia(keys, local, target, {
        onProgress: ({ done }) => seen.push(done),
      });
      expect(first).toEqual({ done: 3, total: 3, copied: 3, skipped: 0 });
      expect(seen.sort()).toEqual([1, 2, 3]);
      for (const [key, body] of Object.entries(files)) {
        expect((await target.read(key))?.toString(), key).toBe(body);
      }

      expect(await copyMedia(keys, local, target)).toEqual({
        done: 3,
        total: 3,
        copied: 0,
        skipped: 3,
      });

      // Cut short during a copy: the store holds a piece of the file, which is copied again.
      await target.write('products/a.webp', Buffer.from('pho'));
      expect(await copyMedia(keys, local, target)).toMatchObject({ copied: 1, skipped: 2 });
      expect((await target.read('products/a.webp'))?.toString()).toBe('photo A');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('lists nothing in a folder that does not exist yet', async () => {
    expect(await createLocalMediaStorage(path.join(localDir, 'absent')).keys()).toEqual([]);
  });
});

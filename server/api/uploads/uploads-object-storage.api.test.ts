import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { imageVariantUrl, PRODUCT_PHOTO } from '#common/images.ts';
import { mediaUrl } from '#common/media-url.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { IMMUTABLE_CACHE_CONTROL } from '#modules/storage/media-storage.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { startS3Server, type TestS3Server } from '../../../tests/support/s3-server.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The app with STORAGE_S3_* set, against a real S3-compatible server: a seller's photo goes to
// the bucket, every variant of it, and browsers fetch it there.

let s3: TestS3Server;
let testApp: TestApp;
const { login } = orderHelpers(() => testApp);
let awa: string;

beforeAll(async () => {
  s3 = await startS3Server();
  testApp = await createTestApp({ template: 'demo', env: s3.env });
  awa = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
});
afterAll(async () => {
  await testApp?.close();
  await s3?.stop();
});

async function uploadPhoto(): Promise<string> {
  // A real photograph, at a phone's size: the home page's first carousel picture, enlarged.
  const jpeg = await sharp(path.resolve('public/media/carousel-1-640.webp'))
    .resize({ width: 2000 })
    .jpeg()
    .toBuffer();
  const body = multipart([{ filename: 'marche.jpg', type: 'image/jpeg', data: jpeg }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload_images',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${awa}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ imageUrl: string }>().imageUrl;
}

describe('uploaded images in an S3-compatible store', () => {
  it('stores a product photo and its variants in the bucket, fetched from the store’s address', async () => {
    const imageUrl = await uploadPhoto();
    // The database and the API keep the same address as with the local folder.
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.w1600\.webp$/);
    const base = testApp.config.media.baseUrl;
    expect(base).toBe(`${s3.endpoint}/${s3.bucket}`);

    const widths = [PRODUCT_PHOTO.width, ...PRODUCT_PHOTO.variants];
    for (const width of widths) {
      const url = width === PRODUCT_PHOTO.width ? imageUrl : imageVariantUrl(imageUrl, width);
      const response = await fetch(mediaUrl(url, base));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);

      const twin = await fetch(mediaUrl(url.replace(/\.webp$/, '.avif'), base));
      expect(twin.status, url).toBe(200);
      expect(twin.headers.get('content-type')).toBe('image/avif');
    }
    // Nothing was written on this instance's disk.
    await expect(
      fs.access(path.join(testApp.config.uploadsDir, imageUrl.slice('/uploads/'.length))),
    ).rejects.toThrow();
  });

  it('redirects the stored /uploads/ address to the store for API clients and old links', async () => {
    const imageUrl = await uploadPhoto();
    const response = await testApp.app.inject({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(mediaUrl(imageUrl, testApp.config.media.baseUrl));
    const outside = await testApp.app.inject({ method: 'GET', url: '/uploads/../config.ts' });
    expect(outside.statusCode).toBe(404);
  });

  it('lets pages load images from the store’s origin, and no other', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const imgSrc = String(response.headers['content-security-policy'])
      .split('; ')
      .find((directive) => directive.startsWith('img-src'));
    expect(imgSrc).toBe(`img-src 'self' data: blob: ${s3.endpoint}`);
  });

  it('makes a product’s link preview from its photo in the store', async () => {
    const imageUrl = await uploadPhoto();
    const products = (
      await testApp.app.inject({ method: 'GET', url: '/api/produits/listeproduits' })
    ).json<ProductListingEntry[]>();
    const product = products[3]!;
    await testApp.database.pool.query(
      `update produit_images set url = $1
        where position = 0 and produit_id = (select produit_id from boutique_produits where id = $2)`,
      [imageUrl, product.id],
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/og/produit/${product.id}.jpg`,
    });
    expect(response.statusCode).toBe(200);
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });
});

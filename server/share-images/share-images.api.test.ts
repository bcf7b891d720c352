import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { shareImageVersion } from '#common/share-images.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// Link previews of products, boutiques and recipes (GET /og/…): 1200 × 630 JPEGs made from the photo on
// first request and kept on disk under DATA_DIR/og, against the demo catalogue and its photos.

let testApp: TestApp;
let products: ProductListingEntry[];

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  products = (await testApp.app.inject({ method: 'GET', url: '/api/produits/listeproduits' })).json<
    ProductListingEntry[]
  >();
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const sql = (text: string, params: unknown[]) => testApp.database.pool.query(text, params);
const previews = async (prefix: string) =>
  (await fs.readdir(testApp.config.shareImagesDir).catch(() => [] as string[])).filter((name) =>
    name.startsWith(prefix),
  );

async function expectPreview(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  const { format, width, height } = await sharp(response.rawPayload).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
}

describe('GET /og/produit/{id}.jpg', () => {
  it('answers a 1200 × 630 JPEG made from the first photo, once, then kept', async () => {
    const product = products[0]!;
    const version = shareImageVersion(product.product.produitimage[0]!.url);
    const first = await get(`/og/produit/${product.id}.jpg?v=${version}`);
    await expectPreview(first);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [file] = await previews(`produit-${product.id}-`);
    expect(file).toBe(`produit-${product.id}-${version}.jpg`);
    const madeAt = (await fs.stat(path.join(testApp.config.shareImagesDir, file!))).mtimeMs;

    // An old or bare address gets the current preview, cached for a short while only.
    const again = await get(`/og/produit/${product.id}.jpg`);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    expect((await fs.stat(path.join(testApp.config.shareImagesDir, file!))).mtimeMs).toBe(madeAt);
  });

  it('makes a new preview when the photo changes, and removes the stale one', async () => {
    const product = products[1]!;
    const photo = (entry: ProductListingEntry) => entry.product.produitimage[0]?.url;
    await expectPreview(await get(`/og/produit/${product.id}.jpg`));
    const newPhoto = photo(products.find((entry) => photo(entry) !== photo(product))!)!;
    await sql(
      `update produit_images set url = $1
        where position = 0 and produit_id = (select produit_id from boutique_produits where id = $2)`,
      [newPhoto, product.id],
    );
    const fresh = await get(`/og/produit/${product.id}.jpg?v=${shareImageVersion(newPhoto)}`);
    await expectPreview(fresh);
    expect(fresh.headers['cache-control']).toContain('immutable');
    expect(await previews(`produit-${product.id}-`)).toEqual([
      `produit-${product.id}-${shareImageVersion(newPhoto)}.jpg`,
    ]);
  });

  it('answers 404 for an unknown or withdrawn product, one without photo, and other names', async () => {
    const [withdrawn, photoless] = products.slice(-2);
    await sql('update boutique_produits set active = false where id = $1', [withdrawn!.id]);
    await sql(
      'delete from produit_images where produit_id = (select produit_id from boutique_produits where id = $1)',
      [photoless!.id],
    );
    for (const url of [
      '/og/produit/999999.jpg',
      `/og/produit/${withdrawn!.id}.jpg`,
      `/og/produit/${photoless!.id}.jpg`,
      '/og/produit/0.jpg',
      '/og/produit/abc.jpg',
      `/og/produit/${products[0]!.id}.png`,
      '/og/produit/99999999999.jpg',
      `/og/inconnu/${products[0]!.id}.jpg`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        error: { code: 'NOT_FOUND', message: 'Image introuvable.' },
      });
    }
  });
});

describe('GET /og/boutique/{id}.jpg', () => {
  it('answers a 1200 × 630 JPEG for an active boutique, 404 for an unknown one', async () => {
    const boutiqueId = products[0]!.boutique.id;
    await expectPreview(await get(`/og/boutique/${boutiqueId}.jpg`));
    expect(await previews(`boutique-${boutiqueId}-`)).toHaveLength(1);
    expect((await get('/og/boutique/999999.jpg')).statusCode).toBe(404);
  });
});

describe('GET /og/recette/{id}.jpg', () => {
  it('answers a 1200 × 630 JPEG for a published recipe with a photo, 404 for a draft', async () => {
    const { rows } = await sql(
      `SELECT id, status FROM recettes WHERE image_url IS NOT NULL ORDER BY status, id`,
      [],
    );
    const published = rows.find((row: { status: string }) => row.status === 'Publiée');
    const draft = rows.find((row: { status: string }) => row.status === 'Brouillon');
    await expectPreview(await get(`/og/recette/${published.id}.jpg`));
    expect(await previews(`recette-${published.id}-`)).toHaveLength(1);
    expect((await get(`/og/recette/${draft.id}.jpg`)).statusCode).toBe(404);
  });
});

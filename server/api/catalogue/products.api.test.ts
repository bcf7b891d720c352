import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productListingEntrySchema, type ProductListingEntry } from '#common/catalogue-schemas.ts';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '#common/text.ts';
import { boutiqueProduits, boutiques } from '#modules/db/schema.ts';
import { demoProducts } from '../../../demo/demo-catalogue.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { compressOnce } from '../../compressed-bytes.ts';

/** A bad id in the path, named in details like any refused field. */
const INVALID_ID = {
  code: 'VALIDATION',
  message: 'Identifiant invalide.',
  details: [{ field: 'id', message: 'Identifiant invalide.' }],
};

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

async function get(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return { response, body: response.json() };
}

async function listAll(): Promise<ProductListingEntry[]> {
  const { response, body } = await get('/api/produits/listeproduits');
  expect(response.statusCode).toBe(200);
  return z.array(productListingEntrySchema).parse(body);
}

describe('GET /api/produits/listeproduits', () => {
  it("returns every demo product in the spec's nested shape", async () => {
    const entries = await listAll();
    expect(entries).toHaveLength(demoProducts.length);
    const karite = entries.find((entry) => entry.product.name === demoProducts[0]!.name);
    expect(karite).toBeDefined();
    expect(karite).toMatchObject({
      price: demoProducts[0]!.price,
      stockDisponible: demoProducts[0]!.stock,
      boutique: { name: expect.any(String) },
      product: {
        description: demoProducts[0]!.description,
        categorie: { nom: demoProducts[0]!.categorie, famille: { nom: expect.any(String) } },
        produitimage: [{ url: `/uploads/demo/${demoProducts[0]!.slug}.webp` }],
        producteur: { nom: expect.any(String), pays: expect.any(String) },
      },
    });
    for (const entry of entries) {
      expect(Number.isInteger(entry.price) && entry.price > 0).toBe(true);
      expect(new Date(entry.dateAjout).getTime()).not.toBeNaN();
    }
  });

  it('lists the newest additions first', async () => {
    const dates = (await listAll()).map((entry) => entry.dateAjout);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages with page and limit, and tells the total in X-Total-Count', async () => {
    const all = await listAll();
    const first = await get('/api/produits/listeproduits?page=1&limit=10');
    const second = await get('/api/produits/listeproduits?page=2&limit=10');
    expect(first.response.headers['x-total-count']).toBe(String(all.length));
    expect(first.body.map((entry: ProductListingEntry) => entry.id)).toEqual(
      all.slice(0, 10).map((e) => e.id),
    );
    expect(second.body.map((entry: ProductListingEntry) => entry.id)).toEqual(
      all.slice(10, 20).map((e) => e.id),
    );
    const beyond = await get('/api/produits/listeproduits?page=99&limit=10');
    expect(beyond.body).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit', 'La limite doit être comprise entre 1 et 100.'],
    ['limit=101', 'limit', 'La limite doit être comprise entre 1 et 100.'],
    ['page=0', 'page', 'La page doit être un entier positif.'],
  ])('refuses %s on %s with a French message', async (query, field, message) => {
    const { response, body } = await get(`/api/produits/listeproduits?${query}`);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ error: { code: 'VALIDATION', message, details: [{ field, message }] } });
  });

  it('refuses a page that is not a number', async () => {
    const { response, body } = await get('/api/produits/listeproduits?page=abc');
    expect(response.statusCode).toBe(400);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toMatch(/nombre/i);
  });
});

describe('GET /api/produits/:id', () => {
  it('returns one entry in the same shape as the list, with its nutrition values', async () => {
    const [entry] = await listAll();
    const { response, body } = await get(`/api/produits/${entry!.id}`);
    expect(response.statusCode).toBe(200);
    // Per 100 g when its seller gave them (nutrition.api.test.ts), null otherwise.
    expect(body.product).toHaveProperty('valeursNutritionnelles');
    const { valeursNutritionnelles } = body.product;
    expect(body).toEqual({ ...entry, product: { ...entry!.product, valeursNutritionnelles } });
  });

  it('answers 404 with a French message for an unknown id', async () => {
    const { response, body } = await get('/api/produits/999999');
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Produit introuvable.' } });
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'answers 400 for the invalid id %s',
    async (id) => {
      const { response, body } = await get(`/api/produits/${id}`);
      expect(response.statusCode).toBe(400);
      expect(body).toEqual({ error: INVALID_ID });
    },
  );
});

describe('GET /api/produits/boutique/:boutiqueId', () => {
  it("returns only that boutique's products", async () => {
    const all = await listAll();
    const boutiqueId = all[0]!.boutique.id;
    const { response, body } = await get(`/api/produits/boutique/${boutiqueId}`);
    expect(response.statusCode).toBe(200);
    const expected = all.filter((entry) => entry.boutique.id === boutiqueId);
    expect(expected.length).toBeGreaterThan(0);
    expect(body).toEqual(expected);
  });

  it('answers 404 for an unknown boutique and 400 for an invalid id', async () => {
    const unknown = await get('/api/produits/boutique/424242');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.body.error.message).toBe('Boutique introuvable.');
    const invalid = await get('/api/produits/boutique/xyz');
    expect(invalid.response.statusCode).toBe(400);
    expect(invalid.body.error.message).toBe('Identifiant invalide.');
  });
});

describe('what the storefront hides', () => {
  it('never lists nor counts an offer off sale or withdrawn, nor the offers of a closed or paused boutique', async () => {
    const all = await listAll();
    const [offOffer, withdrawnOffer] = all;
    const otherBoutiques = [...new Set(all.map((entry) => entry.boutique.id))].filter(
      (id) => id !== offOffer!.boutique.id && id !== withdrawnOffer!.boutique.id,
    );
    const [closedBoutique, pausedBoutique] = otherBoutiques;
    expect(pausedBoutique).toBeDefined();
    const hiddenOffers = [offOffer!.id, withdrawnOffer!.id];
    const hiddenBoutiques = [closedBoutique!, pausedBoutique!];
    const { db } = testApp.database;
    const hide = async (hidden: boolean) => {
      await db
        .update(boutiqueProduits)
        .set({ active: !hidden })
        .where(eq(boutiqueProduits.id, offOffer!.id));
      await db
        .update(boutiqueProduits)
        .set({ withdrawnAt: hidden ? new Date() : null })
        .where(eq(boutiqueProduits.id, withdrawnOffer!.id));
      await db.update(boutiques).set({ active: !hidden }).where(eq(boutiques.id, closedBoutique!));
      await db
        .update(boutiques)
        .set({ pausedAt: hidden ? new Date() : null })
        .where(eq(boutiques.id, pausedBoutique!));
    };
    await hide(true);
    try {
      const visible = await listAll();
      const expected = all.filter(
        (entry) => !hiddenOffers.includes(entry.id) && !hiddenBoutiques.includes(entry.boutique.id),
      );
      expect(visible.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
      const page = await get('/api/produits/listeproduits?page=1&limit=5');
      expect(page.response.headers['x-total-count']).toBe(String(expected.length));
      expect((await get(`/api/produits/${offOffer!.id}`)).response.statusCode).toBe(404);
      expect((await get(`/api/produits/boutique/${closedBoutique}`)).response.statusCode).toBe(404);
    } finally {
      await hide(false);
    }
  });
});

describe('filters, search and sort', () => {
  const names = (entries: ProductListingEntry[]) => entries.map((entry) => entry.product.name);

  it("finds 'Beurre de karité' when searching 'karite', whatever the accents or case", async () => {
    for (const q of ['karite', 'KARITÉ', 'Karité']) {
      const { response, body } = await get(
        `/api/produits/listeproduits?q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode).toBe(200);
      expect(names(body).length).toBeGreaterThan(0);
      expect(names(body).some((name) => /beurre de karité/i.test(name))).toBe(true);
      const expected = demoProducts.filter((product) =>
        `${product.name} ${product.description}`
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .includes('karite'),
      );
      expect(body.length).toBe(expected.length);
    }
  });

  it('matches French word forms and parts of names, and finds nothing for nonsense', async () => {
    const plural = await get('/api/produits/listeproduits?q=savons');
    expect(names(plural.body).some((name) => /savon/i.test(name))).toBe(true);
    const partial = await get('/api/produits/listeproduits?q=morin');
    expect(names(partial.body).every((name) => /moringa/i.test(name))).toBe(true);
    expect(partial.body.length).toBeGreaterThan(0);
    const nothing = await get('/api/produits/listeproduits?q=zzzzqqq');
    expect(nothing.body).toEqual([]);
    const wildcard = await get('/api/produits/listeproduits?q=%25');
    expect(wildcard.body).toEqual([]);
  });

  it('filters by family and by category', async () => {
    const all = await listAll();
    const category = all[0]!.product.categorie;
    const byCategory = await get(`/api/produits/listeproduits?categorie=${category.id}`);
    expect(byCategory.body.length).toBe(
      all.filter((e) => e.product.categorie.id === category.id).length,
    );
    const byFamily = await get(`/api/produits/listeproduits?famille=${category.famille.id}`);
    expect(byFamily.body.length).toBe(
      all.filter((e) => e.product.categorie.famille.id === category.famille.id).length,
    );
    expect(byFamily.body.length).toBeGreaterThan(byCategory.body.length);
  });

  it('sorts by price both ways', async () => {
    const up = (await get('/api/produits/listeproduits?tri=prix-croissant'))
      .body as ProductListingEntry[];
    const prices = up.map((entry) => entry.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await get('/api/produits/listeproduits?tri=prix-decroissant'))
      .body as ProductListingEntry[];
    expect(down.map((entry) => entry.price)).toEqual([...prices].sort((a, b) => b - a));
  });

  it.each(['tri=prix-croissant', 'tri=prix-decroissant', 'q=karite&tri=pertinence', 'q=huile'])(
    'keeps the order of %s from one page to the next',
    async (query) => {
      const ids = (body: ProductListingEntry[]) => body.map((entry) => entry.id);
      const whole = ids((await get(`/api/produits/listeproduits?${query}`)).body);
      expect(whole.length).toBeGreaterThan(6);
      const pages = [];
      for (const page of [1, 2, 3]) {
        pages.push(
          ...ids((await get(`/api/produits/listeproduits?${query}&page=${page}&limit=3`)).body),
        );
      }
      expect(pages).toEqual(whole.slice(0, 9));
    },
  );

  it("tells a search's number of matches on every page, past the last one too", async () => {
    const all = await listAll();
    const family = all[0]!.product.categorie.famille.id;
    for (const query of ['q=huile', `q=huile&famille=${family}`, 'q=zzzzqqq']) {
      const matches = (await get(`/api/produits/listeproduits?${query}`)).body.length;
      for (const page of [1, 2, 99]) {
        const { response } = await get(`/api/produits/listeproduits?${query}&page=${page}&limit=3`);
        expect(response.headers['x-total-count'], `${query}, page ${page}`).toBe(String(matches));
      }
    }
  });

  it('returns the asked ids only (the cart refresh) and ignores unknown ones', async () => {
    const all = await listAll();
    const ids = [all[3]!.id, all[7]!.id, 999999];
    const { body } = await get(`/api/produits/listeproduits?ids=${ids.join(',')}`);
    expect(body.map((entry: ProductListingEntry) => entry.id).sort()).toEqual(
      [all[3]!.id, all[7]!.id].sort(),
    );
  });

  it.each([
    ['tri=hasard', 'tri', 'Tri inconnu.'],
    ['famille=abc', 'famille', 'Famille invalide.'],
    ['categorie=0', 'categorie', 'Catégorie invalide.'],
    ['ids=1,,2', 'ids', 'Liste d’identifiants invalide (100 au plus, séparés par des virgules).'],
    [`q=${'a'.repeat(101)}`, 'q', 'La recherche ne doit pas dépasser 100 caractères.'],
    ['q=karit%C3%A9%00', 'q', FORBIDDEN_CHARACTERS_MESSAGE],
  ])('refuses %s on %s with a French message', async (query, field, message) => {
    const { response, body } = await get(`/api/produits/listeproduits?${query}`);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ error: { code: 'VALIDATION', message, details: [{ field, message }] } });
  });
});

describe('the list cache', () => {
  it('keeps the list compressed: every client accepting brotli or gzip gets the same bytes, compressed once', async () => {
    const cachedApp = await createTestApp({
      template: 'demo',
      env: { CATALOGUE_CACHE_SECONDS: '60' },
    });
    try {
      const ask = (acceptEncoding: string) =>
        cachedApp.app.inject({
          url: '/api/produits/listeproduits',
          headers: { 'accept-encoding': acceptEncoding },
        });
      const plain = await ask('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const kept = await compressOnce(plain.rawPayload);
      const [brotli, brotliAgain, gzip] = await Promise.all([
        ask('gzip, deflate, br'),
        ask('br'),
        ask('gzip'),
      ]);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      // The very bytes compressed when the list was kept (brotli 9), not compressed again per
      // request by @fastify/compress at its own level.
      expect(brotli.rawPayload.equals(kept.br)).toBe(true);
      expect(brotliAgain.rawPayload.equals(kept.br)).toBe(true);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(kept.gzip)).toBe(true);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(plain.rawPayload)).toBe(true);
      // One list, one tag, whatever its encoding.
      expect(new Set([plain, brotli, gzip].map((answer) => answer.headers.etag)).size).toBe(1);
    } finally {
      await cachedApp.close();
    }
  });

  it('serves the busy list from cache but always answers a cart refresh (ids) with current prices', async () => {
    const cachedApp = await createTestApp({
      template: 'demo',
      env: { CATALOGUE_CACHE_SECONDS: '60' },
    });
    try {
      const [first] = (
        await cachedApp.app.inject({ url: '/api/produits/listeproduits' })
      ).json() as ProductListingEntry[];
      await cachedApp.database.db
        .update(boutiqueProduits)
        .set({ price: first!.price + 500 })
        .where(eq(boutiqueProduits.id, first!.id));
      const again = (
        await cachedApp.app.inject({ url: '/api/produits/listeproduits' })
      ).json() as ProductListingEntry[];
      expect(again.find((entry) => entry.id === first!.id)!.price).toBe(first!.price);
      const refreshed = (
        await cachedApp.app.inject({ url: `/api/produits/listeproduits?ids=${first!.id}` })
      ).json();
      expect(refreshed[0].price).toBe(first!.price + 500);
    } finally {
      await cachedApp.close();
    }
  });

  it('answers 304 without the list to a client that holds it (ETag), and the new list once it changed', async () => {
    const first = await testApp.app.inject({ url: '/api/produits/listeproduits' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const held = await testApp.app.inject({
      url: '/api/produits/listeproduits',
      headers: { 'if-none-match': etag },
    });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(etag);

    const [entry] = first.json() as ProductListingEntry[];
    await testApp.database.db
      .update(boutiqueProduits)
      .set({ stockDisponible: entry!.stockDisponible + 1 })
      .where(eq(boutiqueProduits.id, entry!.id));
    const changed = await testApp.app.inject({
      url: '/api/produits/listeproduits',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const listed = (changed.json() as ProductListingEntry[]).find((item) => item.id === entry!.id);
    expect(listed!.stockDisponible).toBe(entry!.stockDisponible + 1);
  });
});

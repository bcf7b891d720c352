import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_INVALID_MESSAGE } from '#common/accounts.ts';
import { cartProductsPath } from '#common/cart.ts';
import { QUOTE_FIELD, QUOTE_PATH } from '#common/delivery-quote.ts';
import { imageUploadPath, UPLOAD_MESSAGES, type ImageKind } from '#common/image-uploads.ts';
import { productCsvPath } from '#common/product-csv-files.ts';
import { TEAM_MESSAGES } from '#common/shop-team.ts';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { DEMO_TEAM_PASSWORD } from '../demo/demo-team.ts';
import { loader as cartProducts } from '../app/routes/cart-products.ts';
import { action as deliveryQuote } from '../app/routes/delivery-quote.ts';
import { action as imageUpload } from '../app/routes/image-upload.ts';
import { loader as productFile } from '../app/routes/dashboards/seller-products-file.ts';
import { multipart, type FilePart } from '../tests/support/multipart.ts';
import { orderHelpers } from '../tests/support/orders.ts';
import { callPageRoute } from '../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';

// What the site's pages used to ask the REST API with the token kept in the browser, now asked
// of the site's own routes with the session cookie (issue 47): an image's upload, the delivery
// quote, the cart's current prices, the products' CSV files. Each is called as React Router
// calls it, on the real services and database, and answers as the API answers the same
// request with the same account: one rule, two doors.

let testApp: TestApp;
const { login, call, offers } = orderHelpers(() => testApp);

/** Tokens: the session cookie's value for the pages, the bearer token for the API. */
let awa: string;
let sena: string;
let yawa: string;
let kofi: string;
let admin: string;
let awaDashboard: string;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awa, sena, yawa, kofi, admin] = await Promise.all([
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('sena@baobab.example', DEMO_TEAM_PASSWORD),
    login('yawa@baobab.example', DEMO_TEAM_PASSWORD),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
    login('admin@baobab.example', DEMO_PASSWORDS.ADMIN),
  ]);
  const me = await call('GET', '/api/users/check-auth', awa);
  awaDashboard = String(me.json<{ TenantId: number }>().TenantId);
});
afterAll(async () => {
  await testApp?.close();
});

interface Answer {
  status: number;
  body: unknown;
}

const API_UPLOADS: Record<ImageKind, string> = {
  product: '/api/upload_images',
  photo: '/api/compte/photo',
  cover: '/api/admin/articles/image',
  logo: '/api/vendeur/parametres/boutique/logo',
  banner: '/api/vendeur/parametres/boutique/banniere',
};

const USAGES: Record<ImageKind, string> = {
  product: 'produit',
  photo: 'photo',
  cover: 'couverture',
  logo: 'logo',
  banner: 'banniere',
};

async function answerOf(response: unknown): Promise<Answer> {
  const answered = response as Response;
  return { status: answered.status, body: await answered.json() };
}

/** The image's page upload, with the session of `token`. */
async function pageUpload(kind: ImageKind, files: FilePart[], token?: string): Promise<Answer> {
  const form = new FormData();
  for (const file of files) {
    form.append(
      file.field ?? 'image',
      new File([new Uint8Array(file.data)], file.filename, { type: file.type }),
    );
  }
  return answerOf(
    await callPageRoute(testApp, imageUpload, imageUploadPath(kind), token, {
      form,
      params: { usage: USAGES[kind] },
    }),
  );
}

/** The same upload through the API, with `token` as its bearer token. */
async function apiUpload(kind: ImageKind, files: FilePart[], token?: string): Promise<Answer> {
  const body = multipart(files);
  const response = await testApp.app.inject({
    method: 'POST',
    url: API_UPLOADS[kind],
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

const png = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: '#2d6a4f' } })
    .png()
    .toBuffer();

const pngFile = async (field = 'image'): Promise<FilePart> => ({
  field,
  filename: 'photo.png',
  type: 'image/png',
  data: await png(),
});

const storedFile = (url: string) =>
  path.join(testApp.config.uploadsDir, url.slice('/uploads/'.length));

describe('POST /images/{usage}, the pages’ upload', () => {
  it('stores each kind of image for the accounts the API takes it from, and refuses the others in its words', async () => {
    const file = await pngFile();
    const cases: { kind: ImageKind; token: string; folder?: string; refusal?: string }[] = [
      { kind: 'product', token: awa, folder: 'products' },
      { kind: 'product', token: sena, folder: 'products' },
      { kind: 'product', token: yawa, refusal: TEAM_MESSAGES.refused.vendre },
      { kind: 'product', token: kofi, refusal: TEAM_MESSAGES.noBoutique },
      { kind: 'logo', token: awa, folder: 'boutiques' },
      { kind: 'banner', token: sena, refusal: TEAM_MESSAGES.refused.gerer },
      { kind: 'photo', token: kofi, folder: 'accounts' },
      { kind: 'photo', token: admin },
      { kind: 'cover', token: admin, folder: 'articles' },
      { kind: 'cover', token: awa },
    ];
    for (const [index, { kind, token, folder, refusal }] of cases.entries()) {
      const what = `${kind}, cas ${index}`;
      const page = await pageUpload(kind, [file], token);
      const api = await apiUpload(kind, [file], token);
      expect(page.status, what).toBe(api.status);
      if (folder) {
        expect(page.status, what).toBe(201);
        const { imageUrl } = page.body as { imageUrl: string };
        expect(imageUrl, what).toMatch(new RegExp(`^/uploads/${folder}/[0-9a-f-]{36}`));
        // Stored where the API stores it, re-encoded.
        expect((await sharp(await fs.readFile(storedFile(imageUrl))).metadata()).format).toBe(
          'webp',
        );
      } else {
        expect(page.status, what).toBe(403);
        expect(page.body, what).toEqual(api.body);
        if (refusal) expect(page.body, what).toMatchObject({ error: { message: refusal } });
      }
    }
  });

  it('answers 401 without a session, with the message the API gives a missing token', async () => {
    const file = await pngFile();
    const page = await pageUpload('product', [file]);
    expect(page).toEqual({
      status: 401,
      body: { error: { code: 'UNAUTHENTICATED', message: SESSION_INVALID_MESSAGE } },
    });
    expect((await apiUpload('product', [file])).body).toEqual(page.body);
  });

  it('takes one file in « image », 5 Mo at most, checked by its content: the API’s messages', async () => {
    const file = await pngFile();
    const big: FilePart = {
      ...file,
      data: Buffer.concat([file.data, Buffer.alloc(5 * 1024 * 1024 + 1 - file.data.length)]),
    };
    const text: FilePart = {
      filename: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('<?php'),
    };
    const refusals: [FilePart[], number, string][] = [
      [[file, { ...file, filename: 'b.png' }], 400, UPLOAD_MESSAGES.oneOnly],
      [[await pngFile('photo')], 400, UPLOAD_MESSAGES.none],
      [[], 400, UPLOAD_MESSAGES.none],
      [[big], 413, UPLOAD_MESSAGES.tooLarge],
      [[text], 400, 'Format d’image non pris en charge : envoyez une photo JPEG, PNG ou WebP.'],
    ];
    for (const [files, status, message] of refusals) {
      const page = await pageUpload('product', files, awa);
      expect(page.status, message).toBe(status);
      expect((page.body as { error: { message: string } }).error.message).toBe(message);
      const api = await apiUpload('product', files, awa);
      expect(api.status, message).toBe(status);
      expect(api.body, message).toEqual(page.body);
    }
  });

  it('knows only its five kinds', async () => {
    const form = new FormData();
    form.append('image', new File([new Uint8Array(await png())], 'a.png', { type: 'image/png' }));
    const answer = await answerOf(
      await callPageRoute(testApp, imageUpload, '/images/video', awa, {
        form,
        params: { usage: 'video' },
      }),
    );
    expect(answer.status).toBe(404);
  });
});

describe('POST /livraison/devis, the pages’ delivery quote', () => {
  const ask = async (request: unknown) =>
    answerOf(
      await callPageRoute(testApp, deliveryQuote, QUOTE_PATH, undefined, {
        form: { [QUOTE_FIELD]: JSON.stringify(request) },
      }),
    );

  it('is the API’s quote for the same cart, for a guest', async () => {
    const [first, second] = await offers();
    const request = {
      country: 'Togo',
      lines: [
        { id: first!.id, quantity: 2 },
        { id: second!.id, quantity: 1 },
      ],
    };
    const page = await ask(request);
    const api = await call('POST', '/api/livraison/devis', undefined, request);
    expect(page.status).toBe(200);
    expect(page.body).toEqual(api.json());
    expect((page.body as { shops: unknown[] }).shops.length).toBeGreaterThan(0);
  });

  it('refuses what the API refuses, in the same French words', async () => {
    const [first] = await offers();
    for (const request of [
      { country: 'Togo', lines: [{ id: first!.id, quantity: 0 }] },
      { country: 'Atlantide', lines: [{ id: first!.id, quantity: 1 }] },
    ]) {
      const page = await ask(request);
      const api = await call('POST', '/api/livraison/devis', undefined, request);
      expect(page.status, JSON.stringify(request)).toBe(400);
      expect(api.statusCode).toBe(400);
      const message = (page.body as { error: { message: string } }).error.message;
      expect(message).toBe(api.json<{ error: { message: string } }>().error.message);
    }
  });
});

describe('GET /panier/produits?ids=, the cart’s current prices', () => {
  const read = async (url: string) =>
    answerOf(await callPageRoute(testApp, cartProducts, url, undefined));

  it('lists the API’s entries for the same ids, current price and stock, a product off sale left out', async () => {
    const [first, second, third] = await offers();
    await testApp.database.pool.query('update boutique_produits set price = $2 where id = $1', [
      first!.id,
      first!.price + 100,
    ]);
    await testApp.database.pool.query('update boutique_produits set active = false where id = $1', [
      third!.id,
    ]);
    const ids = [first!.id, second!.id, third!.id];
    const page = await read(cartProductsPath(ids));
    const api = await call('GET', `/api/produits/listeproduits?ids=${ids.join(',')}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual(api.json());
    const entries = page.body as { id: number; price: number }[];
    expect(entries.map((entry) => entry.id).sort()).toEqual([first!.id, second!.id].sort());
    expect(entries.find((entry) => entry.id === first!.id)?.price).toBe(first!.price + 100);
  });

  it('refuses a list of ids the API refuses', async () => {
    for (const url of ['/panier/produits?ids=1,x', '/panier/produits?ids=', '/panier/produits']) {
      const page = await read(url);
      expect(page.status, url).toBe(400);
      expect((page.body as { error: { code: string } }).error.code).toBe('VALIDATION');
    }
    const api = await call('GET', '/api/produits/listeproduits?ids=1,x');
    expect((await read('/panier/produits?ids=1,x')).body).toMatchObject({
      error: { message: api.json<{ error: { message: string } }>().error.message },
    });
  });
});

describe('the products screen’s CSV files, by the session cookie', () => {
  const download = (token: string | undefined, dashboard: string, file: string) =>
    callPageRoute(testApp, productFile, `/vendeur-dashboard/${dashboard}/products/${file}`, token, {
      params: { id: dashboard, file },
    }) as Promise<Response>;

  it('hands the boutique’s team the template and the export the API gives, as downloads', async () => {
    for (const [file, apiPath, name] of [
      ['template', '/api/produits/modele-import.csv', 'modele-import-produits.csv'],
      ['export', '/api/produits/ma-boutique/export.csv', 'mes-produits.csv'],
    ] as const) {
      const url = productCsvPath(awaDashboard, file);
      const fileName = url.slice(url.lastIndexOf('/') + 1);
      // The owner, and a member whose role only reads.
      for (const token of [awa, yawa]) {
        const page = await download(token, awaDashboard, fileName);
        expect(page.status, file).toBe(200);
        expect(page.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(page.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
        const api = await call('GET', apiPath, token);
        // Byte for byte, the BOM that tells spreadsheets it is UTF-8 included.
        expect(Buffer.from(await page.arrayBuffer()).equals(api.rawPayload), file).toBe(true);
      }
    }
  });

  it('is not found from another boutique’s dashboard, for a guest, or under another name', async () => {
    const mariam = await login('mariam@baobab.example', DEMO_PASSWORDS.VENDEUR);
    for (const [token, dashboard, file] of [
      [mariam, awaDashboard, 'export.csv'],
      [kofi, awaDashboard, 'export.csv'],
      [undefined, awaDashboard, 'export.csv'],
      [awa, awaDashboard, 'autre.csv'],
    ] as const) {
      expect((await download(token, dashboard, file)).status, `${file}`).toBe(404);
    }
  });
});

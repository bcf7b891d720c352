import http from 'node:http';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { CheckoutResult } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import {
  formLimit,
  LONG_TEXT_FORM_BYTES,
  NOT_A_FORM_MESSAGE,
} from '../../server/plugins/page-forms.ts';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';
import { CROSS_SITE_MESSAGE } from '../../server/plugins/same-origin-actions.ts';
import { COD_TOGO } from '../support/orders.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, SESSION_COOKIE } from '../support/signed-in.ts';

// Every page of the built site with an action (app/routes.ts, read from the server build, so
// that a new action is covered without touching this file), over a real listening server:
// an 8 MB body is answered 413 at once while the instance keeps answering, a body that is not
// a form 400, a form of another site 403; and what a page renders for a session is kept by
// nobody (Cache-Control: private, no-store), while the pages kept for visitors stay cacheable.
// Kept pages as in production, for a minute so that none expires between two requests.
const shop = shopUnderTest('baobab-e2e-page-actions-', { PAGE_CACHE_SECONDS: '60' });

let admin: LoginResponse;
let seller: LoginResponse;
let buyer: LoginResponse;
let product: ProductListingEntry;
let articleId: number;
let recipeId: number;

interface PageRoute {
  id: string;
  /** The address with its parameters filled in (`?index` for an index route). */
  url: string;
  /** The dashboard's owner for a dashboard's screen, else nobody. */
  owner: LoginResponse | undefined;
  hasAction: boolean;
  hasLoader: boolean;
}

let pages: PageRoute[];

beforeAll(async () => {
  [admin, seller, buyer] = await Promise.all([
    loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026'),
    loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026'),
    loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026'),
  ]);
  const listed = await callApi<ProductListingEntry[]>(shop, '/api/produits/listeproduits');
  product = listed.body[0]!;
  articleId = (await callApi<{ id: number }[]>(shop, '/api/articles')).body[0]!.id;
  recipeId = (await callApi<{ id: number }[]>(shop, '/api/recettes')).body[0]!.id;
  pages = await pageRoutes();
});

/** The site's routes, from the build the server runs (`routes`: one entry per app/routes.ts route). */
async function pageRoutes(): Promise<PageRoute[]> {
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  const routes = build.routes;
  const owners: Record<string, LoginResponse> = {
    DashboardAdmin: admin,
    DashboardVendeur: seller,
    DashboardAcheteur: buyer,
  };
  const ids: Record<string, number> = {
    DashboardAdmin: admin.userId,
    DashboardVendeur: seller.TenantId,
    DashboardAcheteur: buyer.TenantId,
    productDetails: product.id,
    'routes/signaler': product.id,
    'routes/boutique': seller.boutiqueId!,
    'routes/article': articleId,
    'routes/recette': recipeId,
  };
  const params: Record<string, string> = {
    articleId: String(articleId),
    accountId: String(seller.userId),
    token: 'jeton-inconnu',
    ticketId: '1',
    slug: 'premiers-pas',
    reference: 'reference-inconnue',
    orderId: '1',
    file: '2026-12.csv',
    usage: 'produit',
  };
  const lineage = (id: string): string[] => {
    const parent = routes[id]?.parentId;
    return parent ? [...lineage(parent), id] : [id];
  };
  return Object.values(routes).flatMap((route) => {
    if (!route || route.id === 'root' || route.path === '*') return [];
    const chain = lineage(route.id).slice(1);
    const segments = chain.map((id) =>
      (routes[id]?.path ?? '').replace(/:(\w+)/g, (_, name: string) => {
        const value = name === 'id' ? ids[id] : params[name];
        if (value === undefined) throw new Error(`Paramètre inconnu :${name} (${route.id})`);
        return String(value);
      }),
    );
    const pathname = `/${segments.filter(Boolean).join('/')}`;
    return [
      {
        id: route.id,
        url: route.index ? `${pathname}?index` : pathname,
        owner: owners[chain[0] ?? ''],
        hasAction: typeof route.module.action === 'function',
        hasLoader: typeof route.module.loader === 'function',
      },
    ];
  });
}

const actions = () => pages.filter((page) => page.hasAction);
const sessionOf = (login: LoginResponse | undefined): Record<string, string> =>
  login ? { cookie: `${SESSION_COOKIE}=${login.token}` } : {};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** From the first byte sent to the answer's headers. */
  milliseconds: number;
}

/**
 * Sends a request on a connection of its own and resolves with the answer as soon as it comes,
 * even while the body is still being sent; the rest of the body is then not sent.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Kept alive, as a browser's: the server then reads the rest of a refused body and lets it
    // go instead of closing the connection under the client's feet.
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request(`${shop.app.baseUrl}${url}`, { method, headers, agent });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      const milliseconds = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        agent.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          milliseconds,
        });
      });
    });
    // Once the answer is in, the rest of the body is not sent: no failure.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    request.end(body);
  });
}

const errorMessage = (answer: Answer) =>
  (JSON.parse(answer.body) as { error: { message: string } }).error.message;

const EIGHT_MEGABYTES = Buffer.concat([
  Buffer.from('intent=contact&message='),
  Buffer.alloc(8 * 1024 * 1024, 'a'),
]);

describe('every page action', () => {
  it('is enumerated from the routes: the unauthenticated forms and every dashboard’s', () => {
    const urls = actions().map((page) => page.url);
    expect(urls).toContain('/contact');
    expect(urls).toContain(`/signaler/${product.id}`);
    expect(urls).toContain(`/acheteur-dashboard/${buyer.TenantId}/parametres`);
    expect(urls.length).toBeGreaterThanOrEqual(40);
  });

  it('answers an 8 MB body 413 within a second, with or without its length, while the instance keeps answering', async () => {
    for (const page of actions()) {
      for (const declared of [true, false]) {
        const headers = {
          ...sessionOf(page.owner),
          origin: shop.app.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
          // Without a length, the body comes in chunks and is read up to the limit only.
          ...(declared
            ? { 'content-length': String(EIGHT_MEGABYTES.length) }
            : { 'transfer-encoding': 'chunked' }),
        };
        const large = send('POST', page.url, headers, EIGHT_MEGABYTES);
        // Other visitors are answered meanwhile, and after.
        const other = await send('GET', '/api/health', {});
        const answer = await large;
        const after = await send('GET', '/api/health', {});
        const what = `${page.url} ${declared ? 'avec' : 'sans'} longueur`;
        expect(answer.status, what).toBe(413);
        // The page's own words: a form's, or an image's on the upload route.
        expect(errorMessage(answer), what).toBe(formLimit(page.url).message);
        expect(answer.milliseconds, what).toBeLessThan(1_000);
        for (const health of [other, after]) {
          expect(health.status, what).toBe(200);
          expect(health.milliseconds, what).toBeLessThan(1_000);
        }
      }
    }
  });

  it('answers 400 to a body that is not a form (text, JSON, broken multipart, none)', async () => {
    const notForms: { type?: string; body: string }[] = [
      { type: 'text/plain;charset=UTF-8', body: 'intent=statut&orderId=1' },
      { type: 'application/json', body: '{"intent":"statut","orderId":1}' },
      {
        type: 'multipart/form-data; boundary=----baobab',
        body: '------baobab\r\nContent-Disposition: form-data; name="intent"\r\n\r\nstatut',
      },
      { type: 'multipart/form-data', body: 'intent=statut' },
      { body: 'intent=statut' },
    ];
    for (const page of actions()) {
      for (const { type, body } of notForms) {
        const answer = await send(
          'POST',
          page.url,
          {
            ...sessionOf(page.owner),
            origin: shop.app.baseUrl,
            ...(type ? { 'content-type': type } : {}),
          },
          body,
        );
        const what = `${page.url} ${type ?? 'sans type'}`;
        expect(answer.status, what).toBe(400);
        expect(errorMessage(answer), what).toBe(NOT_A_FORM_MESSAGE);
      }
    }
  });

  it('still takes its own forms, a long article or recipe included', async () => {
    for (const page of actions()) {
      const answer = await send(
        'POST',
        page.url,
        {
          ...sessionOf(page.owner),
          origin: shop.app.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        'intent=inconnue',
      );
      // The action's own answer (done, refused, sent elsewhere), never a failure.
      expect(answer.status, page.url).toBeLessThan(500);
      expect(answer.body, page.url).not.toContain(NOT_A_FORM_MESSAGE);
    }
    // The longest article the editor takes, in characters that weigh most once encoded.
    const longest = new URLSearchParams({ title: 'Long', body: '’'.repeat(30_000) }).toString();
    expect(longest.length).toBeGreaterThan(256 * 1024);
    expect(longest.length).toBeLessThan(LONG_TEXT_FORM_BYTES);
    for (const editor of [
      `/admin/${admin.userId}/articles/nouveau`,
      `/vendeur-dashboard/${seller.TenantId}/customers`,
    ]) {
      const owner = editor.startsWith('/admin') ? admin : seller;
      const answer = await send(
        'POST',
        editor,
        {
          ...sessionOf(owner),
          origin: shop.app.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        longest,
      );
      expect(answer.status, editor).not.toBe(413);
      expect(answer.status, editor).toBeLessThan(500);
    }
  });

  it('refuses a signed-in form of another site that sends no Origin, only its Referer', async () => {
    for (const page of actions()) {
      const answer = await send(
        'POST',
        page.url,
        {
          ...sessionOf(page.owner ?? buyer),
          referer: 'https://autre-site.example/piege.html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        'intent=confidentialite&settings=%7B%7D',
      );
      expect(answer.status, page.url).toBe(403);
      expect(errorMessage(answer), page.url).toBe(CROSS_SITE_MESSAGE);
    }
  });
});

describe('what the pages answer for a session', () => {
  it('is private, no-store on every page, dashboards and storefront alike, and its data requests', async () => {
    const readable = pages.filter((page) => page.hasLoader);
    expect(readable.length).toBeGreaterThanOrEqual(50);
    for (const page of readable) {
      const signedIn = sessionOf(page.owner ?? buyer);
      const document = await send('GET', page.url, signedIn);
      expect(document.headers['cache-control'], page.url).toBe(PRIVATE_NO_STORE);
      const [pathname, query] = page.url.split('?');
      const data = `${pathname === '/' ? '/_root' : pathname}.data${query ? `?${query}` : ''}`;
      const dataAnswer = await send('GET', data, signedIn);
      expect(dataAnswer.headers['cache-control'], data).toBe(PRIVATE_NO_STORE);
    }
  });

  it('is private, no-store for an order’s secret tracking page and its invoice, session or not', async () => {
    const { status, body: order } = await callApi<CheckoutResult>(shop, '/api/commandes', {
      method: 'POST',
      token: buyer.token,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        lines: [{ id: product.id, quantity: 1, price: product.price }],
        subtotal: product.price,
        ...COD_TOGO,
      }),
    });
    expect(status, JSON.stringify(order)).toBe(201);
    const tracking = new URL(order.trackingUrl, shop.app.baseUrl).pathname;
    for (const url of [tracking, `${tracking}.data`, '/checkout', '/cart']) {
      const answer = await send('GET', url, {});
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
    }
    // The invoice (409 until a cash order is paid) and the account's data export.
    for (const url of [`/facture/${order.orders[0]!.id}`, '/mes-donnees']) {
      const answer = await send('GET', url, sessionOf(buyer));
      expect(answer.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
    }
  });

  it('leaves the pages kept for visitors without a session cacheable', async () => {
    for (const url of ['/', '/products', `/product-details/${product.id}`, '/mentions-legales']) {
      await send('GET', url, {});
      const kept = await send('GET', url, {});
      expect(kept.headers['cache-control'], url).toBe('no-cache');
      expect(kept.headers.etag, url).toBeDefined();
      const forSession = await send('GET', url, sessionOf(buyer));
      expect(forSession.headers['cache-control'], url).toBe(PRIVATE_NO_STORE);
    }
    const robots = await send('GET', '/robots.txt', {});
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });
});

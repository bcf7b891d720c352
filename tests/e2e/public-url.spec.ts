import fs from 'node:fs/promises';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';

// Canonical links, Open Graph and JSON-LD URLs, sitemap.xml and robots.txt name the site by
// its configured address (PUBLIC_URL), never by the Host or X-Forwarded-Host a client sends:
// a forged header must not put another site's address into pages that crawlers and link
// previews trust (and that a shared cache could hand to everyone).

const PUBLIC_URL = 'https://boutique.baobab.example';
const FORGED_HEADERS: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
  { host: 'evil.example:8080', 'x-forwarded-host': 'evil.example' },
];
/** Absolute URLs a page may name besides its own: vocabularies, not places to go. */
const VOCABULARIES = ['https://schema.org', 'http://www.sitemaps.org/', 'http://www.w3.org/'];

let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await seededDataDir('baobab-e2e-public-url-');
  app = await startAppProcess({ DATA_DIR: dataDir, PUBLIC_URL });
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** GET with headers fetch() will not send (Host), straight to the app's port. */
function get(path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ hostname, port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${app.baseUrl}${path}`)).json()) as T;
}

/** Every absolute http(s) URL in a body (JSON-escaped slashes included) that is not a vocabulary. */
function absoluteUrls(body: string): string[] {
  const urls = body.replace(/\\\//g, '/').match(/https?:\/\/[^\s"'<>\\]+/g) ?? [];
  return urls.filter((url) => !VOCABULARIES.some((vocabulary) => url.startsWith(vocabulary)));
}

/** Asserts the URL is an address on PUBLIC_URL. */
function expectOnPublicUrl(url: string | undefined, label: string) {
  expect(url?.startsWith(`${PUBLIC_URL}/`), `${label}: ${url}`).toBe(true);
}

function attribute(body: string, tag: RegExp): string | undefined {
  return tag.exec(body)?.[1]?.replace(/&amp;/g, '&');
}

describe('absolute URLs under a forged Host header', () => {
  it('come from PUBLIC_URL on product, boutique, article and listing pages', async () => {
    const [product] = await api<{ id: number; boutique: { id: number } }[]>(
      '/api/produits/listeproduits',
    );
    const [article] = await api<{ id: number }[]>('/api/articles');
    const pages = [
      `/product-details/${product!.id}`,
      `/boutique/${product!.boutique.id}`,
      `/article/${article!.id}`,
      '/astuces-recettes?q=bissap',
    ];
    for (const headers of FORGED_HEADERS) {
      for (const path of pages) {
        const { status, body } = await get(path, headers);
        expect(status, path).toBe(200);
        expect(body, path).not.toContain('evil.example');
        const canonical = attribute(body, /<link rel="canonical" href="([^"]+)"/);
        expect(canonical, path).toBe(`${PUBLIC_URL}${path}`);
        expect(attribute(body, /<meta property="og:url" content="([^"]+)"/), path).toBe(canonical);
        // The head's links, Open Graph and JSON-LD (the body has links to other sites).
        const urls = absoluteUrls(body.slice(0, body.indexOf('</head>')));
        expect(urls.length, path).toBeGreaterThan(0);
        for (const url of urls) expectOnPublicUrl(url, path);
      }
    }
  });

  it('give the product page its JSON-LD offer and image on PUBLIC_URL', async () => {
    const [product] = await api<{ id: number }[]>('/api/produits/listeproduits');
    const { body } = await get(`/product-details/${product!.id}`, FORGED_HEADERS[0]!);
    const json = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(body)?.[1];
    const ld = JSON.parse(json!) as { image?: string; offers: { url: string } };
    expect(ld.offers.url).toBe(`${PUBLIC_URL}/product-details/${product!.id}`);
    expectOnPublicUrl(ld.image, 'JSON-LD image');
    // The link preview is made from the photo (/og/produit/…), the JSON-LD names the photo.
    expectOnPublicUrl(attribute(body, /<meta property="og:image" content="([^"]+)"/), 'og:image');
  });

  it('come from PUBLIC_URL in robots.txt and in every address of sitemap.xml', async () => {
    for (const headers of FORGED_HEADERS) {
      const robots = await get('/robots.txt', headers);
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(robots.body).not.toContain('evil.example');

      const sitemap = await get('/sitemap.xml', headers);
      expect(sitemap.body).not.toContain('evil.example');
      const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locations.length).toBeGreaterThan(50);
      for (const location of locations) expectOnPublicUrl(location, 'sitemap.xml');
      expect(locations).toContain(`${PUBLIC_URL}/`);
    }
  });
});

import fs from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { startAppProcess, type AppProcess } from '../support/app-process.ts';
import { seededDataDir } from '../support/seeded-data-dir.ts';

// What WhatsApp and Facebook read when a page is shared: every shareable page, as the server
// renders it, names an absolute 1200 × 630 JPEG with its type and size, and the image is there.
// And the pages' own WhatsApp links (issue 48), in the HTML before any script runs.

const PUBLIC_URL = 'https://boutique.baobab.example';

let app: AppProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await seededDataDir('baobab-e2e-share-previews-');
  app = await startAppProcess({ DATA_DIR: dataDir, PUBLIC_URL });
});
afterAll(async () => {
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${app.baseUrl}${path}`)).json()) as T;
}

/** The page's Open Graph properties, as the server rendered them. */
async function openGraph(path: string): Promise<Record<string, string>> {
  const response = await fetch(`${app.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const head = (await response.text()).split('</head>')[0]!;
  const tags = head.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g);
  return Object.fromEntries([...tags].map(([, property, content]) => [property!, content!]));
}

/** Fetches an image the pages name on PUBLIC_URL from the app under test. */
async function fetchImage(url: string) {
  const response = await fetch(url.replace(PUBLIC_URL, app.baseUrl));
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  return { response, image: { format, width, height } };
}

describe('link previews', () => {
  it('every shareable page names an absolute 1200 × 630 JPEG with its type and size', async () => {
    const [product] = await api<ProductListingEntry[]>('/api/produits/listeproduits');
    const [article] = await api<{ id: number }[]>('/api/articles');
    const pages = [
      '/',
      '/products',
      '/astuces-recettes',
      `/product-details/${product!.id}`,
      `/boutique/${product!.boutique.id}`,
      `/article/${article!.id}`,
    ];
    for (const path of pages) {
      const og = await openGraph(path);
      expect(og['og:image']?.startsWith(`${PUBLIC_URL}/`), `${path}: ${og['og:image']}`).toBe(true);
      expect(og['og:url']?.startsWith(`${PUBLIC_URL}/`), `${path}: og:url`).toBe(true);
      expect([og['og:image:type'], og['og:image:width'], og['og:image:height']], path).toEqual([
        'image/jpeg',
        '1200',
        '630',
      ]);
      expect(og['og:image:alt'], path).toBeTruthy();
      const { response, image } = await fetchImage(og['og:image']!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/jpeg');
      expect(image, path).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    }
  });

  it('gives products and boutiques a preview of their own, cached for good at its address', async () => {
    const [product] = await api<ProductListingEntry[]>('/api/produits/listeproduits');
    const productImage = (await openGraph(`/product-details/${product!.id}`))['og:image']!;
    expect(productImage).toMatch(
      new RegExp(`^${PUBLIC_URL}/og/produit/${product!.id}\\.jpg\\?v=[0-9a-z]+$`),
    );
    const boutiqueImage = (await openGraph(`/boutique/${product!.boutique.id}`))['og:image']!;
    expect(boutiqueImage).toMatch(
      new RegExp(`^${PUBLIC_URL}/og/boutique/${product!.boutique.id}\\.jpg\\?v=[0-9a-z]+$`),
    );
    for (const url of [productImage, boutiqueImage]) {
      const { response } = await fetchImage(url);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await openGraph('/'))['og:image']).toBe(`${PUBLIC_URL}/media/partage.jpg`);
  });

  it('offers products, recipes and boutiques to WhatsApp with their public address', async () => {
    const products = await api<ProductListingEntry[]>('/api/produits/listeproduits');
    const [recipe] = await api<{ id: number; title: string }[]>('/api/recettes');
    const product = products[0]!;
    const shared = [
      [`/product-details/${product.id}`, product.product.name],
      [`/recette/${recipe!.id}`, recipe!.title],
      [`/boutique/${product.boutique.id}`, product.boutique.name],
    ];
    for (const [path, name] of shared) {
      const [share] = whatsAppLinks(await pageHtml(path!), 'Partager sur WhatsApp');
      expect(share, path).toBeDefined();
      expect(share!.origin + share!.pathname, path).toBe('https://wa.me/');
      const text = share!.searchParams.get('text') ?? '';
      expect(text.startsWith(name!), `${path}: ${text}`).toBe(true);
      expect(text.endsWith(` ${PUBLIC_URL}${path}`), `${path}: ${text}`).toBe(true);
    }
  });

  it('offers a chat on WhatsApp only with a boutique whose seller shows her phone', async () => {
    const products = await api<ProductListingEntry[]>('/api/produits/listeproduits');
    const boutiques = [...new Set(products.map((entry) => entry.boutique.id))];
    let shown = 0;
    for (const id of boutiques) {
      const html = await pageHtml(`/boutique/${id}`);
      const phone = /href="tel:\+(\d+)"/.exec(html)?.[1];
      const chats = whatsAppLinks(html, 'Écrire à la boutique sur WhatsApp');
      if (!phone) {
        expect(chats, `boutique ${id}`).toEqual([]);
        continue;
      }
      shown += 1;
      expect(chats.map((chat) => chat.origin + chat.pathname)).toEqual([`https://wa.me/${phone}`]);
      expect(chats[0]!.searchParams.get('text')).toContain(`${PUBLIC_URL}/boutique/${id}`);
    }
    // Awa shows hers (demo/demo-security.ts); the other demo sellers do not.
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(boutiques.length);
  });
});

async function pageHtml(path: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The addresses of the page's links named `name`, as the server rendered them. */
function whatsAppLinks(html: string, name: string): URL[] {
  const links = html.matchAll(/<a\b[^>]*href="(https:\/\/wa\.me\/[^"]*)"[^>]*>(.*?)<\/a>/g);
  return [...links]
    .filter(([, , content]) => content!.replace(/<[^>]+>/g, '').includes(name))
    .map(([, href]) => new URL(href!.replaceAll('&amp;', '&')));
}

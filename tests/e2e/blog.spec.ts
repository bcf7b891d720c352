import { axeViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { hydrated, isRendered } from '../support/hydration.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseArticleBody } from '#common/article-body.ts';
import { UNKNOWN_CATEGORY_MESSAGE } from '#common/blog.ts';
import type { Article, ArticleSummary } from '#common/article-schemas.ts';

const shop = sharedShopUnderTest();

// The blog (/astuces-recettes, /article/:id) on a 360 px phone: the built app on a fresh data
// folder with its demo articles, with and without JavaScript.

const PHONE = { width: 360, height: 740 };

async function api<T>(pathname: string): Promise<T> {
  const response = await fetch(`${shop.app.baseUrl}${pathname}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function html(pathname: string) {
  const response = await fetch(`${shop.app.baseUrl}${pathname}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function openPage(pathname: string, options: { javaScript?: boolean } = {}) {
  const context = await shop.browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  await page.goto(`${shop.app.baseUrl}${pathname}`);
  return page;
}

const cardTitles = (page: Page) =>
  page.locator('#tous-les-articles ~ * [data-testid="article-card"] h3').allTextContents();

describe('/astuces-recettes', () => {
  it('is server-rendered with the featured articles and every article', async () => {
    const articles = await api<ArticleSummary[]>('/api/articles');
    const featured = articles.filter((article) => article.isFeatured);
    expect(articles.length).toBeGreaterThanOrEqual(8);

    const page = await html('/astuces-recettes');
    expect(page).toMatch(/<title>Astuces et recettes — Baobab<\/title>/);
    expect(page).toContain('placeholder="Rechercher un article..."');
    expect(page.match(/data-testid="article-card"/g)).toHaveLength(
      featured.length + articles.length,
    );
    expect(page).toContain('Articles à la une');
    expect(page).toContain('Tous les articles');
    for (const article of articles) {
      expect(page).toContain(`href="/article/${article.id}"`);
    }
    for (const category of [
      'Tout',
      'Bons usages',
      'Beauté',
      'Bien-être',
      'Nutrition',
      'Lifestyle',
    ]) {
      expect(page).toContain(`<option value="${category}"`);
    }
    // The stored value stays the spec's; the visitor reads French.
    expect(page).toMatch(/<option value="Lifestyle"[^>]*>Art de vivre<\/option>/);
    expect(page).not.toMatch(/>Lifestyle</);
    expect(page).toMatch(
      new RegExp(
        `property="og:image" content="${shop.app.baseUrl}/uploads/articles/[a-z0-9-]+\\.jpg"`,
      ),
    );
  });

  it('filters by category on a phone: the URL changes and the server renders the results', async () => {
    const beauty = await api<ArticleSummary[]>(
      `/api/articles?categorie=${encodeURIComponent('Beauté')}`,
    );
    expect(beauty.length).toBeGreaterThan(0);

    const page = await openPage('/astuces-recettes');
    expect(await page.getByTestId('article-card').count()).toBeGreaterThan(beauty.length);
    // Cards below the first screen wait, unrendered, until the reader comes near them.
    const lastCard = page.getByTestId('article-card').last();
    const lastTitle = lastCard.locator('h3');
    expect(await isRendered(lastTitle)).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => isRendered(lastTitle)).toBe(true);
    await hydrated(page.locator('select[name="categorie"]'));
    await page.getByLabel('Catégorie').selectOption('Beauté');
    await page.waitForURL(/categorie=Beaut%C3%A9/);
    await expect.poll(() => cardTitles(page)).toEqual(beauty.map((article) => article.title));
    // No featured section while filtering, nothing wider than the phone.
    expect(await page.getByRole('heading', { name: 'Articles à la une' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await axeViolations(page, ['main'])).toEqual([]);

    // The same address, fetched without a browser, already holds the filtered list.
    const serverRendered = await html(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(serverRendered.match(/data-testid="article-card"/g)).toHaveLength(beauty.length);
    await page.context().close();
  });

  it('finds an article from a word typed without its accent, even without JavaScript', async () => {
    const page = await openPage('/astuces-recettes', { javaScript: false });
    await page.getByLabel('Rechercher un article').fill('kinkeliba');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.waitForURL(/[?&]q=kinkeliba/);
    expect(await cardTitles(page)).toEqual([
      'L’infusion de kinkéliba : préparation et bons usages',
    ]);
    expect(await page.getByLabel('Rechercher un article').inputValue()).toBe('kinkeliba');
    await page.context().close();
  });

  it('says clearly when nothing matches, and offers every article again', async () => {
    const page = await openPage('/astuces-recettes?q=introuvable&categorie=Lifestyle');
    expect(await page.getByTestId('article-count').textContent()).toBe(
      'Aucun article ne correspond à votre recherche.',
    );
    await page.getByRole('link', { name: 'Voir tous les articles' }).click();
    await page.waitForURL(/\/astuces-recettes$/);
    await expect.poll(() => page.getByTestId('article-card').count()).toBeGreaterThan(8);
    await page.context().close();
  });

  it('ignores an invalid filter of the address with the same message as the API', async () => {
    const articles = await api<ArticleSummary[]>('/api/articles');
    const page = await html('/astuces-recettes?categorie=Cuisine');
    expect(page).toContain(UNKNOWN_CATEGORY_MESSAGE);
    expect(page.match(/data-testid="article-card"/g)?.length).toBeGreaterThanOrEqual(
      articles.length,
    );
  });
});

describe('/article/:id', () => {
  it('shows the whole article: its author, category, reading time, cover and text', async () => {
    const [first] = await api<ArticleSummary[]>('/api/articles');
    const article = await api<Article>(`/api/articles/${first!.id}`);

    const page = await openPage('/astuces-recettes');
    await page.getByRole('link', { name: article.title }).first().click();
    await page.waitForURL(new RegExp(`/article/${article.id}$`));

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(article.title);
    const main = page.locator('main');
    expect(await main.textContent()).toContain(article.author);
    expect(await main.textContent()).toContain(article.category);
    expect(await main.textContent()).toContain(`${article.readTime} min de lecture`);
    const paragraphs = parseArticleBody(article.content).map((block) =>
      block.type === 'list' ? block.items.join(' ') : block.text,
    );
    expect(paragraphs.length).toBeGreaterThanOrEqual(5);
    expect(await page.getByTestId('article-content').locator('p').allTextContents()).toEqual(
      paragraphs,
    );
    const cover = main.locator('img').first();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    expect(await axeViolations(page, ['main'])).toEqual([]);
    await page.context().close();
  });

  it('gives link previews an absolute image and the article type', async () => {
    const [first] = await api<ArticleSummary[]>('/api/articles');
    const page = await html(`/article/${first!.id}`);
    expect(page).toContain(`<title>${first!.title.replace(/'/g, '&#x27;')} — Baobab</title>`);
    expect(page).toContain('<meta property="og:type" content="article"/>');
    const image = page.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    // JPEG: WhatsApp shows no WebP preview.
    expect(image).toBe(`${shop.app.baseUrl}${first!.image.replace(/\.webp$/, '.jpg')}`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const response = await fetch(image!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each(['999999', 'abc'])('sends /article/%s back to /astuces-recettes', async (id) => {
    const response = await fetch(`${shop.app.baseUrl}/article/${id}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/astuces-recettes');

    const page = await openPage(`/article/${id}`);
    expect(new URL(page.url()).pathname).toBe('/astuces-recettes');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Astuces et recettes');
    await page.context().close();
  });
});

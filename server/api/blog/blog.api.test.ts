import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseArticleBody } from '#common/article-body.ts';
import {
  ARTICLE_CATEGORIES,
  estimateReadTime,
  SEARCH_TOO_LONG_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
} from '#common/blog.ts';
import {
  articleSchema,
  articleSummarySchema,
  type ArticleSummary,
} from '#common/article-schemas.ts';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '#common/text.ts';
import { frenchTypography } from '#common/typography.ts';
import { demoArticles } from '../../../demo/demo-articles.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

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

async function list(query = ''): Promise<ArticleSummary[]> {
  const { response, body } = await get(`/api/articles${query}`);
  expect(response.statusCode, JSON.stringify(body)).toBe(200);
  return z.array(articleSummarySchema.strict()).parse(body);
}

const titles = (articles: ArticleSummary[]) => articles.map((article) => article.title).sort();
/** A demo article's title as installed, typeset (seed-articles.ts). */
const installedTitle = (article: { title: string }) => frenchTypography(article.title);

describe('GET /api/articles', () => {
  it('lists every demo article, newest first, without the full text', async () => {
    const articles = await list();
    expect(titles(articles)).toEqual(demoArticles.map(installedTitle).sort());
    const dates = articles.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articles[0]).not.toHaveProperty('content');
    expect(new Set(articles.map((article) => article.category))).toEqual(
      new Set(ARTICLE_CATEGORIES),
    );
    const featured = articles.filter((article) => article.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(2);
    expect(featured.length).toBeLessThanOrEqual(3);
  });

  it('gives each article a 1200 × 630 cover, a 480-px-wide card picture and a JPEG for previews', async () => {
    const uploadsDir = testApp.config.uploadsDir;
    for (const article of await list()) {
      expect(article.image).toMatch(/^\/uploads\/articles\/[a-z0-9-]+\.webp$/);
      expect(article.thumbnail).toBe(article.image.replace(/\.webp$/, '-480.webp'));
      const cover = await sharp(path.join(uploadsDir, article.image.slice(9))).metadata();
      expect([cover.format, cover.width, cover.height]).toEqual(['webp', 1200, 630]);
      const card = await sharp(path.join(uploadsDir, article.thumbnail.slice(9))).metadata();
      expect([card.format, card.width, card.height]).toEqual(['webp', 480, 252]);
      const share = await sharp(
        path.join(uploadsDir, article.image.slice(9).replace(/\.webp$/, '.jpg')),
      ).metadata();
      expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 630]);
    }
    const served = await testApp.app.inject({ method: 'GET', url: (await list())[0]!.thumbnail });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('filters by category; Tout and an empty choice show everything', async () => {
    const beauty = await list(`?categorie=${encodeURIComponent('Beauté')}`);
    expect(titles(beauty)).toEqual(
      demoArticles
        .filter((article) => article.category === 'Beauté')
        .map(installedTitle)
        .sort(),
    );
    expect(beauty.length).toBeGreaterThan(0);
    const everything = (await list()).length;
    expect(await list('?categorie=Tout')).toHaveLength(everything);
    expect(await list('?categorie=')).toHaveLength(everything);
  });

  it('searches titles and descriptions without caring about accents or case', async () => {
    const karite = await list('?q=KARITE');
    expect(karite.length).toBeGreaterThanOrEqual(2);
    for (const article of karite)
      expect(`${article.title} ${article.description}`.toLowerCase()).toContain('karité');

    const kinkeliba = await list('?q=kinkeliba');
    expect(kinkeliba.map((article) => article.title)).toContain(
      'L’infusion de kinkéliba : préparation et bons usages',
    );
  });

  it('needs every word of the search, and combines it with the category', async () => {
    const both = await list(`?q=${encodeURIComponent('bissap maison')}`);
    expect(both.map((article) => article.title)).toEqual([
      'Le jus de bissap maison, frais et peu sucré',
    ]);
    expect(await list(`?q=${encodeURIComponent('bissap introuvablemot')}`)).toEqual([]);

    const beautyKarite = await list(`?categorie=${encodeURIComponent('Beauté')}&q=karite`);
    expect(beautyKarite.length).toBeGreaterThan(0);
    for (const article of beautyKarite) expect(article.category).toBe('Beauté');
    expect(beautyKarite.length).toBeLessThan((await list('?q=karite')).length);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=_')).toEqual([]);
  });

  it.each([
    ['?categorie=Cuisine', 'categorie', UNKNOWN_CATEGORY_MESSAGE],
    [`?q=${'a'.repeat(101)}`, 'q', SEARCH_TOO_LONG_MESSAGE],
    ['?q=karit%C3%A9%00', 'q', FORBIDDEN_CHARACTERS_MESSAGE],
  ])('refuses %s on %s with a French message', async (query, field, message) => {
    const { response, body } = await get(`/api/articles${query}`);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ error: { code: 'VALIDATION', message, details: [{ field, message }] } });
  });
});

describe('GET /api/articles/:id', () => {
  it('returns one article with its full text and a reading time that fits it', async () => {
    const summary = (await list()).find((article) => article.title.includes('savon noir'))!;
    const { response, body } = await get(`/api/articles/${summary.id}`);
    expect(response.statusCode).toBe(200);
    const article = articleSchema.strict().parse(body);
    expect(article).toMatchObject(summary);
    const demo = demoArticles.find((candidate) => installedTitle(candidate) === article.title)!;
    // The demo's texts are plain paragraphs: the body's Markdown subset reads them as such.
    expect(parseArticleBody(article.content)).toEqual(
      demo.paragraphs.map((text) => ({ type: 'paragraph', text: frenchTypography(text) })),
    );
    expect(article.readTime).toBe(estimateReadTime(article.content));
    expect(article.readTime).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 "Article introuvable." for an unknown id', async () => {
    const { response, body } = await get('/api/articles/999999');
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'Article introuvable.' } });
  });

  it.each(['abc', '0', '-3', '2147483648'])(
    'answers 400 "Identifiant invalide." for %s',
    async (id) => {
      const { response, body } = await get(`/api/articles/${id}`);
      expect(response.statusCode).toBe(400);
      expect(body).toEqual({ error: INVALID_ID });
    },
  );
});

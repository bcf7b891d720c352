import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as editorPage from '../../../app/routes/dashboards/admin-article-editor.tsx';
import {
  ARTICLE_BODY_REQUIRED,
  ARTICLE_CREATED,
  ARTICLE_UPDATED,
  ARTICLE_CATEGORY_REQUIRED,
  ARTICLE_IMAGE_REQUIRED,
  ARTICLE_TITLE_REQUIRED,
} from '#common/blog.ts';
import type { ArticleDraft, ArticleSummary } from '#common/article-schemas.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The team writes and edits articles (issue 18): the text's Markdown subset, a cover through the
// image pipeline (1200 × 630, its 480 copy and a JPEG for link previews), a reading time
// computed from the words, drafts kept from readers, and every change in the journal.

let testApp: TestApp;
const { login } = orderHelpers(() => testApp);
let admin: string;
let seller: string;

function call<T>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) {
  return testApp.app
    .inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    })
    .then((response) => ({ response, body: response.json<T>() }));
}

async function uploadCover(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#b5651d' },
  })
    .png()
    .toBuffer();
  const body = multipart([{ filename: 'couverture.png', type: 'image/png', data: png }]);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/articles/image',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ imageUrl: string }>().imageUrl;
}

const BODY = [
  'Une introduction.',
  '',
  '## Les ingrédients',
  '',
  '- 2 cuillerées de karité',
  '- 1 goutte d’huile de baobab',
  '',
  'Et encore un paragraphe.',
].join('\n');

/** An article the schema accepts (its cover's address has the stored shape). */
const VALID = {
  title: 'Titre',
  category: 'Bons usages',
  description: 'Résumé',
  body: 'Texte',
  image: '/uploads/articles/couverture.webp',
  featured: false,
  published: true,
};

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  seller = await login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR);
});
afterAll(async () => {
  await testApp?.close();
});

describe('the team’s articles', () => {
  it('stores the cover at 1200 × 630 with its 480 copy and its JPEG share copy', async () => {
    const url = await uploadCover(admin);
    expect(url).toMatch(/^\/uploads\/articles\/[0-9a-f-]+\.webp$/);
    const file = path.join(testApp.config.uploadsDir, url.slice('/uploads/'.length));
    expect(await sharp(file).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await sharp(file.replace('.webp', '-480.webp')).metadata()).toMatchObject({
      width: 480,
      height: 252,
    });
    expect((await sharp(file.replace('.webp', '.jpg')).metadata()).format).toBe('jpeg');
    await fs.rm(file.replace('.webp', '.jpg'));
  });

  it('creates a draft readers do not see, then publishes it; each change journaled', async () => {
    const image = await uploadCover(admin);
    const input = {
      title: 'Baume au karité maison',
      category: 'Beauté',
      description: 'Un baume simple pour les mains.',
      body: BODY,
      image,
      featured: false,
      published: false,
    };
    const created = await call<ArticleDraft>(admin, 'POST', '/api/admin/articles', input);
    expect(created.response.statusCode).toBe(201);
    expect(created.body).toMatchObject({ title: input.title, published: false, readTime: 1 });
    const { id } = created.body;
    expect((await call(null, 'GET', `/api/articles/${id}`)).response.statusCode).toBe(404);
    const list = (await call<ArticleSummary[]>(null, 'GET', '/api/articles')).body;
    expect(list.some((article) => article.id === id)).toBe(false);

    const longBody = `${BODY}\n\n${'mot '.repeat(450).trim()}`;
    const updated = await call<ArticleDraft>(admin, 'PUT', `/api/admin/articles/${id}`, {
      ...input,
      body: longBody,
      published: true,
    });
    expect(updated.response.statusCode).toBe(200);
    expect(updated.body).toMatchObject({ published: true, readTime: 3, content: longBody });
    const published = await call<{ content: string }>(null, 'GET', `/api/articles/${id}`);
    expect(published.response.statusCode).toBe(200);
    expect(published.body.content).toBe(longBody);

    const { rows } = await testApp.database.pool.query(
      `select action from audit_log where target_type = 'article' and target_id = $1 order by id`,
      [id],
    );
    expect(rows.map((row) => row.action)).toEqual(['article.cree', 'article.modifie']);
  });

  it.each([
    [{ title: ' ' }, 'title', ARTICLE_TITLE_REQUIRED],
    [{ category: 'Cuisine' }, 'category', ARTICLE_CATEGORY_REQUIRED],
    [{ category: 'Tout' }, 'category', ARTICLE_CATEGORY_REQUIRED],
    [{ body: '' }, 'body', ARTICLE_BODY_REQUIRED],
    [{ image: 'https://ailleurs.example/image.webp' }, 'image', ARTICLE_IMAGE_REQUIRED],
  ])('refuses %j with the message beside the field', async (change, field, message) => {
    const { response, body } = await call<{
      error: { details: { field: string; message: string }[] };
    }>(admin, 'POST', '/api/admin/articles', { ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(body.error.details).toContainEqual({ field, message });
  });

  it('refuses a health claim in the text', async () => {
    const { response, body } = await call<{
      error: { details: { field: string; message: string }[] };
    }>(admin, 'POST', '/api/admin/articles', { ...VALID, body: 'Cette tisane guérit le diabète.' });
    expect(response.statusCode).toBe(400);
    expect(body.error.details.find((detail) => detail.field === 'body')?.message).toMatch(
      /allégation de santé/,
    );
  });

  it('answers 404 for an unknown article', async () => {
    const { response } = await call(admin, 'PUT', '/api/admin/articles/999999', VALID);
    expect(response.statusCode).toBe(404);
  });

  it('refuses sellers and readers', async () => {
    expect((await call(seller, 'GET', '/api/admin/articles')).response.statusCode).toBe(403);
    expect((await call(seller, 'POST', '/api/admin/articles', {})).response.statusCode).toBe(403);
    expect((await call(null, 'PUT', '/api/admin/articles/1', {})).response.statusCode).toBe(401);
  });
});

describe('the article editor', () => {
  it('writes and edits through the same operations, with the session cookie', async () => {
    const me = await call<{ TenantId: number }>(admin, 'GET', '/api/users/check-auth');
    const articles = `/admin/${me.body.TenantId}/articles`;
    const send = (path: string, form: Record<string, string>) =>
      callPageRoute(testApp, editorPage.action, path, admin, { form }).then(pageOutcome);
    const listed = async () =>
      (await call<{ id: number; title: string }[]>(admin, 'GET', '/api/admin/articles')).body;
    const before = await listed();

    const refused = await send(
      `${articles}/nouveau`,
      operationForm('article-ecrire', { input: { ...VALID, title: ' ', body: '' } }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fields: { title: ARTICLE_TITLE_REQUIRED, body: ARTICLE_BODY_REQUIRED },
    });
    expect(await listed()).toEqual(before);

    const image = await uploadCover(admin);
    const created = await send(
      `${articles}/nouveau`,
      operationForm('article-ecrire', {
        input: { ...VALID, title: 'Écrit dans l’éditeur', image, published: false },
      }),
    );
    expect(created).toMatchObject({ ok: true, message: ARTICLE_CREATED });
    const { id } = (created as unknown as { output: ArticleDraft }).output;
    const edited = await send(
      `${articles}/${id}`,
      operationForm('article-modifier', {
        params: { id: String(id) },
        input: { ...VALID, title: 'Relu dans l’éditeur', image, published: false },
      }),
    );
    expect(edited).toMatchObject({ ok: true, message: ARTICLE_UPDATED });
    const draft = await call<ArticleDraft>(admin, 'GET', `/api/admin/articles/${id}`);
    expect(draft.body.title).toBe('Relu dans l’éditeur');
  });
});

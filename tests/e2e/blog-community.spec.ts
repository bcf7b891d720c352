import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '#common/article-schemas.ts';
import { ARTICLE_UPDATED } from '#common/blog.ts';
import { COMMENT_TEXT_REQUIRED, type CommentPage } from '#common/community.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { hydrated } from '../support/hydration.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { apiRequestsOf, keepOnlySessionCookie } from '../support/site-requests.ts';
import { callApi, loginThroughApi, newPhonePage, signedInPage } from '../support/signed-in.ts';
import { createTempDir } from '../support/temp-dir.ts';

const shop = sharedShopUnderTest();

// The blog's community on a 360-px phone (issue 18): an anonymous reader likes and rates an
// article and finds both after a reload; comments from the article page (a « <script> » shown
// as text, then deleted by its author) and from the listing's pop-up; a signed-in reader's name
// is filled in; the team writes an article with a heading and a list, edits its title and puts
// it « À la une », and hides a comment.

let admin: LoginResponse;
let kofi: LoginResponse;
let articles: ArticleSummary[];

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026');
  kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
  articles = (await callApi<ArticleSummary[]>(shop, '/api/articles')).body;
});

const articleUrl = (article: ArticleSummary) => `${shop.app.baseUrl}/article/${article.id}`;

async function openArticle(page: Page, article: ArticleSummary) {
  await page.goto(articleUrl(article));
  await hydrated(page.getByRole('button', { name: 'Publier' }));
}

const likeButton = (page: Page) => page.getByTestId('article-reactions').getByTestId('like-button');
const star = (page: Page, n: number) =>
  page.getByRole('button', { name: `${n} étoile${n > 1 ? 's' : ''} sur 5`, exact: true });

describe('an anonymous reader', () => {
  it('likes and rates an article, and finds both after a reload', async () => {
    const article = articles[2]!;
    const page = await newPhonePage(shop);
    await openArticle(page, article);
    expect(await page.context().cookies()).toEqual([]);
    const before = Number.parseInt((await likeButton(page).textContent()) ?? '', 10);
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');

    await likeButton(page).click();
    await expect.poll(() => likeButton(page).textContent()).toBe(`${before + 1} j’aime`);
    // The first answer brings the reader's cookie: what follows is the same reader's.
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .toContain('baobab_lecteur');
    // The star shows pressed as soon as it is tapped: the reload waits for the server's answer.
    const rated = page.waitForResponse((response) => response.request().method() === 'POST');
    await star(page, 4).click();
    await expect.poll(() => star(page, 4).getAttribute('aria-pressed')).toBe('true');
    expect((await rated).ok()).toBe(true);
    const cookie = (await page.context().cookies()).find((each) => each.name === 'baobab_lecteur')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.reload();
    await hydrated(page.getByRole('button', { name: 'Publier' }));
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await likeButton(page).textContent()).toBe(`${before + 1} j’aime`);
    expect(await star(page, 4).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('rating-average').textContent()).toMatch(/^Note moyenne/);

    // Unliked, it goes back down.
    await likeButton(page).click();
    await expect.poll(() => likeButton(page).getAttribute('aria-pressed')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('likes without JavaScript: the form posts, the page comes back with the like pressed', async () => {
    const article = articles[6]!;
    const context = await shop.browser.newContext({
      viewport: { width: 360, height: 800 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(articleUrl(article));
    const before = Number.parseInt((await likeButton(page).textContent()) ?? '', 10);
    await likeButton(page).click();
    await page.waitForLoadState('load');
    await expect.poll(() => likeButton(page).getAttribute('aria-pressed')).toBe('true');
    expect(await likeButton(page).textContent()).toBe(`${before + 1} j’aime`);
    await page.goto(articleUrl(article));
    expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('comments from the article page: a « <script> » is shown as text; a blank text is not sent', async () => {
    const article = articles[3]!;
    const page = await newPhonePage(shop);
    await openArticle(page, article);
    const text = '<script>window.pwned = true</script> Merci pour cette recette';

    await page.getByRole('textbox', { name: 'Votre nom', exact: true }).fill('Afi');
    await page.getByRole('textbox', { name: 'Votre commentaire', exact: true }).fill('   ');
    await page.getByRole('button', { name: 'Publier' }).click();
    await page.getByText(COMMENT_TEXT_REQUIRED).waitFor();

    await page.getByRole('textbox', { name: 'Votre commentaire', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect.poll(() => page.getByTestId('comment-text').first().textContent()).toBe(text);
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    expect(await page.getByTestId('comment').first().textContent()).toContain('Afi');
    // The author may delete it; the field is emptied for the next one.
    expect(
      await page
        .getByTestId('comment')
        .first()
        .getByRole('button', { name: /^Supprimer/ })
        .count(),
    ).toBe(1);
    expect(
      await page.getByRole('textbox', { name: 'Votre commentaire', exact: true }).inputValue(),
    ).toBe('');
    const { body } = await callApi<CommentPage>(shop, `/api/articles/${article.id}/commentaires`);
    expect(body.comments.filter((comment) => comment.text === text)).toHaveLength(1);

    // Deleted by its author after confirming: gone, and counted no more.
    const count = async () =>
      Number(/\d+/.exec((await page.getByTestId('comment-count').textContent()) ?? '')?.[0] ?? 0);
    const before = await count();
    await page
      .getByTestId('comment')
      .first()
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le commentaire' });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect.poll(() => page.getByText(text, { exact: true }).count()).toBe(0);
    await expect.poll(count).toBe(before - 1);
    const after = await callApi<CommentPage>(shop, `/api/articles/${article.id}/commentaires`);
    expect(after.body.comments.some((comment) => comment.text === text)).toBe(false);
    await page.context().close();
  });

  it('comments a card from the listing’s pop-up, whose code comes with the first tap', async () => {
    const page = await newPhonePage(shop);
    // Mantine's Modal (with its scroll area and focus trap) is not part of the first visit.
    const modalCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(Modal|ScrollArea)-/.test(request.url())) modalCode.push(request.url());
    });
    await page.goto(`${shop.app.baseUrl}/astuces-recettes`, { waitUntil: 'load' });
    const article = articles[4]!;
    const button = page.getByRole('button', { name: `Commenter « ${article.title} »` }).first();
    await hydrated(button);
    expect(modalCode).toEqual([]);
    const before = Number((await button.textContent())?.trim());
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un commentaire' });
    await dialog.waitFor();
    expect(modalCode.length).toBeGreaterThan(0);
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Koffi');
    await dialog
      .getByRole('textbox', { name: 'Commentaire', exact: true })
      .fill('Je la fais chaque dimanche, merci !');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => Number((await button.textContent())?.trim())).toBe(before + 1);
    const { body } = await callApi<CommentPage>(shop, `/api/articles/${article.id}/commentaires`);
    expect(body.comments[0]).toMatchObject({ author: 'Koffi' });
    await page.context().close();
  });
});

describe('a signed-in reader', () => {
  it('finds their name filled in', async () => {
    const page = await signedInPage(shop, kofi, `/article/${articles[0]!.id}`);
    await hydrated(page.getByRole('button', { name: 'Publier' }));
    expect(await page.getByRole('textbox', { name: 'Votre nom', exact: true }).inputValue()).toBe(
      'Kofi Agbeko',
    );
    await page.context().close();
  });
});

describe('the team', () => {
  const adminRoot = () => `/admin/${admin.userId}`;

  it('writes an article with a heading and a list, which readers then find', async () => {
    const folder = await createTempDir('baobab-e2e-couverture-');
    const cover = path.join(folder, 'couverture.png');
    await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#6b8e23' } })
      .png()
      .toFile(cover);
    const page = await signedInPage(shop, admin, `${adminRoot()}/articles/nouveau`);
    await keepOnlySessionCookie(page);
    const api = apiRequestsOf(page);
    const title = 'Baume du soir au karité et à la citronnelle';
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption('Beauté');
    await page
      .getByRole('textbox', { name: 'Résumé', exact: true })
      .fill('Un baume simple à préparer pour les mains.');
    await page
      .getByRole('textbox', { name: 'Texte', exact: true })
      .fill(
        'Un baume doux, vite fait.\n\n## Les ingrédients\n\n- 50 g de beurre de karité\n- 5 gouttes d’huile de citronnelle\n\nFaites fondre au bain-marie.',
      );
    await page.locator('input[type="file"]').setInputFiles(cover);
    await page.getByRole('img', { name: 'Aperçu de la couverture' }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(`**${adminRoot()}/articles`);
    await page.getByTestId('edited-article').filter({ hasText: title }).waitFor();
    // The cover went to the site's own route, by the session cookie.
    expect(api).toEqual([]);

    await page.goto(`${shop.app.baseUrl}/astuces-recettes`);
    const link = page.getByRole('link', { name: title }).first();
    await link.click();
    await page.waitForURL(/\/article\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Les ingrédients' }).waitFor();
    expect(
      await page.getByTestId('article-content').getByRole('listitem').allTextContents(),
    ).toEqual(['50 g de beurre de karité', '5 gouttes d’huile de citronnelle']);
    const articlePath = new URL(page.url()).pathname;

    // Edited: a new title, and « À la une ».
    const edited = 'Baume du soir au karité, à la citronnelle et au miel';
    await page.goto(`${shop.app.baseUrl}${adminRoot()}/articles`);
    await page.getByRole('link', { name: `Modifier « ${title} »` }).click();
    const titleBox = page.getByRole('textbox', { name: 'Titre', exact: true });
    await hydrated(titleBox);
    expect(await titleBox.inputValue()).toBe(title);
    await titleBox.fill(edited);
    const featured = page.getByRole('switch', { name: 'À la une' });
    expect(await featured.isChecked()).toBe(false);
    await featured.check({ force: true });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    // An edit stays on its page, saying so.
    await page.getByText(ARTICLE_UPDATED).waitFor();
    await page.goto(`${shop.app.baseUrl}${adminRoot()}/articles`);
    const card = page.getByTestId('edited-article').filter({ hasText: edited });
    await card.waitFor();
    expect(await card.textContent()).toContain('À la une');

    // Readers see the new title, among the featured articles (the kept page within seconds).
    const reader = await newPhonePage(shop);
    await expect
      .poll(
        async () => {
          await reader.goto(`${shop.app.baseUrl}/astuces-recettes`);
          return reader
            .getByRole('region', { name: 'Articles à la une' })
            .getByRole('link', { name: edited })
            .count();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    await reader.goto(`${shop.app.baseUrl}${articlePath}`);
    expect(await reader.getByRole('heading', { level: 1 }).textContent()).toBe(edited);
    await reader.context().close();
    await page.context().close();
  });

  it('hides a comment, which leaves the article', async () => {
    const article = articles[5]!;
    const text = `Un commentaire à masquer ${Date.now()}`;
    const posted = await callApi(shop, `/api/articles/${article.id}/commentaires`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Yawo', text }),
    });
    expect(posted.status).toBe(201);

    const page = await signedInPage(shop, admin, `${adminRoot()}/commentaires`);
    const card = page.getByTestId('moderated-comment').filter({ hasText: text });
    await hydrated(card.getByRole('button', { name: 'Masquer' }));
    await card.getByRole('button', { name: 'Masquer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Masquer le commentaire' });
    await dialog.getByRole('textbox', { name: 'Raison du masquage' }).fill('Hors sujet');
    await dialog.getByRole('button', { name: 'Masquer le commentaire' }).click();
    await card.getByText(/^Masqué\s:\sHors sujet$/).waitFor();

    const reader = await newPhonePage(shop);
    await reader.goto(articleUrl(article));
    await reader.getByRole('heading', { level: 1 }).waitFor();
    expect(await reader.getByText(text).count()).toBe(0);
    await reader.context().close();
    await page.context().close();
  });
});

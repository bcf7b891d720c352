import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../../app/features/operation-form.ts';
import {
  COMMUNITY_INTENTS,
  TARGET_FIELDS,
} from '../../../app/features/community/community-intents.ts';
import * as articlePage from '../../../app/routes/article.tsx';
import * as commentsPage from '../../../app/routes/dashboards/admin-comments.tsx';
import {
  ALREADY_REPORTED_COMMENT,
  COMMENT_HIDDEN,
  COMMENT_REPORTS_CLOSED,
  COMMENT_SHOWN,
  COMMENT_DELETED,
  COMMENT_HIDE_REASON_REQUIRED,
  COMMENT_REPORTED,
  COMMENT_NAME_REQUIRED,
  COMMENT_TEXT_REQUIRED,
  NO_OPEN_COMMENT_REPORT,
  NOT_YOUR_COMMENT,
  RATING_OUT_OF_RANGE,
  TARGET_NOT_FOUND,
  NEW_READERS_PER_ADDRESS,
  TOO_MANY_COMMENTS,
  TOO_MANY_LINKS,
  TOO_MANY_NEW_READERS,
  type CommentPage,
  type ModeratedComment,
} from '#common/community.ts';
import type { ArticleSummary } from '#common/article-schemas.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { nextIp } from '../../../tests/support/client-ip.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// The blog's community (issue 18): likes and ratings once per reader (an account, or the
// anonymous reader of a signed cookie set by the first write), also when sent at once; new
// anonymous readers limited per address; comments checked, limited, escaped by the pages,
// deleted by their author only, reported by readers, hidden by the team.

let testApp: TestApp;
const { login, newAccount } = orderHelpers(() => testApp);
let admin: string;
let buyer: string;
let articles: ArticleSummary[];

interface Reader {
  cookie?: string;
  token?: string;
  ip: string;
}

const newReader = (): Reader => ({ ip: nextIp() });

/** A call as this reader; keeps the reader cookie the server sets. */
async function call<T = unknown>(
  reader: Reader,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: {
      'x-forwarded-for': reader.ip,
      // As a browser sends it with a write: the reader cookie's writes must come from the site.
      origin: new URL(testApp.config.publicUrl).origin,
      ...(reader.cookie ? { cookie: reader.cookie } : {}),
      ...(reader.token ? { authorization: `Bearer ${reader.token}` } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const set = response.headers['set-cookie'];
  const cookie = [set ?? []].flat().find((value) => value.startsWith('baobab_lecteur='));
  if (cookie) reader.cookie = cookie.split(';')[0];
  return { response, body: response.json<T>(), setCookie: cookie };
}

const articleUrl = (index: number, rest: string) => `/api/articles/${articles[index]!.id}${rest}`;

const newBuyerToken = async () => (await newAccount('ACHETEUR', 'Lecteur Neuf')).token;

/** A recipe nobody reacted to yet, published by a new shop: its figures are the test's own. */
async function freshRecipeUrl(): Promise<string> {
  const seller = await newAccount('VENDEUR', 'Boutique des votes');
  const recipe = await testApp.services.recipes.create(
    await testApp.services.accounts.authenticate(seller.token),
    {
      title: 'Bissap glacé',
      description: 'Une boisson fraîche de fleurs d’hibiscus.',
      ingredients: '50 g de fleurs d’hibiscus séchées\n1 l d’eau',
      dosage: '',
      usage: 'Faire infuser, filtrer, servir frais.',
      benefits: '',
      type: 'Infusion',
      category: 'Nutrition',
      tags: [],
      imageUrl: null,
      productIds: [],
    },
    { publish: true },
  );
  return `/api/recettes/${recipe.id}`;
}

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  admin = await login('admin@baobab.example', DEMO_PASSWORDS.ADMIN);
  buyer = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
  articles = (await testApp.app.inject({ url: '/api/articles' })).json<ArticleSummary[]>();
});
afterAll(async () => {
  await testApp?.close();
});

describe('likes', () => {
  it('sets a signed HttpOnly Lax cookie on the first write only, and counts one like per reader', async () => {
    const reader = newReader();
    const before = await call<{ likes: number }>(reader, 'GET', articleUrl(0, '/reactions'));
    expect(before.setCookie).toBeUndefined();
    const first = await call<{ likes: number; isLiked: boolean }>(
      reader,
      'PUT',
      articleUrl(0, '/like'),
      { liked: true },
    );
    expect(first.response.statusCode).toBe(200);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    expect(first.body).toMatchObject({ likes: before.body.likes + 1, isLiked: true });

    const again = await call(reader, 'PUT', articleUrl(0, '/like'), { liked: true });
    expect(again.setCookie).toBeUndefined();
    expect(again.body).toMatchObject({ likes: before.body.likes + 1, isLiked: true });

    const other = await call(newReader(), 'GET', articleUrl(0, '/reactions'));
    expect(other.body).toMatchObject({ likes: before.body.likes + 1, isLiked: false });

    const undone = await call(reader, 'PUT', articleUrl(0, '/like'), { liked: false });
    expect(undone.body).toMatchObject({ likes: before.body.likes, isLiked: false });
  });

  it('does not believe a forged cookie: the reader is a new one', async () => {
    const forged: Reader = {
      ip: nextIp(),
      cookie: 'baobab_lecteur=00000000-0000-4000-8000-000000000000.faux',
    };
    const { body, setCookie } = await call(forged, 'PUT', articleUrl(1, '/like'), {
      liked: true,
    });
    expect(setCookie).toBeDefined();
    expect(body).toMatchObject({ isLiked: true });
  });

  it('knows a signed-in reader by their account, in any browser', async () => {
    const one: Reader = { ip: nextIp(), token: buyer };
    const two: Reader = { ip: nextIp(), token: buyer };
    await call(one, 'PUT', articleUrl(2, '/like'), { liked: true });
    expect(one.cookie).toBeUndefined();
    const { body } = await call(two, 'GET', articleUrl(2, '/reactions'));
    expect(body).toMatchObject({ isLiked: true });
  });

  it('answers 404 for an unknown article, and sets no cookie', async () => {
    for (const [method, url] of [
      ['PUT', '/api/articles/999999/like'],
      ['GET', '/api/articles/999999/reactions'],
      ['GET', '/api/articles/999999/commentaires'],
    ] as const) {
      const reader = newReader();
      const { response, body } = await call(
        reader,
        method,
        url,
        method === 'PUT' ? { liked: true } : undefined,
      );
      expect(response.statusCode, url).toBe(404);
      expect(body).toEqual({ error: { code: 'NOT_FOUND', message: TARGET_NOT_FOUND } });
    }
  });
});

describe('ratings', () => {
  it('keeps one rating per reader, the last one, and averages them', async () => {
    const [one, two] = [newReader(), newReader()];
    const start = (
      await call<{ rating: number; ratingCount: number }>(one, 'GET', articleUrl(3, '/reactions'))
    ).body;
    await call(one, 'PUT', articleUrl(3, '/note'), { rating: 2 });
    const replaced = await call(one, 'PUT', articleUrl(3, '/note'), { rating: 5 });
    expect(replaced.body).toMatchObject({ myRating: 5, ratingCount: start.ratingCount + 1 });
    const second = await call(two, 'PUT', articleUrl(3, '/note'), { rating: 4 });
    expect(second.body).toMatchObject({ myRating: 4, ratingCount: start.ratingCount + 2 });
  });

  it('averages concurrent votes exactly', async () => {
    const url = await freshRecipeUrl();
    const votes = [5, 4, 4, 3, 5, 2, 5, 4, 1, 5];
    const readers = votes.map(newReader);
    // First a cookie each, then every vote at once.
    await Promise.all(readers.map((reader) => call(reader, 'PUT', `${url}/like`, { liked: true })));
    await Promise.all(
      readers.map((reader, index) => call(reader, 'PUT', `${url}/note`, { rating: votes[index] })),
    );
    const { body } = await call<{ rating: number; ratingCount: number; likes: number }>(
      newReader(),
      'GET',
      `${url}/reactions`,
    );
    // (5 + 4 + 4 + 3 + 5 + 2 + 5 + 4 + 1 + 5) / 10
    expect(body).toMatchObject({ rating: 3.8, ratingCount: 10, likes: 10 });
  });

  it('keeps one rating and one like of a reader who sends two at once', async () => {
    const url = await freshRecipeUrl();
    // An account's first write makes its reader row: both requests race to make it.
    const account: Reader = { ip: nextIp(), token: await newBuyerToken() };
    const anonymous = newReader();
    await call(anonymous, 'PUT', articleUrl(1, '/like'), { liked: true });
    for (const reader of [account, anonymous]) {
      await Promise.all([
        call(reader, 'PUT', `${url}/note`, { rating: 2 }),
        call(reader, 'PUT', `${url}/note`, { rating: 5 }),
        call(reader, 'PUT', `${url}/like`, { liked: true }),
        call(reader, 'PUT', `${url}/like`, { liked: true }),
      ]);
    }
    const { body } = await call<{ rating: number; ratingCount: number; likes: number }>(
      account,
      'GET',
      `${url}/reactions`,
    );
    expect(body).toMatchObject({ ratingCount: 2, likes: 2, isLiked: true });
    for (const reader of [account, anonymous]) {
      const mine = await call<{ myRating: number }>(reader, 'GET', `${url}/reactions`);
      expect([2, 5]).toContain(mine.body.myRating);
    }
    const { rows } = await testApp.database.pool.query<{ n: number }>(
      `select count(*)::int as n from readers where account_id = $1`,
      [(await testApp.services.accounts.authenticate(account.token!)).id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it.each([0, 6, 2.5, 'cinq'])('refuses the rating %j in French', async (rating) => {
    const { response, body } = await call<{ error: { message: string } }>(
      newReader(),
      'PUT',
      articleUrl(3, '/note'),
      { rating },
    );
    expect(response.statusCode).toBe(400);
    expect(body.error.message).toBe(RATING_OUT_OF_RANGE);
  });
});

describe('new anonymous readers', () => {
  it('are limited per address: clearing cookies does not give endless likes', async () => {
    const url = await freshRecipeUrl();
    const ip = nextIp();
    const returning: Reader = { ip };
    expect((await call(returning, 'PUT', `${url}/like`, { liked: true })).response.statusCode).toBe(
      200,
    );
    // Each request without a cookie is a new reader, as after clearing cookies.
    for (let index = 1; index < NEW_READERS_PER_ADDRESS.max; index += 1) {
      const { response } = await call({ ip }, 'PUT', `${url}/like`, { liked: true });
      expect(response.statusCode).toBe(200);
    }
    for (const [method, rest, payload] of [
      ['PUT', '/like', { liked: true }],
      ['PUT', '/note', { rating: 5 }],
      ['POST', '/commentaires', { name: 'Robot', text: 'Encore moi' }],
    ] as const) {
      const refused = await call<{ error: { message: string } }>(
        { ip },
        method,
        `${url}${rest}`,
        payload,
      );
      expect(refused.response.statusCode, rest).toBe(429);
      expect(refused.body.error.message).toBe(TOO_MANY_NEW_READERS);
    }
    const figures = await call(newReader(), 'GET', `${url}/reactions`);
    expect(figures.body).toMatchObject({
      likes: NEW_READERS_PER_ADDRESS.max,
      ratingCount: 0,
      comments: 0,
    });

    // A reader already known and a signed-in account, from the same address, go on.
    expect((await call(returning, 'PUT', `${url}/note`, { rating: 4 })).response.statusCode).toBe(
      200,
    );
    const account: Reader = { ip, token: await newBuyerToken() };
    expect((await call(account, 'PUT', `${url}/like`, { liked: true })).response.statusCode).toBe(
      200,
    );
  });
});

describe('comments', () => {
  const post = (reader: Reader, payload: unknown, index = 5) =>
    call<{ error: { message: string; details?: { field: string; message: string }[] } }>(
      reader,
      'POST',
      articleUrl(index, '/commentaires'),
      payload,
    );
  const page = (reader: Reader, index = 5, pages = 1) =>
    call<CommentPage>(reader, 'GET', articleUrl(index, `/commentaires?pages=${pages}`));

  it('stores a comment as plain text, newest first, and counts it', async () => {
    const reader = newReader();
    const before = (await page(reader)).body.total;
    const script = '<script>alert("x")</script> Très bon article';
    expect((await post(reader, { name: 'Awa', text: 'Premier' })).response.statusCode).toBe(201);
    expect((await post(reader, { name: 'Awa', text: script })).response.statusCode).toBe(201);
    const { body } = await page(reader);
    expect(body.total).toBe(before + 2);
    expect(body.comments[0]).toMatchObject({ author: 'Awa', text: script, mine: true });
    expect(body.comments[1]).toMatchObject({ text: 'Premier', mine: true });
    expect((await page(newReader())).body.comments[0]!.mine).toBe(false);
    const { body: view } = await call<{ comments: number }>(
      reader,
      'GET',
      articleUrl(5, '/reactions'),
    );
    expect(view.comments).toBe(before + 2);
  });

  it('pages ten at a time', async () => {
    const ips = Array.from({ length: 3 }, newReader);
    for (let index = 0; index < 12; index += 1) {
      await post(ips[index % 3]!, { name: 'Lecteur', text: `Commentaire ${index}` }, 6);
    }
    const first = (await page(newReader(), 6)).body;
    expect(first.comments.map((comment) => comment.text)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Commentaire ${11 - index}`),
    );
    expect(first.more).toBe(true);
    // The demo's comments on this article come after these.
    const both = (await page(newReader(), 6, 2)).body;
    expect(both.comments).toHaveLength(Math.min(20, first.total));
    expect(both.comments.slice(0, 12).map((comment) => comment.text)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Commentaire ${11 - index}`),
    );
    expect(both.more).toBe(first.total > 20);
  });

  it.each([
    [{ name: '', text: 'Bonjour' }, 'name', COMMENT_NAME_REQUIRED],
    [{ name: 'Awa', text: '' }, 'text', COMMENT_TEXT_REQUIRED],
    [{ name: 'Awa' }, 'text', COMMENT_TEXT_REQUIRED],
    [{ name: 'Awa', text: 'Voir https://a.example et www.b.example' }, 'text', TOO_MANY_LINKS],
  ])('refuses %j with the message beside the field', async (payload, field, message) => {
    const { response, body } = await post(newReader(), payload);
    expect(response.statusCode).toBe(400);
    expect(body.error.details).toContainEqual({ field, message });
  });

  it('stores nothing for a text blank after trimming', async () => {
    const before = (await page(newReader())).body.total;
    const { response, body } = await post(newReader(), { name: 'Awa', text: '   \n  ' });
    expect(response.statusCode).toBe(400);
    expect(body.error.details).toContainEqual({ field: 'text', message: COMMENT_TEXT_REQUIRED });
    expect((await page(newReader())).body.total).toBe(before);
  });

  it('accepts one link', async () => {
    const { response } = await post(newReader(), { name: 'Awa', text: 'Voir https://a.example' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a medical claim with the content policy’s message', async () => {
    const { response, body } = await post(newReader(), {
      name: 'Awa',
      text: 'Le kinkéliba guérit le paludisme, je le jure.',
    });
    expect(response.statusCode).toBe(400);
    const detail = body.error.details?.find((each) => each.field === 'text');
    expect(detail?.message).toMatch(/^Reformulez sans allégation de santé/);
    expect(detail?.message).toContain('guérit');
  });

  it('drops a filled honeypot without a word', async () => {
    const reader = newReader();
    const before = (await page(reader)).body.total;
    const { response } = await post(reader, { name: 'Robot', text: 'Achetez', site: 'x.example' });
    expect(response.statusCode).toBe(201);
    expect((await page(reader)).body.total).toBe(before);
  });

  it('limits comments per reader, then per address, with 429 and the French message', async () => {
    const reader = newReader();
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await post(reader, { name: 'Awa', text: `Message ${index}` }, 7)).response.statusCode,
      ).toBe(201);
    }
    const refused = await post(reader, { name: 'Awa', text: 'Encore un' }, 7);
    expect(refused.response.statusCode).toBe(429);
    expect(refused.body.error.message).toBe(TOO_MANY_COMMENTS);

    // New readers (no cookie) from one address: twenty, then refused.
    const ip = nextIp();
    let last = 0;
    for (let index = 0; index < 21; index += 1) {
      last = (await post({ ip }, { name: 'Awa', text: `Message ${index}` }, 8)).response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('lets the author delete their comment, and nobody else', async () => {
    const author = newReader();
    await post(author, { name: 'Awa', text: 'À supprimer' }, 9);
    const mine = (await page(author, 9)).body.comments.find((comment) => comment.mine)!;

    for (const other of [newReader(), { ip: nextIp(), token: buyer }]) {
      await call(other, 'PUT', articleUrl(9, '/like'), { liked: true });
      const refused = await call<{ error: { message: string } }>(
        other,
        'DELETE',
        `/api/commentaires/${mine.id}`,
      );
      expect(refused.response.statusCode).toBe(403);
      expect(refused.body.error.message).toBe(NOT_YOUR_COMMENT);
    }
    const deleted = await call(author, 'DELETE', `/api/commentaires/${mine.id}`);
    expect(deleted.response.statusCode).toBe(200);
    expect((await page(author, 9)).body.comments.some((comment) => comment.id === mine.id)).toBe(
      false,
    );
  });
});

describe('reports and moderation', () => {
  async function newComment(text: string): Promise<number> {
    const author = newReader();
    await call(author, 'POST', articleUrl(10, '/commentaires'), { name: 'Awa', text });
    const { body } = await call<CommentPage>(author, 'GET', articleUrl(10, '/commentaires'));
    return body.comments.find((comment) => comment.mine)!.id;
  }
  const moderated = async () =>
    (
      await call<{ comments: ModeratedComment[] }>(
        { ip: nextIp(), token: admin },
        'GET',
        '/api/admin/commentaires',
      )
    ).body.comments;

  it('lists reported comments first; a reader reports once', async () => {
    const id = await newComment('Un commentaire à signaler');
    await newComment('Un commentaire plus récent');
    const reporter = newReader();
    expect(
      (await call(reporter, 'POST', `/api/commentaires/${id}/signalement`)).response.statusCode,
    ).toBe(201);
    const again = await call<{ error: { message: string } }>(
      reporter,
      'POST',
      `/api/commentaires/${id}/signalement`,
    );
    expect(again.response.statusCode).toBe(409);
    expect(again.body.error.message).toBe(ALREADY_REPORTED_COMMENT);
    const [first] = await moderated();
    expect(first).toMatchObject({ id, openReports: 1, targetTitle: articles[10]!.title });
  });

  it('hides with a reason written to the journal, and shows again', async () => {
    const id = await newComment('Un commentaire à masquer');
    const asAdmin = { ip: nextIp(), token: admin };
    const visibleCount = async () => {
      const figures = await call<{ comments: number }>(
        newReader(),
        'GET',
        articleUrl(10, '/reactions'),
      );
      const listed = await call<CommentPage>(newReader(), 'GET', articleUrl(10, '/commentaires'));
      expect(listed.body.total).toBe(figures.body.comments);
      return figures.body.comments;
    };
    const before = await visibleCount();
    const missing = await call<{ error: { details: { field: string; message: string }[] } }>(
      asAdmin,
      'POST',
      `/api/admin/commentaires/${id}/masquer`,
      { raison: ' ' },
    );
    expect(missing.response.statusCode).toBe(400);
    expect(missing.body.error.details).toContainEqual({
      field: 'raison',
      message: COMMENT_HIDE_REASON_REQUIRED,
    });

    const hidden = await call(asAdmin, 'POST', `/api/admin/commentaires/${id}/masquer`, {
      raison: 'Publicité',
    });
    expect(hidden.response.statusCode).toBe(200);
    const visible = await call<CommentPage>(
      newReader(),
      'GET',
      articleUrl(10, '/commentaires?pages=10'),
    );
    expect(visible.body.comments.some((comment) => comment.id === id)).toBe(false);
    expect(await visibleCount()).toBe(before - 1);
    const { rows } = await testApp.database.pool.query(
      `select action, target_type, target_id, reason, admin_name from audit_log
        where target_type = 'commentaire' and target_id = $1 order by id`,
      [id],
    );
    expect(rows).toEqual([
      {
        action: 'commentaire.masque',
        target_type: 'commentaire',
        target_id: id,
        reason: 'Publicité',
        admin_name: expect.any(String),
      },
    ]);
    expect((await moderated()).find((comment) => comment.id === id)?.hidden?.reason).toBe(
      'Publicité',
    );

    const shown = await call(asAdmin, 'POST', `/api/admin/commentaires/${id}/afficher`);
    expect(shown.response.statusCode).toBe(200);
    const back = await call<CommentPage>(
      newReader(),
      'GET',
      articleUrl(10, '/commentaires?pages=10'),
    );
    expect(back.body.comments.some((comment) => comment.id === id)).toBe(true);
    expect(await visibleCount()).toBe(before);
  });

  it('closes the reports of a comment that stays, in the journal', async () => {
    const id = await newComment('Un commentaire signalé à tort');
    await call(newReader(), 'POST', `/api/commentaires/${id}/signalement`);
    const asAdmin = { ip: nextIp(), token: admin };
    const closed = await call(asAdmin, 'POST', `/api/admin/commentaires/${id}/classer`);
    expect(closed.response.statusCode).toBe(200);
    expect((await moderated()).find((comment) => comment.id === id)).toMatchObject({
      openReports: 0,
      hidden: null,
    });
    const again = await call<{ error: { message: string } }>(
      asAdmin,
      'POST',
      `/api/admin/commentaires/${id}/classer`,
    );
    expect(again.response.statusCode).toBe(409);
    expect(again.body.error.message).toBe(NO_OPEN_COMMENT_REPORT);
    const { rows } = await testApp.database.pool.query(
      `select action from audit_log where target_type = 'commentaire' and target_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ action: 'commentaire.signalements.clos' }]);
  });

  it('refuses the moderation to readers and other roles', async () => {
    const id = await newComment('Un commentaire que personne ne masque');
    const anonymous = await call(newReader(), 'POST', `/api/admin/commentaires/${id}/masquer`, {
      raison: 'Non',
    });
    expect(anonymous.response.statusCode).toBe(401);
    const asBuyer = await call(
      { ip: nextIp(), token: buyer },
      'POST',
      `/api/admin/commentaires/${id}/masquer`,
      {
        raison: 'Non',
      },
    );
    expect(asBuyer.response.statusCode).toBe(403);
  });
  it('takes the « Commentaires » screen’s decisions through the same operations', async () => {
    const id = await newComment('Un commentaire jugé à l’écran');
    await call(newReader(), 'POST', `/api/commentaires/${id}/signalement`);
    const me = await call<{ TenantId: number }>(
      { ip: nextIp(), token: admin },
      'GET',
      '/api/users/check-auth',
    );
    const decide = (intent: string, input?: object) =>
      callPageRoute(
        testApp,
        commentsPage.action,
        `/admin/${me.body.TenantId}/commentaires`,
        admin,
        { form: operationForm(intent, { params: { id: String(id) }, input }) },
      ).then(pageOutcome);
    const state = async () => (await moderated()).find((comment) => comment.id === id);

    const before = await state();
    const noReason = await decide('masquer', { raison: ' ' });
    expect(noReason).toMatchObject({ ok: false, fields: { raison: COMMENT_HIDE_REASON_REQUIRED } });
    expect(await state()).toEqual(before);

    expect(await decide('classer')).toMatchObject({ ok: true, message: COMMENT_REPORTS_CLOSED });
    expect(await decide('masquer', { raison: 'Hors sujet' })).toMatchObject({
      ok: true,
      message: COMMENT_HIDDEN,
    });
    expect((await state())?.hidden?.reason).toBe('Hors sujet');
    expect(await decide('afficher')).toMatchObject({ ok: true, message: COMMENT_SHOWN });
    expect(await state()).toMatchObject({ openReports: 0, hidden: null });
  });
});

describe('recipes', () => {
  it('take likes, ratings and comments like the articles, under /api/recettes', async () => {
    const [recipe] = (await testApp.app.inject({ url: '/api/recettes' })).json<{ id: number }[]>();
    const url = (rest: string) => `/api/recettes/${recipe!.id}${rest}`;
    const reader = newReader();
    const before = await call<{ likes: number; comments: number }>(
      reader,
      'GET',
      url('/reactions'),
    );
    await call(reader, 'PUT', url('/like'), { liked: true });
    await call(reader, 'PUT', url('/note'), { rating: 4 });
    const posted = await call(reader, 'POST', url('/commentaires'), {
      name: 'Afi',
      text: 'Je l’ai préparée hier, très agréable.',
    });
    expect(posted.response.statusCode).toBe(201);
    const after = await call(reader, 'GET', url('/reactions'));
    expect(after.body).toMatchObject({
      likes: before.body.likes + 1,
      comments: before.body.comments + 1,
      isLiked: true,
      myRating: 4,
    });
    // The article with the same id keeps its own figures.
    const { rows } = await testApp.database.pool.query<{ kind: string }>(
      `select target_kind as kind from comments where target_id = $1 and author_name = 'Afi'`,
      [recipe!.id],
    );
    expect(rows).toEqual([{ kind: 'recette' }]);
  });

  it('answer 404 for a draft recipe: readers cannot react to what they cannot see', async () => {
    const { rows } = await testApp.database.pool.query<{ id: number }>(
      `select id from recettes where status <> 'Publiée' limit 1`,
    );
    expect(rows).toHaveLength(1);
    const response = await call(newReader(), 'PUT', `/api/recettes/${rows[0]!.id}/like`, {
      liked: true,
    });
    expect(response.response.statusCode).toBe(404);
    expect(response.body).toMatchObject({ error: { message: TARGET_NOT_FOUND } });
  });
});

describe('the community forms of an article’s page (the readers’ operations, from plain forms)', () => {
  /** The article page's action for an anonymous reader, who keeps the cookie it sets. */
  async function postOnPage(reader: Reader, form: Record<string, string>) {
    const article = articles[2]!;
    const answer = await callPageRoute(
      testApp,
      articlePage.action,
      `/article/${article.id}`,
      undefined,
      {
        form: {
          [TARGET_FIELDS.kind]: 'article',
          [TARGET_FIELDS.id]: String(article.id),
          ...form,
        },
        clientIp: reader.ip,
        readerCookie: reader.cookie?.split('=')[1],
      },
    );
    const headers = new Headers((answer as { init?: ResponseInit }).init?.headers);
    const setCookie = headers.get('set-cookie') ?? undefined;
    if (setCookie) reader.cookie = setCookie.split(';')[0];
    const status = (answer as { init?: ResponseInit }).init?.status ?? 200;
    return { status, outcome: pageOutcome(answer), setCookie };
  }
  const reactions = (reader: Reader) =>
    call<{ likes: number; isLiked: boolean; myRating: number | null }>(
      reader,
      'GET',
      articleUrl(2, '/reactions'),
    );

  it('likes and rates as a new anonymous reader, whose cookie the first answer sets, as the API does', async () => {
    const reader = newReader();
    const before = (await reactions(reader)).body;
    const liked = await postOnPage(reader, { intent: COMMUNITY_INTENTS.like, liked: 'true' });
    expect(liked.outcome).toEqual({ ok: true, message: 'Votre j’aime est enregistré.' });
    expect(liked.setCookie).toMatch(/^baobab_lecteur=[^;]+;.*HttpOnly/);
    const rated = await postOnPage(reader, { intent: COMMUNITY_INTENTS.rate, rating: '4' });
    expect(rated.outcome).toEqual({ ok: true, message: 'Votre note\u00a0: 4 sur 5.' });
    // The same reader: no second cookie, and the API knows what they did.
    expect(rated.setCookie).toBeUndefined();
    const after = (await reactions(reader)).body;
    expect(after).toMatchObject({ likes: before.likes + 1, isLiked: true, myRating: 4 });

    const refused = await postOnPage(reader, { intent: COMMUNITY_INTENTS.rate, rating: '6' });
    expect(refused.status).toBe(400);
    expect(refused.outcome).toMatchObject({ ok: false, fields: { rating: RATING_OUT_OF_RANGE } });
    expect((await reactions(reader)).body.myRating).toBe(4);
  });

  it('refuses a comment without a name beside its field, making no reader, then publishes, reports and deletes', async () => {
    const reader = newReader();
    const blank = await postOnPage(reader, {
      intent: COMMUNITY_INTENTS.comment,
      name: ' ',
      text: 'Merci pour ces conseils.',
      site: '',
    });
    expect(blank.status).toBe(400);
    expect(blank.outcome).toMatchObject({ ok: false, fields: { name: COMMENT_NAME_REQUIRED } });
    expect(blank.setCookie).toBeUndefined();

    const posted = await postOnPage(reader, {
      intent: COMMUNITY_INTENTS.comment,
      name: 'Aminata',
      text: 'Merci pour ces conseils, je garde la recette.',
      site: '',
    });
    expect(posted.outcome.ok).toBe(true);
    expect(posted.setCookie).toBeDefined();
    const page = await call<CommentPage>(reader, 'GET', articleUrl(2, '/commentaires'));
    const mine = page.body.comments.find((comment) => comment.mine)!;
    expect(mine.text).toBe('Merci pour ces conseils, je garde la recette.');

    // Another reader reports it, and may not delete it.
    const other = newReader();
    const commentId = String(mine.id);
    const reported = await postOnPage(other, { intent: COMMUNITY_INTENTS.report, commentId });
    expect(reported.outcome).toEqual({ ok: true, message: COMMENT_REPORTED });
    const notTheirs = await postOnPage(other, {
      intent: COMMUNITY_INTENTS.deleteComment,
      commentId,
    });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.outcome).toMatchObject({ ok: false, message: NOT_YOUR_COMMENT });

    const deleted = await postOnPage(reader, {
      intent: COMMUNITY_INTENTS.deleteComment,
      commentId,
    });
    expect(deleted.outcome).toEqual({ ok: true, message: COMMENT_DELETED });
    const gone = await call<CommentPage>(reader, 'GET', articleUrl(2, '/commentaires'));
    expect(gone.body.comments.some((comment) => comment.id === mine.id)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as newsletterPage from '../../../app/routes/newsletter.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'empty' });
});
afterAll(async () => {
  await testApp?.close();
});

function subscribe(body: unknown) {
  return testApp.app.inject({ method: 'POST', url: '/api/newsletter', payload: body as object });
}

async function subscribedEmails(): Promise<string[]> {
  const { rows } = await testApp.database.pool.query<{ email: string }>(
    'SELECT email FROM newsletter_subscriptions ORDER BY id',
  );
  return rows.map((row) => row.email);
}

describe('POST /api/newsletter', () => {
  it('subscribes an address, stored trimmed and lower-cased', async () => {
    const response = await subscribe({ email: '  Ama.Mensah@Exemple.TG ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Merci ! Votre inscription à la lettre d’information est enregistrée.',
    });
    expect(await subscribedEmails()).toEqual(['ama.mensah@exemple.tg']);
  });

  it('refuses the same address again, whatever its case, with a 409', async () => {
    const response = await subscribe({ email: 'AMA.MENSAH@exemple.tg' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Cette adresse e-mail est déjà inscrite.' },
    });
    expect(await subscribedEmails()).toEqual(['ama.mensah@exemple.tg']);
  });

  it.each([
    [{ email: '' }, 'L’adresse e-mail est requise.'],
    [{ email: '   ' }, 'L’adresse e-mail est requise.'],
    [{}, 'L’adresse e-mail est requise.'],
    [{ email: 'pas-une-adresse' }, 'L’adresse e-mail doit être valide.'],
    [{ email: 'kofi@' }, 'L’adresse e-mail doit être valide.'],
    [{ email: `${'a'.repeat(250)}@exemple.tg` }, 'L’adresse e-mail doit être valide.'],
  ])('refuses %j with « %s » and stores nothing', async (body, message) => {
    const before = await subscribedEmails();
    const response = await subscribe(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION', message, details: [{ field: 'email', message }] },
    });
    expect(await subscribedEmails()).toEqual(before);
  });

  it('lets only one of several simultaneous subscriptions of one address succeed', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => subscribe({ email: 'kossi@exemple.tg' })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await subscribedEmails()).filter((email) => email === 'kossi@exemple.tg')).toHaveLength(
      1,
    );
  });

  it('is documented in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/newsletter'].post;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    expect(JSON.stringify(operation.requestBody)).toContain('email');
  });
});

describe('the footer’s newsletter box (/newsletter)', () => {
  const post = (form: Record<string, string>, token?: string) =>
    callPageRoute(testApp, newsletterPage.action, '/newsletter', token, { form });
  const outcomeOf = (answer: unknown) =>
    (answer as { data: { outcome: string }; init: ResponseInit | null }).data.outcome;

  it('subscribes through the same operation, its refusals told as outcomes', async () => {
    const before = await subscribedEmails();
    expect(outcomeOf(await post({ email: ' ' }))).toBe('requis');
    expect(outcomeOf(await post({ email: 'kofi@' }))).toBe('invalide');
    expect(await subscribedEmails()).toEqual(before);
    // A public form: an ended session's cookie is not read.
    expect(outcomeOf(await post({ email: 'Page.Pied@Exemple.TG' }, 'jeton-perime'))).toBe(
      'inscrit',
    );
    expect(outcomeOf(await post({ email: 'page.pied@exemple.tg' }))).toBe('deja-inscrit');
    expect(await subscribedEmails()).toEqual([...before, 'page.pied@exemple.tg']);
  });

  it('sends a browser without JavaScript back to its page, the outcome in the address', async () => {
    const answer = (await post({
      email: 'retour@exemple.tg',
      retour: '/boutique?page=2',
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/boutique?page=2&newsletter=inscrit#newsletter');
  });
});

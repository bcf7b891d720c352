import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicBoutiqueSchema } from '#common/boutique-schema.ts';
import { frenchTypography } from '#common/typography.ts';
import { demoBoutiques } from '../../../demo/demo-catalogue.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

async function boutiqueId(name: string): Promise<number> {
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    'select id from boutiques where name = $1',
    [name],
  );
  return rows[0]!.id;
}

describe('GET /api/boutiques/:id', () => {
  it('returns an active boutique with its public fields and its seller’s logo and banner', async () => {
    const demo = demoBoutiques[0]!;
    const id = await boutiqueId(demo.name);
    const response = await get(`/api/boutiques/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      id,
      name: demo.name,
      description: frenchTypography(demo.description),
      pays: demo.pays,
      ville: demo.ville,
      // The demo sellers set theirs in the store settings (demo/demo-store-settings.ts).
      logoUrl: expect.stringMatching(/^\/uploads\/boutiques\/[\w-]+\.webp$/),
      bannerUrl: expect.stringMatching(/^\/uploads\/boutiques\/[\w-]+\.webp$/),
      paused: false,
      // Awa chose to show her e-mail and phone (demo/demo-security.ts).
      email: 'awa@baobab.example',
      telephone: expect.stringMatching(/^\+\d+$/),
    });
    expect(publicBoutiqueSchema.parse(body)).toEqual(body);
  });

  it('returns the logo and banner once they are stored', async () => {
    const demo = demoBoutiques[1]!;
    const id = await boutiqueId(demo.name);
    await testApp.database.pool.query(
      'update boutiques set logo_url = $2, banner_url = $3 where id = $1',
      [id, '/uploads/boutiques/logo-1.webp', '/uploads/boutiques/banniere-1.webp'],
    );
    const response = await get(`/api/boutiques/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: demo.name,
      logoUrl: '/uploads/boutiques/logo-1.webp',
      bannerUrl: '/uploads/boutiques/banniere-1.webp',
    });
  });

  it('answers 404 in French for an unknown boutique', async () => {
    const response = await get('/api/boutiques/424242');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Boutique introuvable.' },
    });
  });

  it('answers 404 for a deactivated boutique, as if it did not exist', async () => {
    const demo = demoBoutiques[2]!;
    const id = await boutiqueId(demo.name);
    await testApp.database.pool.query('update boutiques set active = false where id = $1', [id]);
    try {
      const response = await get(`/api/boutiques/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Boutique introuvable.' },
      });
    } finally {
      await testApp.database.pool.query('update boutiques set active = true where id = $1', [id]);
    }
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])(
    'answers 400 for the invalid id %s',
    async (id) => {
      const response = await get(`/api/boutiques/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'VALIDATION',
          message: 'Identifiant invalide.',
          details: [{ field: 'id', message: 'Identifiant invalide.' }],
        },
      });
    },
  );
});

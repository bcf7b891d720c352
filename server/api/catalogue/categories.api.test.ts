import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCategories, demoFamilies } from '../../../core/db/seed/demo-catalogue.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

describe('categories and families', () => {
  it('lists every category with its family, in French alphabetical order', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/categories/listecategories',
    });
    expect(response.statusCode).toBe(200);
    const body: { id: number; nom: string; famille: { id: number; nom: string } }[] =
      response.json();
    expect(body).toHaveLength(demoCategories.length);
    for (const category of demoCategories) {
      const found = body.find((row) => row.nom === category.nom);
      expect(found).toMatchObject({
        id: expect.any(Number),
        famille: { id: expect.any(Number), nom: category.famille },
      });
    }
    const names = body.map((row) => row.nom);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
  });

  it('lists the families', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/categories/listefamilles',
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((row: { nom: string }) => row.nom)
        .sort(),
    ).toEqual(demoFamilies.map((family) => family.nom).sort());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupByCategory, toProductCard } from '#common/catalogue.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// The home page's rows are read per category in SQL (the newest few) instead of the whole
// catalogue: they must be exactly what grouping the whole list would give.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

describe('the home page’s category rows', () => {
  it('hold the newest products of each category, as grouping the whole list does', async () => {
    const { catalogue } = testApp.services;
    const { items } = await catalogue.listProducts();
    const rows = await catalogue.listCategoryRows(2);
    expect(rows).toEqual(groupByCategory(items.map(toProductCard), 2));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.products.length <= 2)).toBe(true);
    expect(items.length).toBeGreaterThan(rows.length * 2);
  });
});

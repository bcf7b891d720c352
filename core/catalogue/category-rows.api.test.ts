import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupByCategory, toProductCard } from '../../common/catalogue.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// The home page's rows are read per category in SQL (the newest few and a count) instead of
// the whole catalogue: they must be exactly what grouping the whole list would give.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

describe('the home page’s category rows', () => {
  it('hold the newest products of each category and its full count, as the whole list does', async () => {
    const { catalogue } = testApp.services;
    const { items } = await catalogue.listProducts();
    const rows = await catalogue.listCategoryRows(2);
    expect(rows).toEqual(groupByCategory(items.map(toProductCard), 2));
    expect(rows.some((row) => row.total > row.products.length)).toBe(true);
    expect(rows.every((row) => row.products.length <= 2)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as robotsRoute from '../../../app/routes/robots.ts';
import * as sitemapRoute from '../../../app/routes/sitemap.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// What search engines read, from the resource routes' loaders on the demo shop (moved from
// tests/e2e/storefront.spec.ts, which fetched them from the built server). Their addresses
// under a forged Host header are tests/e2e/public-url.spec.ts.

let testApp: TestApp;
const { call } = orderHelpers(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
});
afterAll(async () => {
  await testApp?.close();
});

const text = async (route: (args: never) => unknown, path: string) => {
  const answer = await callPageRoute(testApp, route, path, undefined);
  expect(answer).toBeInstanceOf(Response);
  return (answer as Response).text();
};

describe('sitemap.xml', () => {
  it('lists every product and article, announced by robots.txt', async () => {
    const site = testApp.config.publicUrl;
    expect(await text(robotsRoute.loader, '/robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`);
    const sitemap = await text(sitemapRoute.loader, '/sitemap.xml');
    const products = (await call('GET', '/api/produits/listeproduits')).json<{ id: number }[]>();
    const articles = (await call('GET', '/api/articles')).json<{ id: number }[]>();
    for (const { id } of products) expect(sitemap).toContain(`${site}/product-details/${id}</loc>`);
    for (const { id } of articles) expect(sitemap).toContain(`${site}/article/${id}</loc>`);
    expect(articles.length).toBeGreaterThanOrEqual(8);
  });
});

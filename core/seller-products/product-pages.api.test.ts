import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SELLER_PRODUCTS_PAGE_SIZE, type ProductListQuery } from '#common/seller-products.ts';
import { orderHelpers } from '../../tests/support/orders.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';

// The products screen's list, paged and searched in SQL: newest first, a page never holds more
// than SELLER_PRODUCTS_PAGE_SIZE products, the search ignores accents and case and looks at the
// id, name, producer and category, and a seller sees only its own boutique's products.

let testApp: TestApp;
let awa: CurrentAccount;
let mariam: CurrentAccount;

const ALL: ProductListQuery = { page: 1, search: '' };

const { login } = orderHelpers(() => testApp);
const signIn = async (email: string) =>
  testApp.services.accounts.authenticate(await login(email, DEMO_PASSWORDS.VENDEUR));

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awa, mariam] = await Promise.all([
    signIn('awa@baobab.example'),
    signIn('mariam@baobab.example'),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

describe('a page of the seller products', () => {
  it('holds the newest products of the boutique, and counts them all', async () => {
    const everything = await testApp.services.sellerProducts.list(awa);
    const first = await testApp.services.sellerProducts.page(awa, ALL);
    expect(first.boutiqueTotal).toBe(everything.length);
    expect(first.total).toBe(everything.length);
    expect(first.products.length).toBe(Math.min(SELLER_PRODUCTS_PAGE_SIZE, everything.length));
    const newestIds = everything.map((product) => product.id).sort((a, b) => b - a);
    expect(first.products.map((product) => product.id)).toEqual(
      newestIds.slice(0, SELLER_PRODUCTS_PAGE_SIZE),
    );
    expect(first.products.every((product) => product.boutique.id === awa.boutiqueId)).toBe(true);
  });

  it('shows the last page for a page past the end', async () => {
    const found = await testApp.services.sellerProducts.page(awa, { page: 999, search: '' });
    expect(found.query.page).toBe(found.pageCount);
    expect(found.products.length).toBeGreaterThan(0);
  });

  it('finds by name without accents or case, by category, by id, every word at once', async () => {
    const everything = await testApp.services.sellerProducts.list(awa);
    const accented = everything.find((product) => /[éèàç]/.test(product.product.name))!;
    const folded = accented.product.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const byName = await testApp.services.sellerProducts.page(awa, { page: 1, search: folded });
    expect(byName.products.map((product) => product.id)).toContain(accented.id);
    expect(byName.boutiqueTotal).toBe(everything.length);

    const category = accented.product.categorie.nom;
    const byCategory = await testApp.services.sellerProducts.page(awa, {
      page: 1,
      search: `${category} ${accented.id}`,
    });
    expect(byCategory.products.map((product) => product.id)).toEqual([accented.id]);
    expect(byCategory.total).toBe(1);

    const none = await testApp.services.sellerProducts.page(awa, { page: 1, search: '100% zzz_' });
    expect([none.total, none.products]).toEqual([0, []]);
  });

  it("never lists another boutique's products", async () => {
    const theirs = await testApp.services.sellerProducts.list(mariam);
    const name = theirs[0]!.product.name;
    const found = await testApp.services.sellerProducts.page(awa, { page: 1, search: name });
    expect(found.products.every((product) => product.boutique.id === awa.boutiqueId)).toBe(true);
    expect(found.products.map((product) => product.id)).not.toContain(theirs[0]!.id);
  });
});

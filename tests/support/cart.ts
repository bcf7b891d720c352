import type { Page } from 'playwright-core';
import { lineFromEntry } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { ShopUnderTest } from './shop-under-test.ts';

/** Above every demo shop's minimum order, so that the cart can be paid as it is. */
const ABOVE_ANY_MINIMUM = 3000;

/**
 * Puts in the page's local storage (`cart`) one line of a product on sale above every shop's
 * minimum with more than `stockAbove` in stock, as the cart keeps it. The page must already be
 * on the shop's origin.
 */
export async function withOneLineCart(
  shop: ShopUnderTest,
  page: Page,
  stockAbove: number,
): Promise<void> {
  const listed = (await (
    await fetch(`${shop.app.baseUrl}/api/produits/listeproduits?page=1&limit=40`)
  ).json()) as ProductListingEntry[];
  const entry = listed.find(
    (each) => each.price >= ABOVE_ANY_MINIMUM && each.stockDisponible > stockAbove,
  )!;
  const cart = JSON.stringify([lineFromEntry(entry)]);
  await page.evaluate((value) => localStorage.setItem('cart', value), cart);
}

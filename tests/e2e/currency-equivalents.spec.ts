import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import {
  FIXED_RATES,
  formatEquivalent,
  formatRateDate,
  rateNote,
} from '#common/currency-equivalents.ts';
import { RATE_DATE_FUTURE, RATE_SAVED } from '#common/exchange-rates.ts';
import { formatFcfa } from '#common/money.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { queryShop } from '../support/shop-database.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  callApi,
  loginThroughApi,
  newPhonePage,
  pageOverflow,
  signedInPage,
} from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// A shop's prices in its currency, on a 360-px phone: the demo admin sets the dollar's rate in
// the back-office (a day in the future refused beside its field), and a visitor sees the
// equivalent at that rate, with its day, on a product page of a shop in USD and on the shop's
// page; a shop in EUR shows the fixed peg. The shops' currencies are set in SQL: the store
// settings panel, where sellers choose it, is another part of the issue.

const USD_RATE = 600;
const today = new Date().toISOString().slice(0, 10);

let admin: LoginResponse;
let usdOffer: ProductListingEntry;
let eurOffer: ProductListingEntry;

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026');
  const { body: offers } = await callApi<ProductListingEntry[]>(
    shop,
    '/api/produits/listeproduits',
  );
  const [usdShop, eurShop] = [...new Set(offers.map((offer) => offer.boutique.id))];
  usdOffer = offers.find((offer) => offer.boutique.id === usdShop)!;
  eurOffer = offers.find((offer) => offer.boutique.id === eurShop)!;
  await queryShop(shop, "UPDATE boutiques SET currency = 'USD' WHERE id = $1", [usdShop]);
  await queryShop(shop, "UPDATE boutiques SET currency = 'EUR' WHERE id = $1", [eurShop]);
});

/** Intl's no-break spaces as plain ones, to compare texts. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ').trim();

/** React's reports of a page the browser did not render as the server did (#418: text). */
const HYDRATION_ERROR = /hydrat|#418|#423|#425/i;

const hydrationErrors = new WeakMap<Page, string[]>();

/** The page at `path` on a phone, once React has taken it over. */
async function visit(path: string): Promise<Page> {
  const page = await newPhonePage(shop);
  const errors: string[] = [];
  hydrationErrors.set(page, errors);
  // Production React reports a mismatch through reportError (a page error); a console error else.
  const record = (text: string) => {
    if (HYDRATION_ERROR.test(text)) errors.push(text);
  };
  page.on('pageerror', (error) => record(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  await page.goto(`${shop.app.baseUrl}${path}`);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect
    .poll(
      () =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__react')),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return page;
}

/**
 * Closes a visited page, which React hydrated without error: the equivalents are made on the
 * server, whatever this browser's ICU writes for currencies.
 */
async function leave(page: Page) {
  expect(hydrationErrors.get(page)).toEqual([]);
  await page.context().close();
}

describe('a shop’s currency equivalent', () => {
  it('is set for USD by the admin in the back-office', async () => {
    const page = await signedInPage(shop, admin, `/admin/${admin.userId}/devises`);
    const main = page.getByRole('main');
    expect(await main.getByText('parité fixe : 1 € = 655,957 FCFA').isVisible()).toBe(true);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: 'Dollar américain (USD)' });
    await form.getByLabel('FCFA pour 1 USD').fill(String(USD_RATE));
    await form.getByLabel('Date du taux').fill('2999-01-01');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => form.getByText(RATE_DATE_FUTURE).isVisible()).toBe(true);
    expect(await form.getByLabel('Date du taux').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Date du taux').fill(today);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText(RATE_SAVED).first().isVisible()).toBe(true);
    await expect
      .poll(async () => plain(await page.getByTestId('taux-actuel-USD').textContent()))
      .toMatch(
        new RegExp(`^1 USD = ${USD_RATE} FCFA, taux du ${formatRateDate(today)} — fixé par `),
      );
    await page.context().close();
  });

  it('shows on a product page of a shop in USD at that rate, with its day', async () => {
    const rate = {
      currency: 'USD',
      basis: 'admin',
      fcfaPerUnit: USD_RATE,
      rateDate: today,
    } as const;
    const page = await visit(`/product-details/${usdOffer.id}`);
    expect(await page.getByTestId('product-price').textContent()).toBe(formatFcfa(usdOffer.price));
    expect(plain(await page.getByTestId('price-equivalent').textContent())).toBe(
      plain(`${formatEquivalent(usdOffer.price, rate)} (taux du ${formatRateDate(today)})`),
    );
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await leave(page);

    // The shop's page: each card's equivalent, and the rate's day said once.
    const boutique = await visit(`/boutique/${usdOffer.boutique.id}`);
    const card = boutique
      .getByTestId('product-card')
      .filter({ hasText: usdOffer.product.name })
      .first();
    expect(plain(await card.textContent())).toContain(
      plain(formatEquivalent(usdOffer.price, rate)),
    );
    expect(await boutique.getByTestId('boutique-rate-note').textContent()).toContain(
      rateNote(rate),
    );
    expect(await pageOverflow(boutique)).toBeLessThanOrEqual(0);
    await leave(boutique);
  });

  it('shows the fixed peg on a product page of a shop in EUR', async () => {
    const page = await visit(`/product-details/${eurOffer.id}`);
    expect(plain(await page.getByTestId('price-equivalent').textContent())).toBe(
      plain(
        `${formatEquivalent(eurOffer.price, FIXED_RATES.EUR)} (parité fixe : 1 € = 655,957 FCFA)`,
      ),
    );
    await leave(page);
  });

  it('shows nothing for a shop in XOF, the FCFA itself', async () => {
    await queryShop(shop, "UPDATE boutiques SET currency = 'XOF' WHERE id = $1", [
      eurOffer.boutique.id,
    ]);
    const page = await visit(`/product-details/${eurOffer.id}`);
    expect(await page.getByTestId('product-price').isVisible()).toBe(true);
    expect(await page.getByTestId('price-equivalent').count()).toBe(0);
    await leave(page);
  });
});

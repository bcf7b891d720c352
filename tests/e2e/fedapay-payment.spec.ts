import { lineFromEntry } from '#common/cart.ts';
import { AGGREGATOR_DOWN } from '#modules/payments/payments.service.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { startFedapayServer, type FedapayServer } from '../support/fedapay-server.ts';
import { httpWebhook } from '../support/local-http.ts';
import { shopUnderTest } from '../support/shop-under-test.ts';
import { newPhonePage } from '../support/signed-in.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

// A guest pays an order by Mobile Money through FedaPay, end to end: the built app configured
// with FedaPay keys and pointed at a local server speaking FedaPay's API, whose hosted page the
// buyer approves; its signed webhook reaches the app over HTTP and the tracking page says paid.
// No test page anywhere.

const env: Record<string, string> = {};
let fedapay: FedapayServer;
beforeAll(async () => {
  fedapay = await startFedapayServer();
  Object.assign(env, fedapay.env);
});
afterAll(async () => {
  await fedapay?.stop();
});
const shop = shopUnderTest('baobab-e2e-fedapay-', env);
beforeAll(() => {
  fedapay.deliverTo(httpWebhook(() => `${shop.app.baseUrl}/api/paiements/fedapay/webhook`));
});

/** A guest's Mobile Money checkout of one unit of the `index`-th product, sent. */
async function checkoutByMobileMoney(index: number): Promise<Page> {
  const entry = (
    (await (
      await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)
    ).json()) as ProductListingEntry[]
  )[index];
  const page = await newPhonePage(shop);
  await page.goto(`${shop.app.baseUrl}/`);
  await page.evaluate(
    (line) => localStorage.setItem('cart', JSON.stringify([line])),
    lineFromEntry(entry!, 1),
  );
  await page.goto(`${shop.app.baseUrl}/checkout`);
  await page.locator('main input[name="guestName"]').fill('Akossiwa Mensah');
  await page.locator('main select[name="country"]').selectOption('Togo');
  await page.locator('main input[name="city"]').fill('Lomé');
  await page.locator('main input[name="address"]').fill('12 rue des Cocotiers, Bè');
  await page.locator('main input[name="phone"]').fill('+228 90 12 34 56');
  await page.getByLabel('Mobile Money', { exact: true }).check();
  await page.locator('main input[name="mobileMoneyPhone"]').fill('+228 90 77 88 99');
  await page.locator('main select[name="mobileMoneyProvider"]').selectOption('Moov');
  await page.getByTestId('pay-button').click();
  return page;
}

it('lets a guest pay by Mobile Money on FedaPay’s page and come back to a paid order', async () => {
  const page = await checkoutByMobileMoney(0);

  // FedaPay's hosted page, for the order's amount in XOF.
  await page.waitForURL(new RegExp(`^${fedapay.url}/paiement/`));
  const [transaction] = fedapay.transactions;
  expect(transaction).toMatchObject({ status: 'pending', currency_id: 1 });
  expect(await page.getByRole('heading').textContent()).toBe(`Payer ${transaction!.amount} XOF`);
  await page.getByRole('button', { name: 'Approuver' }).click();

  // Back on the order's tracking page, paid by FedaPay's webhook: real money, no test mode.
  await page.waitForURL(/\/suivi-commande\/[^/]+$/);
  await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe('Réussi');
  expect(await page.getByTestId('next-step').textContent()).toContain('Paiement reçu. La boutique');
  expect(await page.getByText('mode test').count()).toBe(0);
  expect(fedapay.transactions).toHaveLength(1);
  await page.context().close();
});

it('tells the guest in French when FedaPay is down, and the retry reaches its page', async () => {
  fedapay.down = true;
  const page = await checkoutByMobileMoney(1);
  await page.waitForURL(/\/paiement\/[^/]+$/);
  await expect.poll(() => page.getByRole('alert').textContent()).toBe(AGGREGATOR_DOWN);
  expect(await page.getByRole('link', { name: 'Suivre ma commande' }).count()).toBe(1);
  const before = fedapay.transactions.length;

  fedapay.down = false;
  await page.getByRole('link', { name: 'Réessayer le paiement' }).click();
  await page.waitForURL(new RegExp(`^${fedapay.url}/paiement/`));
  expect(fedapay.transactions).toHaveLength(before + 1);
  await page.context().close();
});

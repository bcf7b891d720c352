import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import type { CheckoutResult } from '#common/orders.ts';
import type { PaymentHistoryItem, PaymentHistoryPage } from '#common/payment-history.ts';
import { CASH_ON_DELIVERY } from '#common/payment-methods.ts';
import { frenchTypography } from '#common/typography.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { pdfText } from '../support/pdf-text.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// 'Mes Paiements' on a 360-px phone (issue 16): kofi finds a delivered demo order in his
// payment history and downloads its PDF invoice, then pays an order still awaiting its online
// payment through the screen's form and the test provider's page.

let kofi: LoginResponse;
/** A demo payment on delivery whose every parcel was delivered, and the page that lists it. */
let settled: { page: number; payment: PaymentHistoryItem };
/** A demo payment on delivery still awaited, and its page. */
let awaited: { page: number; payment: PaymentHistoryItem };
let pending: CheckoutResult;

const screenPath = () => `/acheteur-dashboard/${kofi.TenantId}/paiement`;

/** The first of kofi's payments (and its page of the history) that `wanted` accepts. */
async function findPayment(
  wanted: (payment: PaymentHistoryItem) => boolean,
): Promise<{ page: number; payment: PaymentHistoryItem }> {
  for (let page = 1; page < 100; page++) {
    const { body } = await callApi<PaymentHistoryPage>(
      shop,
      `/api/paiements/historique?page=${page}`,
      { token: kofi.token },
    );
    const payment = body.payments.find(wanted);
    if (payment) return { page, payment };
    if (page >= body.pageCount) break;
  }
  throw new Error('Paiement absent de l’historique.');
}

beforeAll(async () => {
  kofi = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
  const onDelivery = (payment: PaymentHistoryItem) => payment.method === CASH_ON_DELIVERY;
  settled = await findPayment(
    (payment) => onDelivery(payment) && payment.orders.every((order) => order.status === 'Livré'),
  );
  awaited = await findPayment(
    (payment) =>
      onDelivery(payment) &&
      payment.orders.some((order) => order.status === 'En attente' || order.status === 'En cours'),
  );

  // An order awaiting its online payment (the demo's own expire 30 minutes after seeding).
  const { body: entries } = await callApi<ProductListingEntry[]>(
    shop,
    '/api/produits/listeproduits',
  );
  const product = entries.find(
    (entry) => entry.stockDisponible >= 2 && entry.boutique.id !== kofi.boutiqueId,
  )!;
  const placed = await callApi<CheckoutResult>(shop, '/api/commandes', {
    method: 'POST',
    token: kofi.token,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      lines: [{ id: product.id, quantity: 1, price: product.price }],
      subtotal: product.price,
      delivery: {
        country: 'Togo',
        city: 'Lomé',
        address: 'Avenue de la Libération, Tokoin',
        phone: '+228 90 11 22 33',
      },
      payment: { method: 'Mobile Money', provider: 'Moov', account: '+228 90 11 22 33' },
    }),
  });
  expect(placed.status).toBe(201);
  pending = placed.body;
});

describe('Mes Paiements', () => {
  it('shows the history in the buyer’s words and downloads a delivered order’s PDF invoice', async () => {
    const delivered = settled.payment.orders[0]!;
    const page = await signedInPage(shop, kofi, `${screenPath()}?page=${settled.page}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mes Paiements');
    expect(await page.getByTestId('payment-entry').count()).toBeGreaterThan(0);
    const entry = page.getByTestId('payment-entry').filter({ hasText: delivered.orderNumber });
    // Paid to the courier: said so, not « Réussi ».
    expect(await entry.getByTestId('payment-label').textContent()).toBe('Payé au livreur');
    expect(await entry.textContent()).toContain(formatFcfa(delivered.total));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry
        .getByRole('link', {
          name: `Télécharger la facture de la commande ${delivered.orderNumber}`,
        })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^facture-FAC-\d{4}-\d{6}\.pdf$/);
    const bytes = await fs.readFile((await download.path())!);
    const text = await pdfText(bytes);
    expect(text).toContain(delivered.orderNumber);
    // pdfText reads every kind of space as a plain one.
    expect(text).toContain(formatFcfa(delivered.total).replace(/\s/g, ' '));
    expect(text).toContain(download.suggestedFilename().slice('facture-'.length, -'.pdf'.length));
    await page.context().close();
  });

  it('tells what a courier will collect for a payment on delivery, not « En attente »', async () => {
    const due = awaited.payment.orders
      .filter((order) => order.status === 'En attente' || order.status === 'En cours')
      .reduce((sum, order) => sum + order.total, 0);
    const page = await signedInPage(shop, kofi, `${screenPath()}?page=${awaited.page}`);
    const entry = page
      .getByTestId('payment-entry')
      .filter({ hasText: awaited.payment.orders[0]!.orderNumber });
    expect(await entry.getByTestId('payment-label').textContent()).toBe(
      frenchTypography(`À régler au livreur : ${formatFcfa(due)}`),
    );
    expect(await entry.getByText('En attente', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('pays an order awaiting its online payment through the form', async () => {
    const page = await signedInPage(shop, kofi, screenPath());
    const form = page.getByRole('region', { name: 'Payer une commande' });
    await form.getByLabel('Commande à payer').selectOption(pending.reference);
    expect(await page.getByTestId('amount-to-pay').textContent()).toBe(
      `Montant : ${formatFcfa(pending.total)}`,
    );
    const pay = form.getByRole('button', { name: /^Payer/ });
    expect(await pay.isDisabled()).toBe(true);

    await form.getByLabel('Pays').selectOption('Togo');
    await form.getByLabel('Carte Bancaire').check();
    await form.locator('input[name="cardName"]').fill('Kofi Mensah');
    await form.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
    await form.locator('input[name="cardExpiry"]').fill('12/29');
    expect(await pay.isDisabled()).toBe(true); // the CVC is missing
    await form.locator('input[name="cardCvc"]').fill('123');
    await expect.poll(() => pay.isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await pay.click();

    await page.waitForURL(/\/paiement-test\/[^/?]+\?retour=/);
    await page.getByRole('button', { name: 'Approuver le paiement' }).click();
    await page.waitForURL((url) => url.pathname === screenPath());
    await expect
      .poll(() => page.getByTestId('payment-outcome').textContent())
      .toBe('Paiement effectué avec succès !');
    const entry = page
      .getByTestId('payment-entry')
      .filter({ hasText: pending.orders[0]!.orderNumber });
    expect(await entry.getByText('Réussi', { exact: true }).isVisible()).toBe(true);
    expect(await entry.textContent()).toContain('Carte Bancaire · •••• 4242');
    expect(
      await entry
        .getByRole('link', {
          name: `Télécharger la facture de la commande ${pending.orders[0]!.orderNumber}`,
        })
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });
});

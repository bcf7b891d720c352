import fs from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';
import { monthLabel, type SellerPayments } from '#common/seller-payments.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { pdfText } from '../support/pdf-text.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The boutique's « Paiements » (issue 46 §3) on a 360-px phone: awa's demo boutique, whose year
// of orders the ledger holds. The screen shows what the API reads from the ledger, fits the
// phone, and hands out the month's statement as CSV and PDF.

let awa: LoginResponse;
let expected: SellerPayments;

beforeAll(async () => {
  awa = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  const { status, body } = await callApi<SellerPayments>(shop, '/api/vendeur/paiements', {
    token: awa.token,
  });
  expect(status).toBe(200);
  expected = body;
});

/** The text as the page has it, every kind of space a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the boutique’s Paiements on a phone', () => {
  it('shows the ledger’s balance, each order’s net, and the statements to download', async () => {
    const page = await signedInPage(shop, awa, `/vendeur-dashboard/${awa.TenantId}/paiements`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Paiements');
    const balance = plain(await page.getByTestId('payment-balance').textContent());
    for (const amount of [
      expected.balance.pending,
      expected.balance.available,
      expected.balance.paidOut,
    ])
      expect(balance).toContain(plain(formatFcfa(amount)));
    expect(expected.orders.lines.length).toBeGreaterThan(0);
    const first = expected.orders.lines[0]!;
    const card = plain(await page.locator(`[data-order="${first.orderNumber}"]`).textContent());
    for (const amount of [first.gross, first.commission, first.net])
      expect(card).toContain(plain(formatFcfa(amount)));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const month = expected.months[0]!;
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `CSV du relevé de ${monthLabel(month)}` }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`releve-${month}.csv`);
    const bytes = await fs.readFile((await csv.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^Date;Opération;Commande;/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `PDF du relevé de ${monthLabel(month)}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`releve-${month}.pdf`);
    const text = await pdfText(await fs.readFile((await pdf.path())!));
    expect(text).toContain(`Relevé de ${monthLabel(month)}`);
    expect(text).toContain('Total du mois');
    await page.context().close();
  });
});

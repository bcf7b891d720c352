import { beforeAll, describe, expect, it } from 'vitest';
import { formatFcfa } from '#common/money.ts';
import { PAYOUT_MESSAGES, type PayoutsOverview } from '#common/payouts.ts';
import type { SellerPayments } from '#common/seller-payments.ts';
import type { LoginResponse } from '#common/session.ts';
import { DEMO_PASSWORDS, demoAccounts } from '../../demo/demo-accounts.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

// The back-office's « Versements » (issue 46 §3, decision 057) on a 360-px phone: the demo
// shop's year of orders, its holds released by the seed, leaves boutiques with money to pay.
// The demo admin opens the screen from the menu, records a transfer made to the first boutique
// listed (refused without its reference, beside the field), sees it among the latest payouts,
// and the boutique's available balance, as its seller reads it, goes down by what was paid and
// the cash-on-delivery commission it owed.

const shop = sharedShopUnderTest();

const REFERENCE = 'VIR-ECOBANK-2026-1207';

let admin: LoginResponse;

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', DEMO_PASSWORDS.ADMIN);
});

async function overview(): Promise<PayoutsOverview> {
  const { status, body } = await callApi<PayoutsOverview>(shop, '/api/admin/versements', {
    token: admin.token,
  });
  expect(status).toBe(200);
  return body;
}

/** The demo seller who owns the boutique, signed in through the API. */
async function ownerOf(boutiqueId: number): Promise<LoginResponse> {
  for (const account of demoAccounts.filter((item) => item.typeCompte === 'VENDEUR')) {
    const seller = await loginThroughApi(shop, account.email, DEMO_PASSWORDS.VENDEUR);
    if (seller.boutiqueId === boutiqueId) return seller;
  }
  throw new Error(`Aucun vendeur de démonstration ne tient la boutique ${boutiqueId}.`);
}

async function sellerPayments(seller: LoginResponse): Promise<SellerPayments> {
  const { status, body } = await callApi<SellerPayments>(shop, '/api/vendeur/paiements', {
    token: seller.token,
  });
  expect(status).toBe(200);
  return body;
}

/** The text as the page has it, every kind of space a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('the back-office’s Versements on a phone', () => {
  it('records a transfer with its reference, and the boutique’s balance goes down by it', async () => {
    const before = await overview();
    const row = before.payable[0];
    expect(row, 'the demo shop has a boutique to pay').toBeDefined();
    const seller = await ownerOf(row!.boutiqueId);
    const paymentsBefore = await sellerPayments(seller);
    expect(paymentsBefore.balance.available).toBe(row!.available);

    const page = await signedInPage(shop, admin, `/admin/${admin.TenantId}`, 360);
    await page.setViewportSize({ width: 360, height: 740 });
    await page
      .getByRole('navigation', { name: 'Menu administrateur' })
      .getByRole('link', { name: 'Versements' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Versements' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/${admin.TenantId}/versements`);

    // Every boutique the API lists, each with the amount it would be paid.
    await expect.poll(() => page.locator('[data-boutique]').count()).toBe(before.payable.length);
    const card = page.locator(`[data-boutique="${row!.boutiqueId}"]`);
    const cardText = plain(await card.textContent());
    expect(cardText).toContain(row!.boutique);
    expect(cardText).toContain(plain(formatFcfa(row!.amount)));
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Without its reference: the message beside the field, and nothing paid.
    const form = page.getByRole('form', { name: `Virement à ${row!.boutique}` });
    await form.getByRole('button', { name: 'Enregistrer le virement' }).click();
    const field = form.getByRole('textbox', { name: 'Référence du virement' });
    await form.getByText(PAYOUT_MESSAGES.referenceRequired).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overview()).toEqual(before);

    // Once typed, the reference is no longer said to be missing.
    await field.fill(REFERENCE);
    await expect.poll(() => form.getByText(PAYOUT_MESSAGES.referenceRequired).count()).toBe(0);
    expect(await field.getAttribute('aria-invalid')).not.toBe('true');
    await form.getByRole('button', { name: 'Enregistrer le virement' }).click();
    await page.getByText('1 versement enregistré.').waitFor();

    // Among the latest payouts, paid at once; the boutique no longer waits for its money.
    const payout = page.locator('[data-payout]').filter({ hasText: `référence ${REFERENCE}` });
    await payout.waitFor();
    const payoutText = plain(await payout.textContent());
    expect(payoutText).toContain(row!.boutique);
    expect(payoutText).toContain('Versé');
    expect(payoutText).toContain(`${plain(formatFcfa(row!.amount))} par virement`);
    await expect.poll(() => card.count()).toBe(0);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();

    const after = await overview();
    const recorded = after.recent.find((item) => item.reference === REFERENCE);
    expect(recorded).toMatchObject({
      boutiqueId: row!.boutiqueId,
      mode: 'virement',
      status: 'verse',
      amount: row!.amount,
      netted: row!.netted,
    });
    expect(after.payable.map((item) => item.boutiqueId)).not.toContain(row!.boutiqueId);
    const paymentsAfter = await sellerPayments(seller);
    expect(paymentsAfter.balance.available).toBe(
      paymentsBefore.balance.available - row!.amount - row!.netted,
    );
    expect(paymentsAfter.balance.commissionOwed).toBe(
      paymentsBefore.balance.commissionOwed - row!.netted,
    );
  });
});

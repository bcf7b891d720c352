import { describe, expect, it } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import {
  formatRating,
  RATING_REQUIRED,
  REVIEW_PUBLISHED,
  type BuyerReviews,
  type ProductReviewPage,
} from '#common/reviews.ts';
import { demoAccounts, DEMO_PASSWORDS } from '../../demo/demo-accounts.ts';
import { demoBoutiques } from '../../demo/demo-catalogue.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { callApi, loginThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// On a 360-px phone, a demo buyer with delivered orders reviews a product she received with
// 4 stars on her 'Avis et Évaluations' screen; the product page then shows the review, marked
// 'Achat vérifié', and the new average; the shop's seller answers it from her dashboard's home,
// and the answer shows under the review.

const REVIEW_TEXT = 'Reçu en parfait état, texture fondante : je recommande !';
const ANSWER_TEXT = 'Merci Kofi, au plaisir de vous servir à nouveau.';

/** The demo seller who owns the shop of this name. */
function sellerOf(boutiqueName: string) {
  const key = demoBoutiques.find((boutique) => boutique.name === boutiqueName)?.key;
  const seller = demoAccounts.find((account) => account.boutiqueKey === key);
  if (!seller) throw new Error(`Boutique de démonstration inconnue : ${boutiqueName}`);
  return seller.email;
}

describe('Reviews of received products, on a 360-px phone', () => {
  /** The product the buyer reviewed in the first test, answered in the second. */
  let reviewed: { productId: number } | undefined;

  it('reviews a delivered product with 4 stars; the product page shows it and the new average', async () => {
    const buyer = await loginThroughApi(shop, 'kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
    const mine = await callApi<BuyerReviews>(shop, '/api/avis/mes-avis', { token: buyer.token });
    const product = mine.body.awaiting[0];
    if (!product) throw new Error('La démo doit laisser des produits livrés sans avis.');
    const before = await callApi<ProductReviewPage>(
      shop,
      `/api/produits/${product.productId}/avis`,
    );
    const figures = before.body.summary ?? { average: 0, count: 0 };
    const ratingsBefore = before.body.distribution.reduce(
      (sum, count, index) => sum + count * (5 - index),
      0,
    );
    const expected = Math.round(((ratingsBefore + 4) / (figures.count + 1)) * 10) / 10;

    const page = await signedInPage(shop, buyer, `/acheteur-dashboard/${buyer.TenantId}/avis`);
    await page.getByRole('heading', { name: 'Avis et Évaluations' }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.getByRole('form', { name: `Votre avis sur ${product.productName}` });
    await form.getByLabel('Votre avis').fill(REVIEW_TEXT);
    await form.getByRole('button', { name: 'Publier mon avis' }).click();
    // No stars chosen: refused beside the stars, nothing published.
    await form.getByText(RATING_REQUIRED).waitFor();
    // The 4th star, as a finger taps it (its radio input lies hidden under the star).
    const fourth = await form.getByLabel('4 étoiles sur 5').getAttribute('id');
    await form.locator(`label[for="${fourth}"]`).click();
    expect(await form.getByLabel('4 étoiles sur 5').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Publier mon avis' }).click();
    // Told as soon as the server answers, though the product leaves the list with its form.
    await page.getByText(REVIEW_PUBLISHED).first().waitFor();
    const written = page
      .getByTestId('own-review')
      .filter({ hasText: product.productName })
      .filter({ hasText: REVIEW_TEXT });
    await written.waitFor();
    expect(await written.getByRole('img', { name: 'Note : 4 sur 5' }).count()).toBe(1);

    // The product page: the review, 'Achat vérifié', and the average with it.
    await page.goto(`${shop.app.baseUrl}/product-details/${product.productId}`);
    const review = page.getByTestId('review').filter({ hasText: REVIEW_TEXT });
    await review.waitFor();
    await review.getByText('Achat vérifié').waitFor();
    await review.getByText('Kofi').waitFor();
    const summary = page.getByTestId('rating-summary');
    expect(await summary.innerText()).toContain(formatRating(expected));
    expect(await summary.innerText()).toContain(`${figures.count + 1} avis`);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as { aggregateRating?: { ratingValue: number; reviewCount: number } };
    expect(jsonLd.aggregateRating).toMatchObject({
      ratingValue: expected,
      reviewCount: figures.count + 1,
    });
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    reviewed = product;
  });

  it('lets the shop answer it once, publicly, from its dashboard’s home', async () => {
    const product = reviewed;
    if (!product) throw new Error('Le premier test n’a pas publié d’avis.');
    const listed = await callApi<ProductListingEntry[]>(
      shop,
      `/api/produits/listeproduits?ids=${product.productId}`,
    );
    const boutiqueName = listed.body[0]!.boutique.name;
    const seller = await loginThroughApi(shop, sellerOf(boutiqueName), DEMO_PASSWORDS.VENDEUR);
    const home = await signedInPage(shop, seller, `/vendeur-dashboard/${seller.TenantId}`);
    const answerForm = home
      .getByTestId('review')
      .filter({ hasText: REVIEW_TEXT })
      .getByRole('form', { name: 'Répondre à l’avis de Kofi A.' });
    await answerForm.waitFor();
    expect(await seriousViolations(home)).toEqual([]);
    await answerForm.getByLabel('Votre réponse publique').fill(ANSWER_TEXT);
    await answerForm.getByRole('button', { name: 'Répondre' }).click();
    await home.getByText('Votre réponse est publiée.').first().waitFor();

    await home.goto(`${shop.app.baseUrl}/product-details/${product.productId}`);
    const answered = home.getByTestId('review').filter({ hasText: REVIEW_TEXT });
    await answered.getByTestId('review-answer').getByText(ANSWER_TEXT).waitFor();
    await answered.getByText(`Réponse de ${boutiqueName}`).waitFor();
    await home.context().close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../../../common/orders.ts';
import type { RegistrationResponse } from '../../../common/session.ts';
import {
  editableSettings,
  storeSettingsInput,
  type StoreSettings,
} from '../../../common/store-settings.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as buyerReviewsPage from '../../../app/routes/dashboards/buyer-reviews.tsx';
import * as storePage from '../../../app/routes/dashboards/seller-settings-store.tsx';
import { COD_TOGO, orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

// Issue 45 §1.10, the pages' side: the API takes JSON numbers only, while the pages' forms,
// whose wire format is text, still send « 4 » stars or a rate typed « 19,25 ».

let testApp: TestApp;
const { call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);
let seller: RegistrationResponse;
let buyer: RegistrationResponse;
let offerId: number;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  seller = await newAccount('VENDEUR', 'Ama Formulaires');
  buyer = await newAccount('ACHETEUR', 'Kodjo Formulaires');
  offerId = (await newOffer(seller, 'Beurre de karité des formulaires', 3500, 10)).id;
  const placed = await checkout(
    { lines: [{ id: offerId, quantity: 1 }], ...COD_TOGO },
    { token: buyer.token },
  );
  const orderId = placed.json<CheckoutResult>().orders[0]!.id;
  for (const statut of ['En cours', 'Livré']) {
    await call('PATCH', `/api/commandes/${orderId}/statut`, seller.token, { statut });
  }
});
afterAll(async () => {
  await testApp?.close();
});

const outcome = (answer: unknown) =>
  ((answer as { data?: unknown }).data ?? answer) as { ok: boolean; message: string };

describe('the pages’ forms', () => {
  it('publish a review whose stars and product arrive as text', async () => {
    const answer = await callPageRoute(
      testApp,
      buyerReviewsPage.action,
      `/acheteur-dashboard/${buyer.TenantId}/avis`,
      buyer.token,
      {
        form: {
          intent: 'publier-avis',
          productId: String(offerId),
          rating: '4',
          text: 'Doux et sans odeur.',
        },
      },
    );
    expect(outcome(answer)).toMatchObject({ ok: true });
    const { rows } = await testApp.database.pool.query<{ rating: number }>(
      'select rating from product_reviews where buyer_account_id = $1',
      [buyer.userId],
    );
    expect(rows).toEqual([{ rating: 4 }]);
  });

  it('save the shop’s rate as typed, with a decimal comma', async () => {
    const editable = editableSettings(
      (await call('GET', '/api/vendeur/parametres/boutique', seller.token)).json<{
        settings: StoreSettings;
      }>().settings,
    );
    const answer = await callPageRoute(
      testApp,
      storePage.action,
      `/vendeur-dashboard/${seller.TenantId}/settings/store-settings`,
      seller.token,
      {
        form: operationForm('boutique', {
          input: storeSettingsInput({ ...editable, taxRate: '19,25' }),
        }),
      },
    );
    expect(outcome(answer)).toMatchObject({ ok: true });
    const after = (await call('GET', '/api/vendeur/parametres/boutique', seller.token)).json<{
      settings: { taxRate: number };
    }>();
    expect(after.settings.taxRate).toBe(19.25);
  });
});

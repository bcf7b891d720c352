import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOUTIQUE_BANNER, BOUTIQUE_LOGO, imageVariantUrl } from '#common/images.ts';
import {
  STORE_SETTINGS_SAVED,
  storeSettingsInput,
  type StoreSettingsView,
} from '#common/store-settings.ts';
import { operationForm } from '../../../app/features/operation-form.ts';
import * as storePage from '../../../app/routes/dashboards/seller-settings-store.tsx';
import { SESSION_INVALID_MESSAGE } from '#common/accounts.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { multipart } from '../../../tests/support/multipart.ts';
import { COD_TOGO, orderHelpers } from '../../../tests/support/orders.ts';
import { callPageRoute } from '../../../tests/support/page-route.ts';
import { pageOutcome } from '../../../tests/support/page-outcome.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { login, call, checkout, newAccount, newOffer } = orderHelpers(() => testApp);

const URL = '/api/vendeur/parametres/boutique';
let kofi: string;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  kofi = await login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
});
afterAll(async () => {
  await testApp?.close();
});

const errorOf = (response: { json: () => unknown }) =>
  (
    response.json() as {
      error: { code: string; message: string; details?: { field: string; message: string }[] };
    }
  ).error;

const viewOf = async (token: string) => {
  const response = await call('GET', URL, token);
  expect(response.statusCode).toBe(200);
  return response.json<StoreSettingsView>();
};

/** The saved settings as a PUT body. */
const bodyOf = ({ settings: { pausedAt: _pausedAt, ...settings } }: StoreSettingsView) => settings;

function uploadImage(kind: 'logo' | 'banniere', data: Buffer, token: string) {
  const body = multipart([{ filename: 'image.png', type: 'image/png', data }]);
  return testApp.app.inject({
    method: 'POST',
    url: `${URL}/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c4622d' } })
    .png()
    .toBuffer();

describe('GET and PUT /api/vendeur/parametres/boutique', () => {
  it('answers 401 without a session and 403 to a buyer, changing nothing', async () => {
    expect((await call('GET', URL)).statusCode).toBe(401);
    expect((await call('GET', URL, kofi)).statusCode).toBe(403);
    const put = await call('PUT', URL, kofi, { name: 'Prise' });
    expect(put.statusCode).toBe(403);
  });

  it('shows a new shop its defaults, and saves a VAT rate typed with a comma, recording who changed what', async () => {
    const seller = await newAccount('VENDEUR', 'Ama Kpodar');
    const before = await viewOf(seller.token);
    expect(before.settings).toMatchObject({
      currency: 'EUR',
      taxRate: 20,
      active: true,
      pausedAt: null,
      logoUrl: null,
    });
    expect(before.history).toEqual([]);

    const saved = await call('PUT', URL, seller.token, {
      ...bodyOf(before),
      name: '  Les Pagnes d’Ama ',
      description: 'Pagnes wax et kente tissés à Kpalimé.',
      currency: 'USD',
      taxRate: 19.25,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Paramètres enregistrés avec succès !' });

    const after = await viewOf(seller.token);
    expect(after.settings).toMatchObject({
      name: 'Les Pagnes d’Ama',
      currency: 'USD',
      taxRate: 19.25,
    });
    expect(after.history).toHaveLength(1);
    expect(after.history[0]).toMatchObject({ panel: 'boutique', actorName: 'Ama Kpodar' });
    expect(after.history[0]!.changes).toEqual([
      { label: 'Nom de la boutique', from: before.settings.name, to: 'Les Pagnes d’Ama' },
      { label: 'Description', from: '—', to: 'Pagnes wax et kente tissés à Kpalimé.' },
      { label: 'Devise', from: 'Euro (EUR)', to: 'Dollar américain (USD)' },
      { label: 'Taux de TVA', from: '20\u202f%', to: '19,25\u202f%' },
    ]);

    // Saved again unchanged: nothing to tell.
    expect((await call('PUT', URL, seller.token, bodyOf(after))).statusCode).toBe(200);
    expect((await viewOf(seller.token)).history).toHaveLength(1);
  });

  it('refuses bad values with a French message beside each field, changing nothing', async () => {
    const seller = await newAccount('VENDEUR', 'Kodjo Amegah');
    const before = await viewOf(seller.token);
    const refused = await call('PUT', URL, seller.token, {
      ...bodyOf(before),
      name: '   ',
      currency: 'JPY',
      taxRate: 101,
      logoUrl: 'https://ailleurs.example/logo.png',
    });
    expect(refused.statusCode).toBe(400);
    const fields = Object.fromEntries(
      (errorOf(refused).details ?? []).map((detail) => [detail.field, detail.message]),
    );
    expect(fields).toEqual({
      name: 'Indiquez le nom de la boutique.',
      currency: 'Choisissez une devise de la liste.',
      taxRate: 'Indiquez un taux de TVA entre 0 et 100 %, par exemple 18 ou 19,25.',
      logoUrl: 'Cette image n’a pas été envoyée par le site : choisissez-la à nouveau.',
    });
    // JSON takes the rate as a number: the panel's typed « 19,25 » is read by its page (issue 45).
    for (const taxRate of [18.255, '19,25', '18', 'dix-huit', -1, '']) {
      const response = await call('PUT', URL, seller.token, { ...bodyOf(before), taxRate });
      expect(response.statusCode, String(taxRate)).toBe(400);
      expect(errorOf(response).details?.[0]?.field).toBe('taxRate');
    }
    expect(await viewOf(seller.token)).toEqual(before);
  });

  it('changes only the caller’s own shop: another seller saving reaches its own, never this one', async () => {
    const [first, second] = [
      await newAccount('VENDEUR', 'Essi Adjo'),
      await newAccount('VENDEUR', 'Yao Mensah'),
    ];
    const firstBefore = await viewOf(first.token);
    const secondView = await viewOf(second.token);
    expect(secondView.settings.name).not.toBe(firstBefore.settings.name);
    const response = await call('PUT', URL, second.token, {
      ...bodyOf(secondView),
      name: 'Chez Yao',
    });
    expect(response.statusCode).toBe(200);
    expect(await viewOf(first.token)).toEqual(firstBefore);
    const { rows } = await testApp.database.pool.query<{ name: string }>(
      'select name from boutiques where id = $1',
      [second.boutiqueId],
    );
    expect(rows[0]?.name).toBe('Chez Yao');
  });
});

describe('the « Paramètres de la boutique » panel', () => {
  it('saves through PUT’s operation with the session cookie, refusing bad values beside their fields', async () => {
    const seller = await newAccount('VENDEUR', 'Yawa Panneau');
    const path = `/vendeur-dashboard/${seller.TenantId}/settings/store-settings`;
    const before = await viewOf(seller.token);
    /** The panel's send: its values as typed, the rate with a decimal comma. */
    const send = (token: string | undefined, changes: { name?: string; taxRate: string }) =>
      callPageRoute(testApp, storePage.action, path, token, {
        form: operationForm('boutique', {
          input: storeSettingsInput({ ...bodyOf(before), ...changes }),
        }),
      });

    const refused = pageOutcome(await send(seller.token, { name: '  ', taxRate: 'dix-huit' }));
    expect(refused).toMatchObject({
      ok: false,
      fields: {
        name: 'Indiquez le nom de la boutique.',
        taxRate: 'Indiquez un taux de TVA entre 0 et 100 %, par exemple 18 ou 19,25.',
      },
    });
    const signedOut = pageOutcome(await send(undefined, { name: 'Prise', taxRate: '5' }));
    expect(signedOut).toMatchObject({ ok: false, message: SESSION_INVALID_MESSAGE });
    expect(await viewOf(seller.token)).toEqual(before);

    const saved = pageOutcome(
      await send(seller.token, { name: 'Les Savons de Yawa', taxRate: '19,25' }),
    );
    expect(saved).toMatchObject({ ok: true, message: STORE_SETTINGS_SAVED });
    expect((await viewOf(seller.token)).settings).toMatchObject({
      name: 'Les Savons de Yawa',
      taxRate: 19.25,
    });
  });
});

describe('logo and banner uploads', () => {
  it('stores a logo square and a banner 3:1 through the product pipeline, then saves them', async () => {
    const seller = await newAccount('VENDEUR', 'Akossiwa Dzifa');
    const logo = await uploadImage('logo', await picture(500, 300), seller.token);
    expect(logo.statusCode, logo.body).toBe(201);
    const logoUrl = logo.json<{ imageUrl: string }>().imageUrl;
    expect(logoUrl).toMatch(/^\/uploads\/boutiques\/[0-9a-f-]{36}\.webp$/);
    const stored = (url: string) =>
      path.join(testApp.config.uploadsDir, url.slice('/uploads/'.length));
    for (const width of [BOUTIQUE_LOGO.width, ...BOUTIQUE_LOGO.variants]) {
      const url = width === BOUTIQUE_LOGO.width ? logoUrl : imageVariantUrl(logoUrl, width);
      const meta = await sharp(stored(url)).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', width, width]);
    }

    const banner = await uploadImage('banniere', await picture(2000, 1000), seller.token);
    expect(banner.statusCode, banner.body).toBe(201);
    const bannerUrl = banner.json<{ imageUrl: string }>().imageUrl;
    const bannerMeta = await sharp(stored(bannerUrl)).metadata();
    expect([bannerMeta.width, bannerMeta.height]).toEqual([BOUTIQUE_BANNER.width, 400]);

    const view = await viewOf(seller.token);
    const saved = await call('PUT', URL, seller.token, { ...bodyOf(view), logoUrl, bannerUrl });
    expect(saved.statusCode).toBe(200);
    const after = await viewOf(seller.token);
    expect(after.settings).toMatchObject({ logoUrl, bannerUrl });
    expect(after.history[0]!.changes).toEqual([
      {
        label: 'Logo',
        from: '—',
        to: `Image ${logoUrl.slice('/uploads/boutiques/'.length, -5).slice(0, 8)}`,
      },
      { label: 'Bannière', from: '—', to: expect.stringMatching(/^Image [0-9a-f]{8}$/) },
    ]);
    // The storefront shows it: the boutique's page and its products' cards.
    const page = await call('GET', `/api/boutiques/${seller.boutiqueId}`);
    expect(page.json()).toMatchObject({ logoUrl, bannerUrl, paused: false });
  });

  it('refuses what is not an image (by its content), and a buyer', async () => {
    const seller = await newAccount('VENDEUR', 'Komla Agbeko');
    const script = Buffer.from('#!/bin/sh\necho pris\n');
    const refused = await uploadImage('logo', script, seller.token);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(
      'Format d’image non pris en charge : envoyez une photo JPEG, PNG ou WebP.',
    );
    const buyer = await uploadImage('banniere', await picture(100, 100), kofi);
    expect(buyer.statusCode).toBe(403);
  });
});

describe('pausing the shop', () => {
  it('takes its products out of the storefront and the checkout, keeps its page, and resumes', async () => {
    const seller = await newAccount('VENDEUR', 'Afi Lawson');
    const offer = await newOffer(seller, 'Savon noir de Lomé', 1500, 10);
    const listed = async () =>
      (await call('GET', '/api/produits/listeproduits'))
        .json<{ id: number }[]>()
        .some((entry) => entry.id === offer.id);
    expect(await listed()).toBe(true);

    const view = await viewOf(seller.token);
    const paused = await call('PUT', URL, seller.token, { ...bodyOf(view), active: false });
    expect(paused.statusCode).toBe(200);
    const pausedView = await viewOf(seller.token);
    expect(pausedView.settings.active).toBe(false);
    expect(pausedView.settings.pausedAt).not.toBeNull();
    expect(pausedView.history[0]!.changes).toEqual([
      { label: 'Boutique active', from: 'Oui', to: 'Non' },
    ]);

    expect(await listed()).toBe(false);
    const search = await call('GET', '/api/produits/listeproduits?q=savon%20noir%20lome');
    expect(search.json<{ id: number }[]>().map((entry) => entry.id)).not.toContain(offer.id);
    expect((await call('GET', `/api/produits/${offer.id}`)).statusCode).toBe(404);
    const page = await call('GET', `/api/boutiques/${seller.boutiqueId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ paused: true });
    const products = await call('GET', `/api/produits/boutique/${seller.boutiqueId}`);
    expect(products.json()).toEqual([]);

    const order = await checkout(
      { ...COD_TOGO, lines: [{ id: offer.id, quantity: 1 }] },
      { token: kofi },
    );
    expect(order.statusCode).toBe(409);
    expect(errorOf(order).message).toBe(
      'La boutique « Boutique d’Afi Lawson » est en pause : le produit « Savon noir de Lomé » ne peut pas être commandé pour l’instant. Retirez-le du panier pour continuer.',
    );

    const resumed = await call('PUT', URL, seller.token, { ...bodyOf(pausedView), active: true });
    expect(resumed.statusCode).toBe(200);
    expect((await viewOf(seller.token)).settings.pausedAt).toBeNull();
    expect(await listed()).toBe(true);
  });
});

describe('the VAT rate on order documents', () => {
  it('is the shop’s rate when the order was placed, kept when the shop changes it', async () => {
    const seller = await newAccount('VENDEUR', 'Dédé Ayivi');
    const offer = await newOffer(seller, 'Miel de Tchamba', 9000, 5);
    const view = await viewOf(seller.token);
    await call('PUT', URL, seller.token, { ...bodyOf(view), taxRate: 18 });

    const placed = await checkout(
      { ...COD_TOGO, lines: [{ id: offer.id, quantity: 1 }] },
      { token: kofi },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const [order] = placed.json<{ orders: { id: number; taxRate: number; total: number }[] }>()
      .orders;
    expect(order?.taxRate).toBe(18);

    await call('PUT', URL, seller.token, { ...bodyOf(view), taxRate: 5.5 });
    const seen = await call('GET', `/api/commandes/${order!.id}`, seller.token);
    expect(seen.json()).toMatchObject({ taxRate: 18, total: order!.total });
  });
});

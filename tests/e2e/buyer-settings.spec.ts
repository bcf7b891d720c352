import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '#common/addresses.ts';
import type { Order } from '#common/orders.ts';
import type { LoginResponse } from '#common/session.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { withOneLineCart } from '../support/cart.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { apiRequestsOf, keepOnlySessionCookie } from '../support/site-requests.ts';
import { callApi, newAccountThroughApi, pageOverflow, signedInPage } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// A buyer's 'Paramètres' and the dashboard's 'Panier' on a 360-px phone (issue 16): an address
// saved as the default fills the checkout in; a photo shows in the side profile; the dashboard
// cart places a real order, which then shows among the buyer's orders.

const dashboard = (buyer: LoginResponse) => `/acheteur-dashboard/${buyer.TenantId}`;

const addressesOf = async (buyer: LoginResponse) =>
  (await callApi<SavedAddress[]>(shop, '/api/compte/adresses', { token: buyer.token })).body;

describe('Paramètres and Panier on a 360-px phone', () => {
  it('saves an address as the default; the checkout starts from it', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Yawa Amegan');
    const page = await signedInPage(shop, buyer, `${dashboard(buyer)}/parametres`);
    await page.getByRole('heading', { name: 'Paramètres', level: 1 }).waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle adresse' });
    await dialog.getByLabel('Nom de l’adresse').fill('Maison');
    await dialog.getByLabel('Pays').selectOption('Togo');
    await dialog.getByLabel('Ville').fill('Kpalimé');
    await dialog.getByLabel('Adresse complète').fill('Quartier Nyivémé, rue 4');
    // A number impossible in Togo is refused beside the phone, and nothing is saved.
    await dialog.getByLabel('Téléphone').fill('+33 6 12');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Numéro de téléphone invalide').first().waitFor();
    expect(await addressesOf(buyer)).toEqual([]);

    await dialog.getByLabel('Téléphone').fill('90 44 55 66');
    await dialog.getByLabel('Utiliser par défaut à la caisse').check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Adresse enregistrée.').first().waitFor();
    await page.getByText('Quartier Nyivémé, rue 4, Kpalimé, Togo').waitFor();
    expect(await addressesOf(buyer)).toMatchObject([
      { label: 'Maison', city: 'Kpalimé', phone: '+22890445566', isDefault: true },
    ]);

    // Edited in place: it stays the default.
    await page.getByRole('button', { name: 'Modifier l’adresse Maison' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier l’adresse' });
    expect(await edit.getByLabel('Téléphone').inputValue()).toBe('+228 90 44 55 66');
    await edit.getByLabel('Adresse complète').fill('Quartier Nyivémé, rue 5');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Quartier Nyivémé, rue 5, Kpalimé, Togo').waitFor();
    expect(await addressesOf(buyer)).toMatchObject([
      { label: 'Maison', address: 'Quartier Nyivémé, rue 5', isDefault: true },
    ]);

    await withOneLineCart(shop, page, 2);
    await page.goto(`${shop.app.baseUrl}/checkout`);
    const form = page.getByRole('form', { name: 'Paiement' });
    await form.waitFor();
    expect(await form.getByLabel('Adresse enregistrée').inputValue()).not.toBe('');
    expect(await form.getByLabel('Pays').inputValue()).toBe('Togo');
    expect(await form.getByLabel('Ville').inputValue()).toBe('Kpalimé');
    expect(await form.getByLabel('Adresse complète').inputValue()).toBe('Quartier Nyivémé, rue 5');
    expect(await form.getByLabel('Téléphone').inputValue()).toBe('+228 90 44 55 66');

    // The cart's order form starts from it too.
    await page.goto(`${shop.app.baseUrl}/cart`);
    const cartForm = page.getByRole('form', { name: 'Paiement' });
    await cartForm.waitFor();
    expect(await cartForm.getByLabel('Adresse enregistrée').inputValue()).not.toBe('');
    expect(await cartForm.getByLabel('Ville').inputValue()).toBe('Kpalimé');
    expect(await cartForm.getByLabel('Adresse complète').inputValue()).toBe(
      'Quartier Nyivémé, rue 5',
    );
    expect(await cartForm.getByLabel('Téléphone').inputValue()).toBe('+228 90 44 55 66');
    await page.context().close();
  });

  it('edits the first and last name apart; an empty one is refused beside its field', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Kossi Ahadji');
    const page = await signedInPage(shop, buyer, `${dashboard(buyer)}/parametres`);
    const panel = page.getByRole('form', { name: 'Mon Profil' });
    // Signed up with one full name: the first word is taken for the first name.
    expect(await panel.getByLabel('Prénom').inputValue()).toBe('Kossi');
    expect(await panel.getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe(
      'Ahadji',
    );

    await panel.getByLabel('Prénom').fill(' ');
    await panel.getByRole('textbox', { name: 'Nom', exact: true }).fill('Ahadji-Mensah');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await panel.getByText('Le prénom est requis.').waitFor();
    const profile = async () =>
      (await callApi<{ userName: string }>(shop, '/api/compte/profil', { token: buyer.token }))
        .body;
    expect((await profile()).userName).toBe('Kossi Ahadji');

    await panel.getByLabel('Prénom').fill('Kossi Edem');
    await panel.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Profil mis à jour avec succès !').first().waitFor();
    expect(await profile()).toMatchObject({
      userName: 'Kossi Edem Ahadji-Mensah',
      firstName: 'Kossi Edem',
      lastName: 'Ahadji-Mensah',
    });
    // The profile card shows the name it makes.
    await page
      .getByRole('region', { name: 'Carte de profil' })
      .getByText('Kossi Edem Ahadji-Mensah')
      .waitFor();
    await page.context().close();
  });

  it('shows the photo sent (by the session cookie alone) in the side profile', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Komi Lawson');
    const page = await signedInPage(shop, buyer, `${dashboard(buyer)}/parametres`);
    await keepOnlySessionCookie(page);
    const api = apiRequestsOf(page);
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#c0802f' },
    })
      .png()
      .toBuffer();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Ajouter une photo' }).click();
    await (await chooser).setFiles({ name: 'moi.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Photo de profil enregistrée.').first().waitFor();
    await page.getByRole('button', { name: 'Changer la photo' }).waitFor();
    // The side profile (the menu's drawer on a phone) shows the 48-px variant.
    const side = page.locator('img[src^="/uploads/accounts/"][src$="-48.webp"]');
    expect(await side.count()).toBeGreaterThan(0);
    const src = (await side.first().getAttribute('src'))!;
    const served = await fetch(`${shop.app.baseUrl}${src}`);
    expect(served.status).toBe(200);
    expect(api).toEqual([]);
    await page.context().close();
  });

  it('places an order from the dashboard cart, which then shows among the orders', async () => {
    const buyer = await newAccountThroughApi(shop, 'ACHETEUR', 'Ama Dovi');
    const saved = await callApi(shop, '/api/compte/adresses', {
      method: 'POST',
      token: buyer.token,
      body: JSON.stringify({
        label: 'Maison',
        country: 'Togo',
        city: 'Lomé',
        address: 'Rue 21, Tokoin',
        phone: '91 00 11 22',
        isDefault: true,
      }),
    });
    expect(saved.status).toBe(201);
    const page = await signedInPage(shop, buyer, `${dashboard(buyer)}/parametres`);
    await withOneLineCart(shop, page, 2);
    await page.goto(`${shop.app.baseUrl}${dashboard(buyer)}/panier`);
    const form = page.getByRole('form', { name: 'Paiement' });
    await form.waitFor();
    expect(await form.getByLabel('Ville').inputValue()).toBe('Lomé');
    const pay = page.getByTestId('pay-button');
    expect(await pay.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('radio', { name: 'Paiement à la livraison' }).check();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="pay-button"]')?.disabled,
    );
    await pay.click();
    await page.waitForURL(/\/suivi-commande\//);
    const mine = await callApi<{ orders: Order[] }>(shop, '/api/commandes/mes-commandes', {
      token: buyer.token,
    });
    expect(mine.body.orders).toHaveLength(1);
    const order = mine.body.orders[0]!;
    expect(order.delivery).toMatchObject({ city: 'Lomé', address: 'Rue 21, Tokoin' });

    await page.goto(`${shop.app.baseUrl}${dashboard(buyer)}/commandes`);
    // A card per order on a phone (the table is hidden there).
    await page.locator(`[data-order="${order.orderNumber}"]:visible`).waitFor();
    await page.context().close();
  });
});

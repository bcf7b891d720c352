import { lineFromEntry } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import { seriousViolations } from '../support/accessibility.ts';
import { queryShop } from '../support/shop-database.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import {
  loginThroughApi,
  loginThroughForm,
  newPhonePage,
  signedInPage,
} from '../support/signed-in.ts';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const shop = sharedShopUnderTest();

// The buyer's checkout on a 360-px phone, through the pages' action of the order API's operation
// (the session cookie, never a token): a guest pays on delivery, a signed-in buyer pays on the
// test provider's page, a declined payment cancels the order and gives the stock back, a stock
// that ran out meanwhile is refused without touching the cart, and a price the seller changed
// meanwhile is explained and confirmed before anything is charged.
// Each test takes products no other test touches, so the stocks it checks are its own.

type Entry = ProductListingEntry;

const ORDER_SENT = 'Commande envoyée avec succès !';
const ORDER_FAILED = 'Une erreur est survenue lors de l’envoi de la commande.';

async function listing(): Promise<Entry[]> {
  return (await (await fetch(`${shop.app.baseUrl}/api/produits/listeproduits`)).json()) as Entry[];
}

async function stockOf(id: number): Promise<number> {
  const [entry] = (await (
    await fetch(`${shop.app.baseUrl}/api/produits/listeproduits?ids=${id}`)
  ).json()) as Entry[];
  return entry!.stockDisponible;
}

let taken = new Set<number>();
/** Products in stock that no other test of this file uses, one per boutique when asked. */
async function freshProducts(
  count: number,
  distinctBoutiques = false,
  wanted: (entry: Entry) => boolean = () => true,
): Promise<Entry[]> {
  const chosen: Entry[] = [];
  for (const entry of await listing()) {
    if (chosen.length === count) break;
    if (taken.has(entry.id) || entry.stockDisponible < 3 || !wanted(entry)) continue;
    if (distinctBoutiques && chosen.some((other) => other.boutique.id === entry.boutique.id))
      continue;
    chosen.push(entry);
  }
  expect(chosen).toHaveLength(count);
  taken = new Set([...taken, ...chosen.map((entry) => entry.id)]);
  return chosen;
}

async function newPage(path = '/') {
  const page = await newPhonePage(shop);
  await page.goto(`${shop.app.baseUrl}${path}`);
  return page;
}

const closePage = (page: Page) => page.context().close();

async function addFromProductPage(page: Page, entry: Entry) {
  await page.goto(`${shop.app.baseUrl}/product-details/${entry.id}`);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect.poll(() => page.getByText('Produit ajouté au panier!').count()).toBeGreaterThan(0);
}

async function fillDelivery(page: Page, country: string) {
  await page.locator('main select[name="country"]').selectOption(country);
  await page.locator('main input[name="city"]').fill('Lomé');
  await page.locator('main input[name="address"]').fill('12 rue des Cocotiers, Bè');
  await page.locator('main input[name="phone"]').fill('+228 90 12 34 56');
}

/** A page's form of the checkout operation (app/features/operation-form.ts), or null. */
function checkoutForm(request: Request): URLSearchParams | null {
  if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('.data')) {
    return null;
  }
  const form = new URLSearchParams(request.postData() ?? '');
  return form.get('intent') === 'commander' ? form : null;
}

/** What a checkout request sends: the order (the API's body) and its idempotency key. */
function sentCheckout(request: Request) {
  const form = checkoutForm(request)!;
  return {
    input: JSON.parse(form.get('input')!) as Record<string, unknown>,
    key: JSON.parse(form.get('idempotencyKey')!) as string,
  };
}

/** The checkout requests the page sends to its route action, kept for inspection. */
function recordCheckouts(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (checkoutForm(request)) sent.push(request);
  });
  return sent;
}

const storedCart = async (page: Page) =>
  JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as {
    id: number;
    quantity: number;
  }[];

/** A buyer's note to the shops (issue 47), on two lines. */
const NOTE = 'Portail bleu après la pharmacie.\nAppelez avant 18 h, merci.';

async function expectTracking(page: Page) {
  await page.waitForURL(/\/suivi-commande\/[^/]+$/);
  await expect.poll(() => page.getByTestId('tracked-order').count()).toBeGreaterThan(0);
}

describe('a guest on a phone', () => {
  it('orders from two boutiques with cash on delivery and lands on the tracking page', async () => {
    const [first, second] = await freshProducts(2, true);
    const page = await newPage();
    const sent = recordCheckouts(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await addFromProductPage(page, first!);
    await addFromProductPage(page, second!);
    await page.goto(`${shop.app.baseUrl}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);

    // A guest names themself; the e-mail is optional.
    await page.getByRole('button', { name: 'Passer commande' }).click();
    await expect.poll(() => page.getByText('Le nom est requis.').count()).toBe(1);
    expect(sent).toHaveLength(0);
    await page.locator('main input[name="guestName"]').fill('Ama Mensah');
    await fillDelivery(page, 'Togo');
    await expect
      .poll(() => page.getByTestId('cart-payment-note').textContent())
      .toContain('Paiement à la livraison');
    // The note to the shops is typed on /cart too (issue 47), sent with the order.
    await page.getByLabel('Note pour la boutique (facultative)').fill(NOTE);
    // A double tap sends one checkout.
    await page.getByRole('button', { name: 'Passer commande' }).dblclick();

    await expectTracking(page);
    await expect.poll(() => page.getByText(ORDER_SENT).count()).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    const { input, key } = sentCheckout(request);
    expect(key).toMatch(/^[0-9a-f-]{16,100}$/);
    expect((await request.allHeaders()).authorization).toBeUndefined();
    expect(input).toEqual({
      lines: [
        { id: first!.id, quantity: 1, price: first!.price },
        { id: second!.id, quantity: 1, price: second!.price },
      ],
      subtotal: first!.price + second!.price,
      delivery: {
        country: 'Togo',
        city: 'Lomé',
        address: '12 rue des Cocotiers, Bè',
        phone: '+228 90 12 34 56',
      },
      payment: { method: 'Paiement à la livraison' },
      guest: { name: 'Ama Mensah', phone: '+228 90 12 34 56' },
      note: NOTE,
      // The delivery shown per shop (the demo shops deliver free until their sellers say).
      shipping: [
        { boutiqueId: first!.boutique.id, express: false, fee: 0 },
        { boutiqueId: second!.boutique.id, express: false, fee: 0 },
      ],
    });

    // One order per boutique, each with its number, in the spec's statuses.
    const numbers = await page.getByTestId('order-number').allTextContents();
    expect(numbers).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(/^BAO-\d{4}-\d+$/);
    const orders = await page.getByTestId('tracked-order').allTextContents();
    expect(orders.some((text) => text.includes(first!.boutique.name))).toBe(true);
    expect(orders.some((text) => text.includes(second!.boutique.name))).toBe(true);
    expect(await page.getByTestId('order-status').allTextContents()).toEqual([
      'En attente',
      'En attente',
    ]);
    expect(await page.getByTestId('next-step').textContent()).toContain('au livreur');
    expect(await page.getByTestId('tracking-total').textContent()).toContain(
      formatFcfa(first!.price + second!.price),
    );

    // Emptied only now that the server has the orders; the stock went down.
    expect(await storedCart(page)).toEqual([]);
    expect(await stockOf(first!.id)).toBe(first!.stockDisponible - 1);
    expect(await seriousViolations(page)).toEqual([]);
    // Mantine's Table brought its scroll area and floating-ui (20 KB gzip) to the cart, the
    // checkout and the tracking page; their lines are plain tables now.
    expect(requested.filter((url) => /\/assets\/(Table|ScrollArea|floating-ui)/.test(url))).toEqual(
      [],
    );

    // The tracking link works on its own (the guest's e-mail, another device).
    const link = page.url();
    const other = await newPage();
    await other.goto(link);
    await expect.poll(() => other.getByTestId('order-number').count()).toBe(2);
    await other.goto(`${shop.app.baseUrl}/suivi-commande/pas-un-vrai-jeton`);
    await expect
      .poll(() => other.getByRole('alert').textContent())
      .toContain('Commande introuvable');
    await closePage(other);
    await closePage(page);
  });
});

describe('ordering from /cart where cash on delivery is not offered', () => {
  it('takes the buyer to /checkout with the details already typed', async () => {
    // A boutique that takes both of France's methods (some demo shops take no PayPal).
    const taking = await queryShop<{ id: number }>(
      shop,
      `select id from boutiques where online_payments and accepted_methods @> $1::text[]`,
      [['Carte Bancaire', 'Paypal']],
    );
    const [entry] = await freshProducts(1, false, (candidate) =>
      taking.some((boutique) => boutique.id === candidate.boutique.id),
    );
    const page = await newPage();
    const sent = recordCheckouts(page);
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry!, 1),
    );
    await page.goto(`${shop.app.baseUrl}/cart`);
    await page.locator('main input[name="guestName"]').fill('Aïcha Traoré');
    await fillDelivery(page, 'France');
    await page.getByLabel('Note pour la boutique (facultative)').fill(NOTE);
    await expect
      .poll(() => page.getByTestId('cart-payment-note').textContent())
      .toContain('n’est pas proposé');
    await page.getByRole('button', { name: 'Passer commande' }).click();
    await page.waitForURL(`${shop.app.baseUrl}/checkout`);
    expect(sent).toHaveLength(0);
    await expect
      .poll(() => page.locator('main input[name="guestName"]').inputValue())
      .toBe('Aïcha Traoré');
    expect(await page.locator('main select[name="country"]').inputValue()).toBe('France');
    expect(await page.locator('main input[name="address"]').inputValue()).toBe(
      '12 rue des Cocotiers, Bè',
    );
    expect(await page.getByLabel('Note pour la boutique (facultative)').inputValue()).toBe(NOTE);
    // The methods follow the delivery quote, which arrives after the page.
    await expect
      .poll(() =>
        page.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value'))),
      )
      .toEqual(['Carte Bancaire', 'Paypal']);
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    expect(await storedCart(page)).toHaveLength(1);
    await closePage(page);
  });
});

async function login(page: Page, email: string, password: string) {
  await loginThroughForm(shop, page, email, password);
  await page.waitForURL(/\/acheteur-dashboard\/\d+$/);
}

/** The seller of the boutique, signed in through the API (demo sellers share a password). */
async function sellerOf(boutiqueId: number) {
  const [seller] = await queryShop<{ email: string }>(
    shop,
    `select a.email from accounts a join boutiques b on b.tenant_id = a.tenant_id
      where b.id = $1 and a.type_compte = 'VENDEUR'`,
    [boutiqueId],
  );
  return loginThroughApi(shop, seller!.email, 'Baobab-Vendeur-2026');
}

describe('paying online on the test provider', () => {
  it('lets a signed-in buyer pay by Mobile Money and approve: Réussi, her note to the shop with it', async () => {
    const [entry] = await freshProducts(1);
    const page = await newPage();
    await login(page, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
    const sent = recordCheckouts(page);
    await addFromProductPage(page, entry!);
    await page.goto(`${shop.app.baseUrl}/checkout`);
    await expect.poll(() => page.getByTestId('cart-page-total').isVisible()).toBe(true);
    // The account is the buyer: no guest fields.
    expect(await page.locator('main input[name="guestName"]').count()).toBe(0);

    await fillDelivery(page, 'Togo');
    const pay = page.getByTestId('pay-button');
    // Exact: his preferred method comes preselected, so 'Numéro Mobile Money' shows already.
    await page.getByLabel('Mobile Money', { exact: true }).check();
    await page.locator('main input[name="mobileMoneyPhone"]').fill('+228 90 77 88 99');
    expect(await page.locator('main input[type="password"]').count()).toBe(0);
    // Kofi's preferred method and operator come preselected (his 'Paramètres'): cleared here.
    await page.locator('main select[name="mobileMoneyProvider"]').selectOption('');
    expect(await pay.isDisabled()).toBe(true); // no operator yet
    await page.locator('main select[name="mobileMoneyProvider"]').selectOption('T-Money');
    // Issue 47: a few words for the shop, sent with the order; no more than the server takes.
    const note = page.getByLabel('Note pour la boutique (facultative)');
    expect(await note.getAttribute('maxlength')).toBe('500');
    await note.fill(NOTE);
    await expect.poll(() => pay.isDisabled()).toBe(false);
    await pay.click();

    await page.waitForURL(/\/paiement-test\/[^/]+$/);
    expect(sent).toHaveLength(1);
    // The session cookie says who buys: no token travels.
    expect((await sent[0]!.allHeaders()).authorization).toBeUndefined();
    const [buyer] = await queryShop<{ email: string }>(
      shop,
      `select a.email from checkouts k join accounts a on a.id = k.buyer_account_id
        where k.reference = $1`,
      [new URL(page.url()).pathname.split('/').pop()],
    );
    expect(buyer?.email).toBe('kofi@baobab.example');
    const body = sentCheckout(sent[0]!).input;
    expect(body.payment).toEqual({
      method: 'Mobile Money',
      provider: 'T-Money',
      account: '+228 90 77 88 99',
    });
    expect(body.guest).toBeUndefined();
    expect(body.note).toBe(NOTE);
    expect(await storedCart(page)).toEqual([]);

    await expect
      .poll(() => page.getByTestId('test-mode-banner').textContent())
      .toBe('Paiement de démonstration — mode test : aucun argent n’est débité');
    expect(await page.getByTestId('payment-amount').textContent()).toBe(formatFcfa(entry!.price));
    expect(await page.getByTestId('payment-status').textContent()).toBe('En attente');
    expect(await seriousViolations(page)).toEqual([]);
    const paymentPage = page.url();
    // Mobile Money is confirmed on the phone: the page asks for no code, it simulates the phone.
    expect(await page.getByTestId('phone-confirmation').textContent()).toContain(
      'T-Money envoie une demande de paiement sur votre téléphone',
    );
    expect(await page.getByRole('main').locator('input').count()).toBe(0);
    await page.getByRole('button', { name: 'Simuler la confirmation sur le téléphone' }).click();

    await expectTracking(page);
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe('Réussi');
    expect(await page.getByTestId('next-step').textContent()).toContain('Paiement reçu');

    // Coming back to the payment page only shows the outcome.
    await page.goto(paymentPage);
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe('Réussi');
    expect(
      await page.getByRole('button', { name: 'Simuler la confirmation sur le téléphone' }).count(),
    ).toBe(0);
    expect(await page.getByRole('link', { name: 'Voir ma commande' }).count()).toBe(1);
    await closePage(page);

    // The shop reads the note in the order's details, on its Commandes screen.
    const [order] = await queryShop<{ number: string }>(
      shop,
      `select c.order_number as number from commandes c join checkouts k on k.id = c.checkout_id
        where k.reference = $1`,
      [new URL(paymentPage).pathname.split('/').pop()],
    );
    const seller = await sellerOf(entry!.boutique.id);
    const orders = await signedInPage(
      shop,
      seller,
      `/vendeur-dashboard/${seller.TenantId}/orders?q=${order!.number}`,
    );
    await orders.getByRole('button', { name: order!.number, exact: true }).click();
    const details = orders.getByRole('dialog', { name: `Commande ${order!.number}` });
    await expect.poll(() => details.isVisible()).toBe(true);
    expect(await details.textContent()).toContain(`Note pour la boutique${NOTE}`);
    await closePage(orders);
  });

  it('retries after a lost answer with the same key, and a declined card cancels the order and gives the stock back', async () => {
    const [entry] = await freshProducts(1);
    const page = await newPage();
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry!, 2),
    );
    await page.goto(`${shop.app.baseUrl}/checkout`);
    await page.locator('main input[name="guestName"]').fill('Fatou Ndiaye');
    await page.locator('main input[name="guestEmail"]').fill('fatou.e2e@exemple.sn');
    await fillDelivery(page, "Côte d'Ivoire");
    await page.getByLabel('Carte Bancaire').check();
    await page.locator('main input[name="cardName"]').fill('Fatou Ndiaye');
    await page.locator('main input[name="cardNumber"]').fill('4970 1012 3456 7890');
    await page.locator('main input[name="cardExpiry"]').fill('12/29');
    await page.locator('main input[name="cardCvc"]').fill('987');

    // The server takes the first checkout but its answer never reaches the phone.
    const keys: string[] = [];
    const bodies: string[] = [];
    await page.route('**/checkout.data*', async (route) => {
      if (!checkoutForm(route.request())) return route.continue();
      const { input, key } = sentCheckout(route.request());
      keys.push(key);
      bodies.push(JSON.stringify(input));
      if (keys.length === 1) {
        await route.fetch();
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.getByTestId('pay-button').click();
    await expect
      .poll(() => page.getByTestId('order-error').textContent())
      .toContain('Connexion au serveur impossible');
    expect(await page.getByTestId('order-error').textContent()).toContain(ORDER_FAILED);
    expect(await storedCart(page)).toHaveLength(1);

    // Tapping again sends the same key: still one checkout, stock taken once.
    await page.getByTestId('pay-button').click();
    await page.waitForURL(/\/paiement-test\/[^/]+$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await stockOf(entry!.id)).toBe(entry!.stockDisponible - 2);
    const payment = JSON.parse(bodies[0]!).payment as Record<string, unknown>;
    expect(payment).toEqual({ method: 'Carte Bancaire', account: '7890' });
    for (const body of bodies) {
      expect(body).not.toContain('4970');
      expect(body).not.toContain('987');
    }

    await expect
      .poll(() => page.getByTestId('test-mode-banner').textContent())
      .toContain('mode test');
    await page.getByRole('button', { name: 'Refuser le paiement' }).click();
    await expectTracking(page);
    await expect.poll(() => page.getByTestId('payment-status').textContent()).toBe('Échoué');
    expect(await page.getByTestId('order-status').textContent()).toBe('Annulée');
    expect(await page.getByTestId('next-step').textContent()).toContain(
      'la commande a été annulée',
    );
    expect(await stockOf(entry!.id)).toBe(entry!.stockDisponible);
    await closePage(page);
  });
});

describe('stock that ran out while the buyer was filling the form', () => {
  it('is refused with the product named, keeps the cart and form, then orders what is left', async () => {
    const [entry] = await freshProducts(1);
    const stock = entry!.stockDisponible;
    const page = await newPage();
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      lineFromEntry(entry!, stock),
    );
    await page.goto(`${shop.app.baseUrl}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await page.locator('main input[name="guestName"]').fill('Kossi Amouzou');
    await fillDelivery(page, 'Togo');

    // Meanwhile another buyer takes one: the cart now asks for more than the stock.
    const other = await fetch(`${shop.app.baseUrl}/api/commandes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        lines: [{ id: entry!.id, quantity: 1, price: entry!.price }],
        subtotal: entry!.price,
        delivery: {
          country: 'Togo',
          city: 'Kara',
          address: 'Quartier Tomdè',
          phone: '+228 91 00 00 01',
        },
        payment: { method: 'Paiement à la livraison' },
        guest: { name: 'Autre Acheteur', phone: '+228 91 00 00 01' },
      }),
    });
    expect(other.status).toBe(201);

    await page.getByRole('button', { name: 'Passer commande' }).click();
    const error = page.getByTestId('order-error');
    await expect.poll(() => error.textContent()).toContain(ORDER_FAILED);
    const message = (await error.textContent())!;
    expect(message).toContain(`« ${entry!.product.name} »`);
    expect(message).toContain(`il en reste ${stock - 1}`);
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await storedCart(page)).toMatchObject([{ id: entry!.id, quantity: stock }]);
    expect(await page.locator('main input[name="city"]').inputValue()).toBe('Lomé');
    expect(await page.locator('main input[name="guestName"]').inputValue()).toBe('Kossi Amouzou');

    // One fewer: a new cart, so a new attempt, and it goes through.
    await page
      .getByTestId('cart-line')
      .getByRole('button', { name: `Diminuer la quantité de ${entry!.product.name}` })
      .click();
    await page.getByRole('button', { name: 'Passer commande' }).click();
    await expectTracking(page);
    expect(await stockOf(entry!.id)).toBe(0);
    await closePage(page);
  });
});

describe('a price the seller raised while the guest was in the cart', () => {
  it('is not charged unannounced: the cart shows the change, and the next tap orders at the new price', async () => {
    const [entry] = await freshProducts(1);
    const name = entry!.product.name;
    const setPrice = (price: number) =>
      queryShop(shop, 'update boutique_produits set price = $2 where id = $1', [entry!.id, price]);
    await setPrice(4200);
    const page = await newPage();
    const sent = recordCheckouts(page);
    await addFromProductPage(page, entry!);
    await page.goto(`${shop.app.baseUrl}/cart`);
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe('Total Général: 4 200 FCFA');
    await page.locator('main input[name="guestName"]').fill('Yawa Agbeko');
    await fillDelivery(page, 'Togo');

    // The seller raises the price while the buyer fills in the form.
    await setPrice(9900);
    await page.getByRole('button', { name: 'Passer commande' }).click();

    const change = `Le prix de « ${name} » est passé de 4 200 FCFA à 9 900 FCFA.`;
    const explained = page.getByTestId('order-prices-changed');
    await expect.poll(() => explained.textContent()).toContain(change);
    expect(await explained.textContent()).toContain('confirmez votre commande');
    expect(await page.getByRole('status').filter({ hasText: change }).count()).toBe(1);
    await expect
      .poll(() => page.getByTestId('cart-page-total').textContent())
      .toBe('Total Général: 9 900 FCFA');
    expect(await page.getByTestId('cart-payment-note').textContent()).toContain('9 900 FCFA');
    expect(new URL(page.url()).pathname).toBe('/cart');
    expect(await page.getByText(ORDER_SENT).count()).toBe(0);
    expect(await page.getByTestId('order-error').count()).toBe(0);
    expect(await storedCart(page)).toMatchObject([{ id: entry!.id, price: 9900, quantity: 1 }]);
    expect(await stockOf(entry!.id)).toBe(entry!.stockDisponible);
    expect(await page.locator('main input[name="guestName"]').inputValue()).toBe('Yawa Agbeko');

    // Tapping again confirms at the new price.
    await page.getByRole('button', { name: 'Passer commande' }).click();
    await expectTracking(page);
    await expect.poll(() => page.getByText(ORDER_SENT).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('tracking-total').textContent()).toContain('9 900 FCFA');
    expect(sent.map((request) => sentCheckout(request).input)).toMatchObject([
      { lines: [{ id: entry!.id, quantity: 1, price: 4200 }], subtotal: 4200 },
      { lines: [{ id: entry!.id, quantity: 1, price: 9900 }], subtotal: 9900 },
    ]);
    expect(await stockOf(entry!.id)).toBe(entry!.stockDisponible - 1);
    await closePage(page);
  });
});

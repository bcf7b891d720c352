import { hydrated } from './hydration.ts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ProductListingEntry } from '#common/catalogue.ts';
import type { DeliveryDetails } from '#common/delivery.ts';
import type { CheckoutResult, Order } from '#common/orders.ts';
import { sessionEntries, sessionFromLogin, type LoginResponse } from '#common/session.ts';
import type { ShopUnderTest } from './shop-under-test.ts';

/** The session cookie's name (server/plugins/session-cookie.ts). */
export const SESSION_COOKIE = 'baobab_session';

// For end-to-end files: the API called as the browser would, accounts signed in once through
// the API (login is limited to 20 tries a minute per address) and their session put in the
// browser's storage as the login page would, and orders placed to have something to look at.

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** The shop's API with an optional bearer token; a body is sent as JSON. */
export async function callApi<T>(
  shop: ShopUnderTest,
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<ApiAnswer<T>> {
  const { token, ...request } = init;
  const headers = new Headers(request.headers);
  if (request.body) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${shop.app.baseUrl}${path}`, { ...request, headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** Signs the account in through `POST /api/users/login`. */
export async function loginThroughApi(
  shop: ShopUnderTest,
  email: string,
  password: string,
): Promise<LoginResponse> {
  const { status, body } = await callApi<LoginResponse>(shop, '/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(status).toBe(200);
  return body;
}

let registered = 0;

/**
 * A new account with no order yet, registered and signed in through the API: the demo accounts
 * come with a year of orders (demo/demo-history.ts).
 */
export async function newAccountThroughApi(
  shop: ShopUnderTest,
  typeCompte: 'VENDEUR' | 'ACHETEUR',
  userName: string,
): Promise<LoginResponse> {
  const number = `${process.pid}${++registered}`.slice(-6).padStart(6, '0');
  const email = `nouveau-${number}-${Date.now()}@test.example`;
  const password = 'Mot-de-passe-2026';
  const { status } = await callApi(shop, '/api/users/register', {
    method: 'POST',
    body: JSON.stringify({
      userName,
      pays: 'Togo',
      ville: 'Lomé',
      telephone: `+228 98 ${number}`,
      email,
      typeCompte,
      password,
    }),
  });
  expect(status).toBe(201);
  return loginThroughApi(shop, email, password);
}

/** Types the account into the login page's form and sends it, as a person would. */
export async function loginThroughForm(
  shop: ShopUnderTest,
  page: Page,
  email: string,
  password: string,
) {
  await page.goto(`${shop.app.baseUrl}/connexion`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Continuer' }).click();
}

/**
 * A blank page of its own browser context (axe needs an explicit one, and each page gets storage
 * of its own), 360 px wide as a phone unless told. Close it with `page.context().close()`.
 */
export async function newPhonePage(shop: ShopUnderTest, width = 360): Promise<Page> {
  const context = await shop.browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

/**
 * A phone (or a wider screen) with the account signed in, on `path`, its heading shown: the
 * session cookie the login set, and the storage keys the login page writes, both in the new
 * context's starting state (no page loaded just to write them).
 */
export async function signedInPage(
  shop: ShopUnderTest,
  account: LoginResponse,
  path: string,
  width = 360,
): Promise<Page> {
  const origin = new URL(shop.app.baseUrl).origin;
  const localStorage = sessionEntries(sessionFromLogin(account)).flatMap(([name, value]) =>
    value === null ? [] : [{ name, value }],
  );
  const context = await shop.browser.newContext({
    viewport: { width, height: 800 },
    storageState: {
      cookies: [
        {
          name: SESSION_COOKIE,
          value: account.token,
          domain: new URL(origin).hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin, localStorage }],
    },
  });
  const page = await context.newPage();
  await page.goto(`${shop.app.baseUrl}${path}`);
  // The screen's own heading hydrated: its buttons and forms answer from the first tap.
  await hydrated(page.getByRole('heading', { level: 1 }).first());
  return page;
}

/**
 * Orders `quantity` of one product, paid on delivery, as the buyer whose token this is, at the
 * product's price of the moment (what a refreshed cart shows).
 */
export async function placeCashOrder(
  shop: ShopUnderTest,
  order: { token: string; productId: number; quantity: number; delivery: DeliveryDetails },
): Promise<Order> {
  const listed = await callApi<ProductListingEntry[]>(
    shop,
    `/api/produits/listeproduits?ids=${order.productId}`,
  );
  const price = listed.body[0]!.price;
  const { status, body } = await callApi<CheckoutResult>(shop, '/api/commandes', {
    method: 'POST',
    token: order.token,
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      lines: [{ id: order.productId, quantity: order.quantity, price }],
      subtotal: price * order.quantity,
      delivery: order.delivery,
      payment: { method: 'Paiement à la livraison' },
    }),
  });
  expect(status).toBe(201);
  expect(body.paymentUrl).toBeNull();
  expect(body.orders).toHaveLength(1);
  return body.orders[0]!;
}

/** Nothing wider than the screen: no sideways scroll of the page. */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Texts their own box cuts: an element that hides what overflows, without an ellipsis, whose
 * own text is wider than it (a Mantine button keeps its label on one line and hides the rest:
 * « Gérer les commande », « Mod »). Screen-reader-only texts (1-px boxes) are not seen anyway.
 */
export const clippedTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') return [];
      if (style.textOverflow === 'ellipsis' || element.clientWidth <= 1) return [];
      if (element.scrollWidth <= element.clientWidth + 1) return [];
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      return ownText ? [ownText] : [];
    }),
  );

/**
 * Links inside a sentence that stand apart wrongly (Mantine's Anchor is 16 px in 14-px text) or
 * not enough: neither underlined nor bolder than their text, they differ by colour alone.
 */
export const linksUnlikeTheirSentence = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a')].flatMap((link) => {
      const parent = link.parentElement;
      if (!parent || getComputedStyle(link).display !== 'inline') return [];
      const sentence = [...parent.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!sentence) return [];
      const [own, around] = [getComputedStyle(link), getComputedStyle(parent)];
      const name = link.textContent?.trim();
      const flaws = [];
      if (own.fontSize !== around.fontSize)
        flaws.push(`${name}: ${own.fontSize} in ${around.fontSize}`);
      const underlined = own.textDecorationLine.includes('underline');
      if (!underlined && own.fontWeight === around.fontWeight) flaws.push(`${name}: colour alone`);
      return flaws;
    }),
  );

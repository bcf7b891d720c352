import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

const shop = sharedShopUnderTest();

// Accounts in the browser: registration and login store the spec's keys and open the right
// dashboard; the guard sends visitors and other roles away; logout keeps the cart.
// Login is limited to 20 tries a minute per address: this file signs in only a few times.

const AUTH_KEYS = ['token', 'tenantId', 'name', 'email', 'boutiqueId', 'userId', 'typeCompte'];

async function newPage(path: string) {
  const page = await shop.browser.newPage({ viewport: { width: 360, height: 800 } });
  await page.goto(`${shop.app.baseUrl}${path}`);
  return page;
}

const storage = (page: Page) =>
  page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...AUTH_KEYS, 'cart'],
  );

const pathname = (page: Page) => new URL(page.url()).pathname;

async function register(page: Page, account: Record<string, string>) {
  await page.goto(`${shop.app.baseUrl}/inscription`);
  await page.locator('main input[name="userName"]').fill(account.userName!);
  await page.locator('main select[name="pays"]').selectOption('Togo');
  await page.locator('main input[name="ville"]').fill('Kara');
  await page.locator('main input[name="telephone"]').fill(account.telephone!);
  await page.locator('main input[name="email"]').fill(account.email!);
  await page.locator('main select[name="typeCompte"]').selectOption(account.typeCompte!);
  if (account.instituteName) {
    await page.locator('main input[name="instituteName"]').fill(account.instituteName);
  }
  await page.locator('main input[name="password"]').fill('karite-pur-2026');
  await page.locator('main input[name="confirmPassword"]').fill('karite-pur-2026');
  // The screen is the spec's « S’inscrire »; its button says what it does, as on every form.
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('S’inscrire');
  expect(await page.getByLabel('Confirmer le mot de passe').getAttribute('name')).toBe(
    'confirmPassword',
  );
  await page.getByRole('button', { name: 'Créer un compte' }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${shop.app.baseUrl}/connexion`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Continuer' }).click();
}

describe('registration', () => {
  it('links its « conditions d’utilisation » to terms that hold them', async () => {
    const page = await newPage('/inscription');
    // The form's own link (the footer has one too).
    await page.locator('main').getByRole('link', { name: 'conditions d’utilisation' }).click();
    await page.waitForURL(/\/conditions-d-utilisation$/);
    await page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    for (const expected of [
      'Les comptes',
      'Commander et payer',
      'Livraison, problèmes et retours',
      'Ce que les boutiques publient',
      'Vos données',
    ]) {
      expect(headings).toContain(expected);
    }
    const text = await page.locator('main').innerText();
    expect(text).toContain('Paiement à la livraison');
    expect(text).toContain('encaissé par la place de marché');
    await page.close();
  });

  it('opens a seller’s statistics in the seller layout, with the spec keys stored', async () => {
    const page = await newPage('/');
    await register(page, {
      userName: 'Akosua Mensah',
      telephone: '+228 90 55 66 01',
      email: 'akosua.e2e@exemple.tg',
      typeCompte: 'VENDEUR',
      instituteName: 'Karité d’Akosua',
    });
    await page.waitForURL(/\/vendeur-dashboard\/\d+\/statistics$/);
    const stored = await storage(page);
    expect(pathname(page)).toBe(`/vendeur-dashboard/${stored.tenantId}/statistics`);
    expect(stored).toMatchObject({
      name: 'Akosua Mensah',
      email: 'akosua.e2e@exemple.tg',
      typeCompte: 'VENDEUR',
    });
    for (const key of ['token', 'tenantId', 'boutiqueId', 'userId']) {
      expect(stored[key]).toBeTruthy();
    }
    await expect.poll(() => page.getByText('Baobab - Vendeur').isVisible()).toBe(true);
    // The home screen shows first, then the statistics replace it.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Tableau de bord');
    const menu = page.getByRole('navigation', { name: 'Menu vendeur' });
    for (const label of ['Tableau de bord', 'Commandes', 'Produits', 'Paramètres']) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    const shortcuts = page.getByRole('navigation', { name: 'Raccourcis vendeur' });
    expect(await shortcuts.getByRole('link', { name: 'Gérer les commandes' }).isVisible()).toBe(
      true,
    );
    await page.close();
  });

  it('opens a buyer’s dashboard under its own top bar; back in the shop, Mon espace replaces Connexion', async () => {
    const page = await newPage('/');
    await register(page, {
      userName: 'Koffi Dossou',
      telephone: '+228 90 55 66 02',
      email: 'koffi.e2e@exemple.tg',
      typeCompte: 'ACHETEUR',
    });
    await page.waitForURL(/\/acheteur-dashboard\/\d+$/);
    const stored = await storage(page);
    expect(pathname(page)).toBe(`/acheteur-dashboard/${stored.tenantId}`);
    expect(stored).toMatchObject({ typeCompte: 'ACHETEUR', name: null, boutiqueId: null });
    const menu = page.getByRole('navigation', { name: 'Menu acheteur' });
    await expect.poll(() => menu.getByRole('link', { name: 'Mes Achats' }).isVisible()).toBe(true);
    // The dashboard has its own top bar: the shop's header and footer are not drawn above it.
    expect(await page.getByRole('button', { name: 'Ouvrir le menu' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Liens rapides' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Accueil', exact: true }).click();
    await page.waitForURL(`${shop.app.baseUrl}/`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.getByRole('link', { name: 'Mon espace' }).isVisible())
      .toBe(true);
    expect(await drawer.getByRole('link', { name: 'Connexion' }).count()).toBe(0);
    await page.close();
  });

  it('shows the server’s message for an e-mail already used', async () => {
    const page = await newPage('/');
    await register(page, {
      userName: 'Koffi Bis',
      telephone: '+228 90 55 66 03',
      email: 'koffi.e2e@exemple.tg',
      typeCompte: 'ACHETEUR',
    });
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'e-mail' }).textContent())
      .toBe('Un compte existe déjà avec cet e-mail.');
    expect(pathname(page)).toBe('/inscription');
    await page.close();
  });
});

describe('login, guard and logout', () => {
  it('opens the demo admin’s dashboard', async () => {
    const page = await newPage('/');
    await login(page, 'admin@baobab.example', 'Baobab-Admin-2026');
    await page.waitForURL(/\/admin\/\d+$/);
    const stored = await storage(page);
    expect(pathname(page)).toBe(`/admin/${stored.userId}`);
    expect(stored.typeCompte).toBe('ADMIN');
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Tableau de bord de l’administration' }).isVisible(),
      )
      .toBe(true);
    await page.close();
  });

  it('says « E-mail, téléphone ou mot de passe incorrect. » for a wrong password and stores nothing', async () => {
    const page = await newPage('/');
    await login(page, 'admin@baobab.example', 'pas-le-bon-mot-de-passe');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'incorrect' }).textContent())
      .toBe('E-mail, téléphone ou mot de passe incorrect.');
    expect((await storage(page)).token).toBeNull();
    await page.close();
  });

  it('sends an anonymous visitor from a dashboard to the sign-in page, with the way back', async () => {
    const page = await newPage('/vendeur-dashboard/1');
    await page.waitForURL(
      `${shop.app.baseUrl}/connexion?session=absente&retour=%2Fvendeur-dashboard%2F1`,
    );
    await page.close();
  });

  it('sends a buyer typing /admin/1 to their own dashboard; logout keeps the cart', async () => {
    const page = await newPage('/');
    await register(page, {
      userName: 'Ama Agbeko',
      telephone: '+228 90 55 66 04',
      email: 'ama.e2e@exemple.tg',
      typeCompte: 'ACHETEUR',
    });
    await page.waitForURL(/\/acheteur-dashboard\/\d+$/);
    const own = pathname(page);

    for (const elsewhere of ['/admin/1', '/vendeur-dashboard/1/orders', '/acheteur-dashboard/1']) {
      await page.goto(`${shop.app.baseUrl}${elsewhere}`);
      await expect.poll(() => pathname(page)).toBe(own);
    }

    await page.evaluate(() => localStorage.setItem('cart', '[]'));
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Êtes-vous sûr de vouloir vous déconnecter ?');
      void dialog.accept();
    });
    await page
      .getByRole('navigation', { name: 'Menu acheteur' })
      .getByRole('button', { name: 'Déconnexion' })
      .click();
    await page.waitForURL(`${shop.app.baseUrl}/`);
    const stored = await storage(page);
    for (const key of AUTH_KEYS) expect(stored[key]).toBeNull();
    expect(stored.cart).toBe('[]');

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.getByRole('link', { name: 'Connexion' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Mon espace' }).count()).toBe(0);
    await page.close();
  });

  it('signs in through its own page and works on the cookie alone; logout ends the session on the server', async () => {
    const page = await newPage('/');
    // Every request the site makes from here on: none goes to the API, none carries a token.
    const requests: { url: string; authorization: string | undefined }[] = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), authorization: request.headers().authorization }),
    );
    await login(page, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
    await page.waitForURL(/\/acheteur-dashboard\/\d+$/);
    const own = pathname(page);
    const token = (await storage(page)).token;
    expect(token).toBeTruthy();
    expect(
      requests.filter((request) => new URL(request.url).pathname === '/connexion.data'),
    ).not.toEqual([]);

    // The stored copy gone (another script cleared it), the cookie still signs the site in.
    await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), AUTH_KEYS);
    await page.goto(`${shop.app.baseUrl}/`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect
      .poll(() => drawer.getByRole('link', { name: 'Mon espace' }).isVisible())
      .toBe(true);
    await drawer.getByRole('link', { name: 'Mon espace' }).click();
    await page.waitForURL(`${shop.app.baseUrl}${own}`);
    const menu = page.getByRole('navigation', { name: 'Menu acheteur' });
    await menu.getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();

    page.once('dialog', (dialog) => void dialog.accept());
    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL(`${shop.app.baseUrl}/`);
    expect(requests.filter((request) => new URL(request.url).pathname.startsWith('/api/'))).toEqual(
      [],
    );
    expect(requests.filter((request) => request.authorization !== undefined)).toEqual([]);
    // The server ended that session: its token is refused, by the API as by the pages.
    const check = await fetch(`${shop.app.baseUrl}/api/users/check-auth`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.status).toBe(401);
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name === 'baobab_session')).toEqual([]);
    await page.goto(`${shop.app.baseUrl}${own}`);
    await page.waitForURL(/\/connexion\?/);
    await page.close();
  });

  it('removes a stored token the server does not know and sends the visitor to sign in', async () => {
    const page = await newPage('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'jeton-invente');
      localStorage.setItem('tenantId', '1');
      localStorage.setItem('userId', '1');
      localStorage.setItem('typeCompte', 'ADMIN');
    });
    await page.goto(`${shop.app.baseUrl}/admin/1`);
    await page.waitForURL(/\/connexion\?session=/);
    await expect.poll(async () => (await storage(page)).token).toBeNull();
    await page.close();
  });
});

import { chromium } from 'playwright-core';
const suffix = process.argv[2]!;
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'awa@baobab.example', password: 'Baobab-Vendeur-2026' }) });
const { token, userId } = (await login.json()) as { token: string; userId: number };
const user = { id: userId };
const pages: [string, string, boolean][] = [
  ['home', '/', false], ['products', '/products', false], ['product', '/product-details/43', false],
  ['blog', '/astuces-recettes', false], ['connexion', '/connexion', false], ['cart', '/cart', false],
  ['seller-home', `/vendeur-dashboard/${user.id}`, true], ['seller-orders', `/vendeur-dashboard/${user.id}/orders`, true],
  ['seller-products', `/vendeur-dashboard/${user.id}/products`, true], ['seller-stats', `/vendeur-dashboard/${user.id}/statistics`, true],
];
for (const width of [360, 1280]) {
  for (const [name, path, signedIn] of pages) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    if (signedIn) await context.addCookies([{ name: 'baobab_session', value: token, url: base }]);
    const page = await context.newPage();
    await page.goto(base + path);
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-awaiting-js'), null, { timeout: 20000 }).catch(() => {});
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-${suffix}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { lineFromEntry } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { HELP_GUIDES, guidePath } from '../app/features/help-centre/guides.ts';
import { benchApi } from './bench-orders.ts';
import { auditPage, failingAudits, scoreOf } from './lighthouse-run.ts';
import { BUDGETS, startBuiltApp, verdict } from './storefront.ts';

// `npm run bench:accessibility`: Lighthouse's accessibility audit (issue 13: 100 on every
// storefront page) on each page a visitor can open, on Lighthouse's default phone, one run
// each (the audit reads the page, it does not time it). The cart and the checkout hold one
// line, as a buyer sees them; the tracking page is a real order's, placed by the demo buyer.
// The end-to-end suite runs axe on most of these pages too (tests/e2e/accessibility.spec.ts),
// for serious and critical violations only; Lighthouse fails a page on any of its audits. The
// 404 page is axe's alone: Lighthouse refuses to audit an answer with that status.

interface AuditedPage {
  path: string;
  /** Put in the site's local storage first. */
  localStorage?: Record<string, string>;
}

async function firstOf<T>(url: string, what: string): Promise<T> {
  const [first] = (await (await fetch(url)).json()) as T[];
  if (!first) throw new Error(`The demo data has no ${what} to audit.`);
  return first;
}

/** Every page of the storefront, with ids taken from the demo data. */
async function storefrontPages(baseUrl: string): Promise<AuditedPage[]> {
  const offer = await firstOf<ProductListingEntry>(
    `${baseUrl}/api/produits/listeproduits?page=1&limit=1`,
    'product',
  );
  const article = await firstOf<{ id: number }>(`${baseUrl}/api/articles`, 'article');
  const recipe = await firstOf<{ id: number }>(`${baseUrl}/api/recettes`, 'recipe');
  const api = benchApi(baseUrl);
  const { token } = await api.login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR);
  const { trackingUrl } = await api.checkout(token, offer);
  const cart = JSON.stringify([lineFromEntry(offer)]);
  const [guide] = HELP_GUIDES;
  return [
    { path: '/' },
    { path: '/products' },
    { path: '/products?q=karite' },
    { path: `/product-details/${offer.id}` },
    { path: `/boutique/${offer.boutique.id}` },
    { path: '/astuces-recettes' },
    { path: `/article/${article.id}` },
    { path: `/recette/${recipe.id}` },
    { path: '/cart', localStorage: { cart } },
    { path: '/checkout', localStorage: { cart } },
    { path: new URL(trackingUrl, baseUrl).pathname },
    { path: '/connexion' },
    { path: '/inscription' },
    { path: '/mot-de-passe-oublie' },
    { path: '/contact' },
    ...(guide ? [{ path: guidePath(guide) }] : []),
    { path: `/signaler/${offer.id}` },
    { path: '/mentions-legales' },
    { path: '/conditions-d-utilisation' },
    { path: '/politique-de-confidentialite' },
    { path: '/politique-de-contenu' },
  ];
}

const reportsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'baobab-accessibility-'));
const app = await startBuiltApp();
try {
  const pages = await storefrontPages(app.baseUrl);
  const rows: Record<string, { accessibility: number; failing: string }> = {};
  const verdicts: string[] = [];
  for (const [index, page] of pages.entries()) {
    const lhr = await auditPage(app.baseUrl + page.path, {
      categories: ['accessibility'],
      reportFile: path.join(reportsDir, `page-${index + 1}.json`),
      localStorage: page.localStorage,
    });
    const score = scoreOf(lhr, 'accessibility');
    const failing = failingAudits(lhr).map((failure) => failure.title);
    rows[page.path] = { accessibility: score, failing: failing.join('; ') || '—' };
    verdicts.push(
      `${page.path}: ${score} (budget = ${BUDGETS.accessibilityScore}) ` +
        verdict(score, BUDGETS.accessibilityScore, 'points', true),
    );
  }
  console.log(
    `\nLighthouse accessibility, ${pages.length} storefront pages, default phone, ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  );
  console.table(rows);
  for (const line of verdicts) console.log(line);
  console.log(`\nJSON reports: ${reportsDir}`);
} finally {
  await app.stop();
}

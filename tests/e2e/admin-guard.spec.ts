import { beforeAll, describe, expect, it } from 'vitest';
import { operationForm } from '../../app/features/operation-form.ts';
import { ADMIN_MENU } from '../../app/features/session/dashboard-menus.ts';
import type { LoginResponse } from '#common/session.ts';
import { accountAdminOperations } from '#modules/account-admin/account-admin.operations.ts';
import { blogOperations } from '#modules/blog/blog.operations.ts';
import { categoryOperations } from '#modules/categories/categories.operations.ts';
import { claimQueueOperations } from '#modules/claim-queue/claim-queue.operations.ts';
import { communityOperations } from '#modules/community/community.operations.ts';
import { moderationOperations } from '#modules/moderation/moderation.operations.ts';
import { orderOperations } from '#modules/orders/orders.operations.ts';
import { outboxOperations } from '#modules/outbox/outbox.operations.ts';
import { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import { queryShop } from '../support/shop-database.ts';
import { sharedShopUnderTest } from '../support/shop-under-test.ts';
import { loginThroughApi, SESSION_COOKIE } from '../support/signed-in.ts';

const shop = sharedShopUnderTest();

// The back-office's pages and their actions, for everyone but its admin: an anonymous visitor
// is sent home, a seller or a buyer to their own dashboard, and a form they post changes
// nothing. The REST side is server/api/authorization.api.test.ts.

let admin: LoginResponse;
let seller: LoginResponse;
let buyer: LoginResponse;

beforeAll(async () => {
  admin = await loginThroughApi(shop, 'admin@baobab.example', 'Baobab-Admin-2026');
  seller = await loginThroughApi(shop, 'awa@baobab.example', 'Baobab-Vendeur-2026');
  buyer = await loginThroughApi(shop, 'kofi@baobab.example', 'Baobab-Acheteur-2026');
});

/**
 * Every screen of the admin's dashboard: its home, the menu's screens, an account's page, the
 * article editor (new and existing).
 */
const screens = () => {
  const root = `/admin/${admin.userId}`;
  return [
    root,
    ...ADMIN_MENU.map((item) => `${root}/${item.to}`),
    `${root}/comptes/${seller.userId}`,
    `${root}/articles/nouveau`,
    `${root}/articles/1`,
  ];
};

const cookie = (login?: LoginResponse) =>
  login ? { cookie: `${SESSION_COOKIE}=${login.token}` } : ({} as Record<string, string>);

/**
 * What an admin action would change: the audit log, accounts, boutiques, offers, orders, the
 * outgoing e-mails.
 */
async function stateOfTheShop() {
  const [row] = await queryShop<Record<string, string>>(
    shop,
    `SELECT (SELECT count(*) FROM audit_log) AS audit,
            (SELECT string_agg(id || status::text, ',' ORDER BY id) FROM accounts) AS accounts,
            (SELECT string_agg(id || active::text || approval::text, ',' ORDER BY id) FROM boutiques) AS boutiques,
            (SELECT count(*) FROM boutique_produits WHERE withdrawn_at IS NOT NULL) AS withdrawn,
            (SELECT count(*) FROM product_reports WHERE resolved_at IS NULL) AS open_reports,
            (SELECT string_agg(id || status::text, ',' ORDER BY id) FROM commandes) AS orders,
            (SELECT string_agg(id || nom, ',' ORDER BY id) FROM categories) AS categories,
            (SELECT string_agg(id || nom, ',' ORDER BY id) FROM familles) AS familles,
            (SELECT string_agg(id || title || updated_at, ',' ORDER BY id) FROM articles) AS articles,
            (SELECT count(*) FROM articles) AS article_count,
            (SELECT count(*) FROM comments WHERE hidden_at IS NOT NULL) AS hidden_comments,
            (SELECT count(*) FROM comment_reports WHERE resolved_at IS NULL) AS open_comment_reports,
            (SELECT string_agg(id || status || attempts, ',' ORDER BY id) FROM outbox_messages) AS outbox`,
  );
  expect(row).toBeDefined();
  return row ?? {};
}

describe('the back-office, for anyone but its admin', () => {
  it('is open to its admin: every screen answers', async () => {
    for (const path of screens()) {
      const response = await fetch(`${shop.app.baseUrl}${path}`, {
        redirect: 'manual',
        headers: cookie(admin),
      });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('Cet écran arrive bientôt.');
    }
  });

  it('sends an anonymous visitor to sign in and a seller or a buyer to their own dashboard', async () => {
    const expected: [LoginResponse | undefined, string][] = [
      [undefined, 'connexion'],
      [seller, `/vendeur-dashboard/${seller.TenantId}/statistics`],
      [buyer, `/acheteur-dashboard/${buyer.TenantId}`],
    ];
    for (const path of screens()) {
      for (const [login, location] of expected) {
        const response = await fetch(`${shop.app.baseUrl}${path}`, {
          redirect: 'manual',
          headers: cookie(login),
        });
        expect(response.status, `${login?.typeCompte ?? 'anonyme'} ${path}`).toBe(302);
        expect(response.headers.get('location')).toBe(
          location === 'connexion'
            ? `/connexion?session=absente&retour=${encodeURIComponent(path)}`
            : location,
        );
      }
    }
  });

  it('changes nothing for the forms they post', async () => {
    const before = await stateOfTheShop();
    /** A decision on the seller's account, or on its boutique. */
    const decision = (intent: string, onBoutique: boolean) =>
      operationForm(intent, {
        params: { id: String(onBoutique ? seller.boutiqueId : seller.userId) },
        input: { raison: 'Essai' },
      });
    // One form of each intent of the back-office's actions, as its own pages would send it.
    const forms: Record<string, string>[] = [
      ...Object.values(categoryOperations).map(({ intent }) =>
        operationForm(intent, {
          params: { id: 1 },
          input: { nom: 'Pirate', familleId: 1, versCategorieId: 2 },
        }),
      ),
      ...Object.values(accountAdminOperations).map(({ intent, http }) =>
        decision(intent, http.path.startsWith('/admin/boutiques/')),
      ),
      ...[
        moderationOperations.withdraw,
        moderationOperations.withdrawRecipe,
        moderationOperations.restore,
        moderationOperations.closeReports,
        ...Object.values(claimQueueOperations),
      ].map(({ intent }) =>
        operationForm(intent, { params: { id: '1' }, input: { raison: 'Essai' } }),
      ),
      ...Object.values(communityOperations).map(({ intent }) =>
        operationForm(intent, { params: { id: '1' }, input: { raison: 'Essai' } }),
      ),
      ...Object.values(blogOperations).map(({ intent }) =>
        operationForm(intent, {
          params: { id: '1' },
          input: {
            title: 'Article pirate',
            category: 'Bons usages',
            description: 'Résumé',
            body: 'Texte',
            image: '/uploads/articles/infusion-de-kinkeliba.webp',
            published: true,
          },
        }),
      ),
      operationForm(outboxOperations.resend.intent, { params: { id: '1' } }),
      ...Object.values(orderOperations).map(({ intent }) =>
        operationForm(intent, { params: { id: 1 }, input: { statut: 'Annulé', motif: 'Essai' } }),
      ),
      ...[reviewOperations.hide, reviewOperations.show, reviewOperations.closeReports].map(
        ({ intent }) => operationForm(intent, { params: { id: '1' }, input: { raison: 'Essai' } }),
      ),
    ];
    for (const path of screens()) {
      for (const login of [undefined, seller, buyer]) {
        for (const form of forms) {
          const response = await fetch(`${shop.app.baseUrl}${path}`, {
            method: 'POST',
            redirect: 'manual',
            headers: {
              ...cookie(login),
              origin: shop.app.baseUrl,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams(form),
          });
          // Sent away (302), or no action at that address (405): never carried out.
          expect([302, 405], `${login?.typeCompte ?? 'anonyme'} ${path}`).toContain(
            response.status,
          );
        }
      }
    }
    expect(await stateOfTheShop()).toEqual(before);

    // The same form from the admin is carried out: the forms above were real ones.
    const byAdmin = await fetch(
      `${shop.app.baseUrl}/admin/${admin.userId}/comptes/${seller.userId}`,
      {
        method: 'POST',
        redirect: 'manual',
        headers: {
          ...cookie(admin),
          origin: shop.app.baseUrl,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(decision(accountAdminOperations.suspend.intent, false)),
      },
    );
    expect(byAdmin.status).toBeLessThan(400);
    const after = await stateOfTheShop();
    expect(after.audit).not.toBe(before.audit);
    expect(after.accounts).not.toBe(before.accounts);
  });
});

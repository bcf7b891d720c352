import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#modules/auth/password.ts';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-database.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { demoAccounts, DEMO_PASSWORDS } from './demo-accounts.ts';
import { DEMO_TEAM } from './demo-team.ts';
import { DEMO_REFUSED_MESSAGE_ERROR } from './demo-outbox.ts';
import { demoProducts } from './demo-catalogue.ts';
import { seedDemoData } from './seed-demo.ts';
import { createPayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { createLocalMediaStorage } from '#modules/storage/local-media-storage.ts';
import { createLedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import { createPayoutsRepository } from '#modules/payouts/payouts.repository.ts';
import { createPayoutsService } from '#modules/payouts/payouts.service.ts';
import { createSellerPaymentsRepository } from '#modules/seller-payments/seller-payments.repository.ts';
import { createSellerPaymentsService } from '#modules/seller-payments/seller-payments.service.ts';
import { demoActors } from './demo-history.ts';
import { demoAccount } from './demo-reports.ts';
import { SEED_OUTBOX } from './demo-outbox.ts';

let database: TestDatabase;
let uploadsDir: string;
const payoutCipher = createPayoutCipher({ current: randomBytes(32) });
/** The site the demo is seeded for, as a configuration gives it. */
const DEMO_SITE = {
  auth: { secret: randomBytes(32).toString('hex'), secretFile: '', tokenDays: 1 },
  publicUrl: 'http://localhost:3000',
  brandName: 'Baobab',
  // Not the default (7): the seeded FAQ must tell sellers the configured holding period.
  payoutHoldDays: 10,
};
const seed = () =>
  seedDemoData(database, {
    storage: createLocalMediaStorage(uploadsDir),
    site: DEMO_SITE,
    payoutCipher: async () => payoutCipher,
  });

beforeAll(async () => {
  database = await createTestDatabase('empty');
  uploadsDir = await createTempDir('baobab-seed-');
});
afterAll(async () => {
  await database?.drop();
  await fs.rm(uploadsDir, { recursive: true, force: true });
});

async function count(table: string) {
  const { rows } = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table}`,
  );
  return rows[0]!.n;
}

describe('seedDemoData', () => {
  // Renders every product and article image and walks a year of orders and payouts through the
  // services: about 35 s on a quiet 2-core machine, over 120 s beside the other suites.
  it(
    'fills an empty database with a realistic catalogue, images and demo accounts',
    { timeout: 300_000 },
    async () => {
      expect(await seed()).toBe('seeded');

      expect(await count('familles')).toBe(3);
      expect(await count('categories')).toBeGreaterThanOrEqual(8);
      expect(await count('boutiques')).toBeGreaterThanOrEqual(6);
      expect(await count('boutique_produits')).toBeGreaterThanOrEqual(60);
      const { rows: countries } = await database.pool.query('SELECT DISTINCT pays FROM boutiques');
      expect(countries.length).toBeGreaterThanOrEqual(4);
      const { rows: producers } = await database.pool.query(
        "SELECT count(*)::int AS n FROM producteurs WHERE pays IS NULL OR nom = ''",
      );
      expect(producers[0].n).toBe(0);

      // Every product has an image file that exists and is a WebP picture.
      const { rows: images } = await database.pool.query<{ url: string }>(
        'SELECT url FROM produit_images',
      );
      expect(images.length).toBe(await count('produits'));
      for (const { url } of images) {
        const file = path.join(uploadsDir, url.replace('/uploads/', ''));
        const header = (await fs.readFile(file)).subarray(0, 12).toString('latin1');
        expect(header.startsWith('RIFF') && header.endsWith('WEBP')).toBe(true);
      }
    },
  );

  it('creates the demo accounts of every role, with working passwords', async () => {
    const { rows } = await database.pool.query<{
      email: string;
      type_compte: string;
      password_hash: string;
    }>('SELECT email, type_compte, password_hash FROM accounts');
    const roles = rows.map((row) => row.type_compte);
    expect(roles.filter((role) => role === 'ADMIN')).toHaveLength(1);
    expect(roles.filter((role) => role === 'VENDEUR').length).toBeGreaterThanOrEqual(2);
    expect(roles.filter((role) => role === 'ACHETEUR').length).toBeGreaterThanOrEqual(2);
    for (const account of demoAccounts.filter((candidate) => candidate.featured)) {
      const row = rows.find((candidate) => candidate.email === account.email);
      expect(row, account.email).toBeDefined();
      expect(await verifyPassword(DEMO_PASSWORDS[account.typeCompte], row!.password_hash)).toBe(
        true,
      );
    }
    // Each seller owns exactly one boutique through its tenant.
    const { rows: owners } = await database.pool.query(
      `SELECT a.email, count(b.id)::int AS boutiques FROM accounts a
       LEFT JOIN boutiques b ON b.tenant_id = a.tenant_id
       WHERE a.type_compte = 'VENDEUR' GROUP BY a.email`,
    );
    for (const owner of owners) expect(owner.boutiques).toBe(1);
  });

  it('gives the demo a year of orders in every state, the catalogue keeping its stock', async () => {
    const { rows: statuses } = await database.pool.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM commandes GROUP BY status',
    );
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.n]));
    expect(Object.keys(byStatus).sort()).toEqual(['Annulé', 'En attente', 'En cours', 'Livré']);
    expect(byStatus['Livré']).toBeGreaterThan(byStatus['Annulé']!);

    // About twelve months, up to the last two days.
    const { rows: span } = await database.pool.query<{ oldest: number; newest: number }>(
      `SELECT extract(day FROM now() - min(created_at))::int AS oldest,
              extract(day FROM now() - max(created_at))::int AS newest FROM commandes`,
    );
    expect(span[0]!.oldest).toBeGreaterThanOrEqual(300);
    expect(span[0]!.newest).toBeLessThanOrEqual(2);

    // Through the services: every order has its history from 'En attente', every delivered
    // cash order is paid, and each featured seller and buyer has orders of their own.
    const { rows: histories } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM commandes c WHERE NOT EXISTS (
         SELECT 1 FROM commande_evenements e
         WHERE e.commande_id = c.id AND e.kind = 'statut' AND e.to_value = c.status::text)
       AND c.status <> 'En attente'`,
    );
    expect(histories[0]!.n).toBe(0);
    const { rows: unpaid } = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM commandes WHERE status = 'Livré' AND payment_status <> 'Réussi'",
    );
    expect(unpaid[0]!.n).toBe(0);
    // Each delivered order is its boutique's sale in the ledger, on the day of its delivery
    // (decision 058): every boutique with deliveries shows its sales.
    const { rows: sales } = await database.pool.query<{
      boutique: number;
      delivered: string;
      sold: string;
      misdated: number;
    }>(
      `SELECT c.boutique_id AS boutique, sum(c.total) AS delivered,
              sum(-e.amount) AS sold, count(*) FILTER (WHERE e.occurred_at <> h.at)::int AS misdated
       FROM commandes c
       LEFT JOIN ledger_entries e ON e.commande_id = c.id AND e.account = 'boutique_sales'
       CROSS JOIN LATERAL (SELECT max(created_at) AS at FROM commande_evenements
         WHERE commande_id = c.id AND kind = 'statut' AND to_value = 'Livré') h
       WHERE c.status = 'Livré' GROUP BY c.boutique_id`,
    );
    expect(sales.length).toBeGreaterThan(1);
    for (const boutique of sales) {
      expect(boutique, `boutique ${boutique.boutique}`).toMatchObject({
        sold: boutique.delivered,
        misdated: 0,
      });
    }
    const { rows: owners } = await database.pool.query<{ email: string; n: number }>(
      `SELECT a.email, count(c.id)::int AS n FROM accounts a
       LEFT JOIN boutiques b ON b.tenant_id = a.tenant_id
       LEFT JOIN commandes c ON c.boutique_id = b.id OR c.buyer_account_id = a.id
       WHERE a.email IN ('awa@baobab.example', 'kofi@baobab.example', 'fatou@baobab.example')
       GROUP BY a.email`,
    );
    for (const owner of owners) expect(owner.n, owner.email).toBeGreaterThan(0);

    const { rows: stock } = await database.pool.query<{ name: string; stock: number }>(
      `SELECT p.name, bp.stock_disponible AS stock FROM boutique_produits bp
       JOIN produits p ON p.id = bp.produit_id`,
    );
    for (const product of demoProducts) {
      expect(stock.find((row) => row.name === product.name)?.stock, product.name).toBe(
        product.stock,
      );
    }
  });

  it('gives every demo boutique a logo, a banner and its VAT rate, through the store settings', async () => {
    const { rows } = await database.pool.query<{
      logo: string;
      banner: string;
      tax: number;
      pays: string;
      history: number;
    }>(
      `SELECT b.logo_url AS logo, b.banner_url AS banner, b.tax_rate::float AS tax, b.pays,
              (SELECT count(*)::int FROM boutique_settings_changes c
               WHERE c.boutique_id = b.id AND c.panel = 'boutique') AS history
       FROM boutiques b`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.logo).toMatch(/^\/uploads\/boutiques\/[0-9a-f-]{36}\.webp$/);
      expect(row.banner).toMatch(/^\/uploads\/boutiques\/[0-9a-f-]{36}\.webp$/);
      await fs.access(path.join(uploadsDir, row.logo.replace('/uploads/', '')));
      expect(row.tax).toBe(row.pays === 'Cameroun' ? 19.25 : 18);
      expect(row.history).toBe(1);
    }
  });

  it('gives the team two open reports from the demo buyer to moderate', async () => {
    const { rows } = await database.pool.query<{ email: string; reason: string }>(
      `SELECT a.email, r.reason FROM product_reports r
       JOIN accounts a ON a.id = r.reporter_account_id
       WHERE r.resolved_at IS NULL ORDER BY r.id`,
    );
    expect(rows).toEqual([
      { email: 'kofi@baobab.example', reason: 'Allégation médicale trompeuse' },
      { email: 'kofi@baobab.example', reason: 'Description ou photo trompeuse' },
    ]);
  });

  it('publishes recipes of several shops, each linked to its own products, and keeps a draft', async () => {
    const { rows } = await database.pool.query<{ status: string; shops: number; recipes: number }>(
      `SELECT status, count(DISTINCT boutique_id)::int AS shops, count(*)::int AS recipes
       FROM recettes GROUP BY status ORDER BY status`,
    );
    expect(rows).toEqual([
      { status: 'Brouillon', shops: 1, recipes: 1 },
      { status: 'Publiée', shops: 4, recipes: 4 },
    ]);
    const { rows: foreign } = await database.pool.query(
      `SELECT rp.recette_id FROM recette_produits rp
       JOIN recettes r ON r.id = rp.recette_id
       JOIN boutique_produits bp ON bp.id = rp.boutique_produit_id
       WHERE bp.boutique_id <> r.boutique_id`,
    );
    expect(foreign).toEqual([]);
  });

  it('reviews many delivered products, some answered by their shop, some still waiting', async () => {
    const { rows } = await database.pool.query<{
      products: number;
      answered: number;
      unverified: number;
    }>(
      `SELECT count(DISTINCT r.boutique_produit_id)::int AS products,
              (count(*) FILTER (WHERE r.answer IS NOT NULL))::int AS answered,
              (count(*) FILTER (WHERE c.status <> 'Livré' OR c.buyer_account_id <> r.buyer_account_id))::int AS unverified
       FROM product_reviews r JOIN commandes c ON c.id = r.commande_id`,
    );
    expect(rows[0]!.products).toBeGreaterThanOrEqual(15);
    expect(rows[0]!.answered).toBeGreaterThan(0);
    expect(rows[0]!.unverified).toBe(0);
    // The stored figures the cards read are the reviews' own.
    const { rows: drift } = await database.pool.query(
      `SELECT bp.id FROM boutique_produits bp
       LEFT JOIN (SELECT boutique_produit_id, count(*) AS n, sum(rating) AS total
                  FROM product_reviews WHERE hidden_at IS NULL GROUP BY 1) r
         ON r.boutique_produit_id = bp.id
       WHERE bp.review_count <> coalesce(r.n, 0) OR bp.rating_total <> coalesce(r.total, 0)`,
    );
    expect(drift).toEqual([]);
  });

  it('likes, rates and comments the demo articles from the demo accounts, one comment reported', async () => {
    const { rows } = await database.pool.query<{ liked: number; rated: number; commented: number }>(
      `SELECT (SELECT count(DISTINCT target_id) FROM likes)::int AS liked,
              (SELECT count(DISTINCT target_id) FROM ratings)::int AS rated,
              (SELECT count(DISTINCT target_id) FROM comments)::int AS commented`,
    );
    expect(rows[0]!.liked).toBe(await count('articles'));
    expect(rows[0]!.rated).toBe(await count('articles'));
    expect(rows[0]!.commented).toBeGreaterThanOrEqual(6);
    const { rows: authors } = await database.pool.query<{ email: string }>(
      `SELECT DISTINCT a.email FROM comments c JOIN readers r ON r.id = c.reader_id
       JOIN accounts a ON a.id = r.account_id ORDER BY a.email`,
    );
    expect(authors.map((row) => row.email)).toContain('kofi@baobab.example');
    expect(authors.map((row) => row.email)).toContain('fatou@baobab.example');
    const { rows: reported } = await database.pool.query<{ author_name: string }>(
      `SELECT c.author_name FROM comment_reports r JOIN comments c ON c.id = r.comment_id
       WHERE r.resolved_at IS NULL`,
    );
    expect(reported).toEqual([{ author_name: 'Bonnes affaires' }]);
  });

  it('starts the back-office’s journal with the platform’s commission, the year’s payouts, the older refunds settled, the demo admin closing a third report, then setting the USD and GBP rates', async () => {
    const { rows: journal } = await database.pool.query(
      `SELECT admin_name, action, target_type, target_label FROM audit_log ORDER BY id`,
    );
    expect(journal[0]).toEqual({
      admin_name: 'Équipe Baobab',
      action: 'commission.modifiee',
      target_type: 'commission',
      target_label: 'Plateforme',
    });
    // The year's monthly payouts, then the history's paid orders cancelled long enough ago,
    // refunded by the team.
    const payouts = journal.slice(1).filter((row) => row.action === 'versement.cree');
    expect(payouts).toHaveLength(await count('versements'));
    expect(journal.slice(1, 1 + payouts.length)).toEqual(payouts);
    const afterPayouts = journal.slice(1 + payouts.length);
    const refunds = afterPayouts.filter((row) => row.action === 'remboursement.regle');
    expect(refunds.length).toBeGreaterThan(0);
    expect(afterPayouts.slice(0, refunds.length)).toEqual(refunds);
    const rows = afterPayouts.slice(refunds.length);
    const rate = (currency: string) => ({
      admin_name: 'Équipe Baobab',
      action: 'taux.modifie',
      target_type: 'devise',
      target_label: currency,
    });
    expect(rows).toEqual([
      {
        admin_name: 'Équipe Baobab',
        action: 'signalement.clos',
        target_type: 'produit',
        target_label: expect.stringContaining('Savon noir alata samina'),
      },
      rate('USD'),
      rate('GBP'),
    ]);
  });

  it('pays every demo boutique out on the first of the months, its ledger agreeing with its orders to the franc', async () => {
    const db = database.db;
    const ledger = createLedgerRepository(db);
    const payments = createSellerPaymentsService({
      repository: createSellerPaymentsRepository(db),
      ledger,
      holdDays: DEMO_SITE.payoutHoldDays,
      brandName: DEMO_SITE.brandName,
    });
    const statements = createLedgerService({
      repository: ledger,
      holdDays: DEMO_SITE.payoutHoldDays,
    });
    const { sellerOf } = await demoActors(db);
    expect(sellerOf.size).toBe(await count('boutiques'));

    // The runs: the first of a month in the morning, by transfer, each with its reference; the
    // last one two weeks ago at least, so that the latest weeks' money waits for the next.
    const { rows: runs } = await database.pool.query<{
      run_key: string;
      reference: string;
      created_at: Date;
      status: string;
      mode: string;
    }>('SELECT run_key, reference, created_at, status, mode FROM versements');
    for (const run of runs) {
      const month = run.created_at.toISOString().slice(0, 7);
      expect(run.created_at.toISOString()).toBe(`${month}-01T09:00:00.000Z`);
      expect(run).toMatchObject({ run_key: `demo-${month}`, status: 'verse', mode: 'virement' });
      expect(run.reference).toMatch(
        new RegExp(`^VIR-${month}-(MOOV|ORANGE|MTN|WAVE|BANQUE)-\\d{4}$`),
      );
      expect(run.created_at.getTime()).toBeLessThanOrEqual(Date.now() - 14 * 86_400_000);
    }
    expect(new Set(runs.map((run) => run.run_key)).size).toBeGreaterThanOrEqual(6);

    // What each boutique's orders give it: the share of those paid online and not cancelled,
    // less the commission on the cash orders delivered.
    const { rows: fromOrders } = await database.pool.query<{ boutique_id: number; due: number }>(
      `SELECT c.boutique_id,
         (coalesce(sum(c.total - l.commission) FILTER (WHERE k.payment_provider <> 'livraison'
            AND c.payment_status = 'Réussi' AND c.status <> 'Annulé'), 0)
          - coalesce(sum(l.commission) FILTER (WHERE k.payment_provider = 'livraison'
            AND c.status = 'Livré'), 0))::int AS due
       FROM commandes c JOIN checkouts k ON k.id = c.checkout_id
       JOIN (SELECT commande_id, sum(commission) AS commission FROM commande_lignes GROUP BY 1) l
         ON l.commande_id = c.id
       GROUP BY c.boutique_id`,
    );
    for (const [boutiqueId, seller] of sellerOf) {
      const { balance } = await payments.overview(seller, 1);
      const { rows: paid } = await database.pool.query<{ amount: number; netted: number }>(
        `SELECT coalesce(sum(amount), 0)::int AS amount, coalesce(sum(netted), 0)::int AS netted
         FROM versements WHERE boutique_id = $1`,
        [boutiqueId],
      );
      // « Déjà versé », as its « Paiements » shows it, is what the runs paid it.
      expect(balance.paidOut, `boutique ${boutiqueId}`).toBeGreaterThan(0);
      expect(balance.paidOut).toBe(paid[0]!.amount);
      const expected = balance.pending + balance.available - balance.commissionOwed;
      const due = fromOrders.find((row) => row.boutique_id === boutiqueId)?.due;
      expect(balance.paidOut + expected, `boutique ${boutiqueId}`).toBe(due);

      // Each payout took the whole balance available on its day: the orders it settled are
      // those released before it, and their share adds up to what the runs paid and netted.
      const { lines } = await createSellerPaymentsRepository(db).orders(boutiqueId, {
        limit: 1_000,
        offset: 0,
      });
      const settled = lines.filter((line) => line.state === 'versee');
      expect(settled.reduce((sum, line) => sum + line.gross - line.commission, 0)).toBe(
        paid[0]!.amount + paid[0]!.netted,
      );

      // Each month with a payout shows it on the boutique's statement.
      const { rows: months } = await database.pool.query<{ month: string }>(
        `SELECT DISTINCT to_char(created_at, 'YYYY-MM') AS month FROM versements
         WHERE boutique_id = $1`,
        [boutiqueId],
      );
      for (const { month } of months) {
        const statement = await statements.statement(seller, { mois: month, page: 1 });
        expect(statement.lines.map((line) => line.kind)).toContain('payout');
      }
    }

    // The back-office's « Versements »: the past runs, and boutiques whose money waits.
    const overview = await createPayoutsService({
      repository: createPayoutsRepository(db),
      minimum: 5_000,
      fedapay: null,
      cipher: async () => payoutCipher,
      outbox: SEED_OUTBOX,
      brand: DEMO_SITE,
    }).overview({
      ...(await demoAccount(db, 'admin@baobab.example')),
      sessionId: 'test',
    });
    expect(overview.recent.length).toBe(Math.min(50, runs.length));
    expect(overview.payable.length).toBeGreaterThan(0);

    const { rows: sums } = await database.pool.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::int AS total FROM ledger_entries',
    );
    expect(sums[0]!.total).toBe(0);
  });

  it('gives every demo shop its payment terms and a sealed payout account, one with a minimum', async () => {
    const { rows } = await database.pool.query<{
      name: string;
      methods: string[];
      minimum: number;
      sealed: string;
      masked: string;
      telephone: string | null;
      method: string;
    }>(
      `SELECT b.name, b.accepted_methods AS methods, b.min_order_amount AS minimum,
         b.payout_account_encrypted AS sealed, b.payout_account_masked AS masked,
         b.payout_method AS method, a.telephone
       FROM boutiques b JOIN accounts a ON a.tenant_id = b.tenant_id ORDER BY b.id`,
    );
    for (const shop of rows) {
      expect(shop.methods).toContain('Paiement à la livraison');
      expect(shop.masked).toMatch(/^•••• \d{4}$/);
      const clear = payoutCipher.open(shop.sealed);
      if (shop.method === 'Mobile Money') expect(clear).toBe(shop.telephone);
      expect(shop.sealed).not.toContain(clear);
    }
    expect(rows.find((shop) => shop.name === 'Saveurs du Faso')).toMatchObject({
      methods: ['Mobile Money', 'Paiement à la livraison'],
      minimum: 3000,
    });
    const { rows: history } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM boutique_settings_changes WHERE panel = 'paiement'`,
    );
    expect(history[0]!.n).toBe(rows.length);
  });

  it('gives the demo buyers a default address, another one and a preferred payment method', async () => {
    const { rows } = await database.pool.query<{
      email: string;
      labels: string[];
      defaults: number;
      method: string;
      operator: string | null;
    }>(
      `SELECT a.email, array_agg(d.label ORDER BY d.is_default DESC, d.id) AS labels,
         count(*) FILTER (WHERE d.is_default)::int AS defaults,
         a.preferred_payment_method AS method, a.preferred_mobile_money_operator AS operator
       FROM accounts a JOIN delivery_addresses d ON d.account_id = a.id
       GROUP BY a.id ORDER BY a.email`,
    );
    expect(rows).toEqual([
      {
        email: 'fatou@baobab.example',
        labels: ['Domicile', 'Famille à Dakar'],
        defaults: 1,
        method: 'Carte Bancaire',
        operator: null,
      },
      {
        email: 'kofi@baobab.example',
        labels: ['Maison', 'Bureau'],
        defaults: 1,
        method: 'Mobile Money',
        operator: 'Moov',
      },
    ]);
  });

  it('gives the help centre a FAQ for each side and tickets the team answered', async () => {
    const { rows: faq } = await database.pool.query<{ audience: string; n: number }>(
      'SELECT audience, count(*)::int AS n FROM faq_entries GROUP BY audience ORDER BY audience',
    );
    expect(faq.map((row) => row.audience)).toEqual(['ACHETEUR', 'VENDEUR']);
    for (const row of faq) expect(row.n).toBeGreaterThanOrEqual(3);
    const { rows: paid } = await database.pool.query<{ answer: string }>(
      "SELECT answer FROM faq_entries WHERE question LIKE 'Quand suis-je payé%'",
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]!.answer).toContain('disponible 10 jours après la livraison');
    const { rows: tickets } = await database.pool.query<{
      email: string;
      status: string;
      answers: number;
      notices: number;
    }>(
      `SELECT a.email, t.status::text AS status,
         (SELECT count(*)::int FROM support_messages m WHERE m.ticket_id = t.id AND m.from_team) AS answers,
         (SELECT count(*)::int FROM notifications n WHERE n.account_id = a.id AND n.kind = 'support') AS notices
       FROM support_tickets t JOIN accounts a ON a.id = t.account_id ORDER BY a.email`,
    );
    expect(tickets).toEqual([
      { email: 'awa@baobab.example', status: 'Résolu', answers: 1, notices: 1 },
      { email: 'kofi@baobab.example', status: 'En cours', answers: 1, notices: 1 },
    ]);
  });

  it('leaves the back-office’s e-mails sent, but one refused for « Renvoyer », and mails no one', async () => {
    const { rows } = await database.pool.query<{
      recipient: string;
      status: string;
      body: string;
      html: string | null;
      last_error: string | null;
    }>('SELECT recipient, status, body, html, last_error FROM outbox_messages ORDER BY id');
    expect(rows.length).toBeGreaterThan(10);
    const refused = rows.filter((row) => row.status === 'Échec');
    expect(refused).toEqual([
      {
        recipient: 'fatou@baobab.example',
        status: 'Échec',
        body: expect.stringContaining('Fatou'),
        html: expect.stringContaining('Fatou'),
        last_error: DEMO_REFUSED_MESSAGE_ERROR,
      },
    ]);
    const others = rows.filter((row) => row.status !== 'Échec');
    expect(
      others.every((row) => row.status === 'Envoyé' && row.body === '' && row.html === null),
    ).toBe(true);
  });

  it('never seeds twice: a populated database is left as it is', async () => {
    const before = await count('boutique_produits');
    expect(await seed()).toBe('already-populated');
    expect(await count('boutique_produits')).toBe(before);
    expect(await count('accounts')).toBe(demoAccounts.length + DEMO_TEAM.length);
  });

  it('gives Awa’s boutique a team: its owner as Admin, a Vendeur and a Client', async () => {
    const { rows } = await database.pool.query<{ email: string; role: string; owner: boolean }>(
      `SELECT a.email, m.role, m.owner FROM boutique_members m
       JOIN accounts a ON a.id = m.account_id
       JOIN boutique_members o ON o.boutique_id = m.boutique_id AND o.owner
       JOIN accounts oa ON oa.id = o.account_id AND oa.email = 'awa@baobab.example'
       ORDER BY m.id`,
    );
    expect(rows).toEqual([
      { email: 'awa@baobab.example', role: 'Admin', owner: true },
      ...DEMO_TEAM.map(({ email, role }) => ({ email, role, owner: false })),
    ]);
    // Invited by name: the boutique's, in each invitation's subject.
    const { rows: invitations } = await database.pool.query<{ subject: string }>(
      `SELECT o.subject FROM outbox_messages o WHERE o.recipient = ANY($1) ORDER BY o.id`,
      [DEMO_TEAM.map(({ email }) => email)],
    );
    const { rows: shop } = await database.pool.query<{ name: string }>(
      `SELECT b.name FROM boutiques b JOIN accounts a ON a.tenant_id = b.tenant_id
       WHERE a.email = 'awa@baobab.example'`,
    );
    expect(invitations.map((row) => row.subject)).toEqual(
      DEMO_TEAM.map(() => `Invitation à rejoindre l’équipe de ${shop[0]!.name} — Baobab`),
    );
  });
});

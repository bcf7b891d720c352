import fs from 'node:fs/promises';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { startAppProcess } from '../tests/support/app-process.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { benchApi, copyOrder, shopDatabase, summary } from './bench-orders.ts';

// `npm run bench:dashboards`: the seller's statistics, orders and payments screens on a boutique of
// 50 000 orders, through the built app as a browser asks for them (the route's `.data` loader
// answer, with the session cookie), and the orders page's whole HTML. The screens page and
// aggregate in SQL: their time must not grow with the boutique's history.
//
// One order is placed through the API; the others are copies of it made in SQL
// (bench-orders.ts).

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const dataDir = await createTempDir('baobab-bench-dashboards-');
const app = await startAppProcess({ DATA_DIR: dataDir });
const base = app.baseUrl;
const { api, login, placeOrder } = benchApi(base);

async function timeGet(path: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} : ${response.status}`);
    if (run >= 3) times.push(performance.now() - started); // the first runs warm up
    bytes = body.byteLength;
  }
  return { ...summary(times), 'answer (KiB)': (bytes / 1024).toFixed(1) };
}

try {
  const seller = await login('awa@baobab.example', 'Baobab-Vendeur-2026');
  const buyer = await login('kofi@baobab.example', 'Baobab-Acheteur-2026');
  const listing = await api<ProductListingEntry[]>('/api/produits/listeproduits');
  const offer = listing.find((entry) => entry.boutique.id === seller.boutiqueId);
  if (!offer) throw new Error('La boutique de démonstration n’a aucun produit en vente.');
  const first = await placeOrder(buyer.token, offer);
  const db = await shopDatabase(dataDir);
  const started = performance.now();
  await copyOrder(db, first.id, ORDERS - 1);
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from commandes where boutique_id = $1',
    [seller.boutiqueId],
  );
  await db.end();
  console.log(
    `Boutique « ${offer.boutique.name} » : ${rows[0]?.count} commandes (copiées en ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const cookie = `baobab_session=${seller.token}`;
  const root = `/vendeur-dashboard/${seller.TenantId}`;
  const results = {
    'statistics loader (30 j)': await timeGet(`${root}/statistics.data`, cookie),
    'statistics loader (12 m)': await timeGet(`${root}/statistics.data?periode=12m`, cookie),
    'orders loader, page 1': await timeGet(`${root}/orders.data`, cookie),
    'orders loader, page 1 000': await timeGet(`${root}/orders.data?page=1000`, cookie),
    'orders loader, « Livré »': await timeGet(`${root}/orders.data?statut=Livr%C3%A9`, cookie),
    'orders loader, search': await timeGet(`${root}/orders.data?q=karite`, cookie),
    'orders page (whole HTML)': await timeGet(`${root}/orders`, cookie),
    // The copies carry only their sales in the ledger (bench:ledger times the money's reads):
    // this times the screen's walk over the boutique's 50 000 orders for those it moved money of.
    'paiements loader, page 1': await timeGet(`${root}/paiements.data`, cookie),
  };
  console.log(`\nDashboard loaders: ${RUNS} sequential requests each, after 3 to warm up`);
  console.table(results);
} finally {
  await app.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}

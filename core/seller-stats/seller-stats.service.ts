import {
  STAT_DETAIL_LIMIT,
  type SellerStats,
  type StatOrder,
  type StatsPeriod,
} from '#common/seller-stats.ts';
import { LOW_STOCK_THRESHOLD } from '#common/seller-products.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import type {
  OrderFigure,
  SellerStatsRepository,
  StatOrderRow,
} from './seller-stats.repository.ts';
import { ofName } from '#common/french-elision.ts';
import type { LedgerRepository } from '#modules/ledger/ledger.repository.ts';

const POPULAR_PRODUCTS = 5;
const RECENT_CLIENTS = 5;
const CANCELLED_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

const dayLabel = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const monthLabel = new Intl.DateTimeFormat('fr-FR', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const toStatOrder = (row: StatOrderRow): StatOrder => ({
  id: row.id,
  orderNumber: row.orderNumber,
  client: row.client,
  status: row.status,
  total: row.total,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Cancellations older than this no longer make a notification; at most this many do. */
const CANCELLED_NOTICE_LIMIT = 10;
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export function createSellerStatsService(
  repository: SellerStatsRepository,
  ledger: Pick<LedgerRepository, 'boutiqueBalance'>,
) {
  return {
    /** The sales delivered over the period, in one figure (the dashboard's home). */
    async salesTotal(account: CurrentAccount, period: StatsPeriod): Promise<number> {
      const buckets = await repository.sales(teamBoutique(account, 'voir'), period);
      return buckets.reduce((total, bucket) => total + bucket.amount, 0);
    },

    /** The boutique of the account's team only: the account decides which one, never a parameter. */
    async forBoutique(
      account: CurrentAccount,
      period: StatsPeriod,
      now = new Date(),
    ): Promise<SellerStats> {
      const boutiqueId = teamBoutique(account, 'voir');
      const latest = (figure: OrderFigure) =>
        repository
          .latestOrders(boutiqueId, figure, STAT_DETAIL_LIMIT)
          .then((rows) => rows.map(toStatOrder));
      const [totals, orderCount, deliveredCount] = await Promise.all([
        repository.totals(boutiqueId),
        latest('orderCount'),
        latest('deliveredCount'),
      ]);
      // Sales are the ledger's, posted at each delivery (decision 058).
      const [salesTotals, totalSales] = await Promise.all([
        repository.salesTotals(boutiqueId),
        repository.latestSales(boutiqueId, STAT_DETAIL_LIMIT).then((rows) => rows.map(toStatOrder)),
      ]);
      // What the boutique is still owed is the ledger's (decision 055), never the orders' totals.
      const [balance, expectedBalance, expectedBalanceCount] = await Promise.all([
        ledger.boutiqueBalance(boutiqueId),
        repository
          .expectedBalanceOrders(boutiqueId, STAT_DETAIL_LIMIT)
          .then((rows) => rows.map(toStatOrder)),
        repository.expectedBalanceCount(boutiqueId),
      ]);
      const [popularProducts, sales, clients, lowStock, recentlyCancelled] = await Promise.all([
        repository.popularProducts(boutiqueId, POPULAR_PRODUCTS),
        repository.sales(boutiqueId, period),
        repository.clients(boutiqueId, RECENT_CLIENTS),
        repository.lowStock(boutiqueId, LOW_STOCK_THRESHOLD),
        repository.cancelledSince(
          boutiqueId,
          new Date(now.getTime() - CANCELLED_NOTICE_DAYS * DAY_MS),
          CANCELLED_NOTICE_LIMIT,
        ),
      ]);

      const notifications: SellerStats['notifications'] = [];
      if (totals.waiting > 0) {
        notifications.push({
          kind: 'nouvelles-commandes',
          title: 'Nouvelles commandes',
          message: `${plural(totals.waiting, 'commande attend', 'commandes attendent')} votre traitement.`,
        });
      }
      for (const product of lowStock) {
        notifications.push({
          kind: 'stock-bas',
          title: 'Stock bas',
          message:
            product.stock === 0
              ? `Plus de stock pour « ${product.name} ».`
              : `Il ne reste que ${product.stock} « ${product.name} ».`,
        });
      }
      for (const order of recentlyCancelled) {
        notifications.push({
          kind: 'commande-annulee',
          title: 'Commande annulée',
          message: `La commande ${order.orderNumber} ${ofName(order.client)} a été annulée.`,
        });
      }

      return {
        period,
        cards: {
          totalSales: salesTotals.amount,
          orderCount: totals.counts.orderCount,
          deliveredCount: totals.counts.deliveredCount,
          expectedBalance: balance.expected,
        },
        details: { totalSales, orderCount, deliveredCount, expectedBalance },
        detailCounts: {
          ...totals.counts,
          totalSales: salesTotals.count,
          expectedBalance: expectedBalanceCount,
        },
        popularProducts,
        sales: sales.map(({ bucket, amount }) => ({
          label: (period === '12m' ? monthLabel : dayLabel).format(new Date(bucket)),
          amount,
        })),
        totalClients: clients.total,
        recentClients: clients.recent.map((client) => ({
          name: client.name,
          lastOrderAt: new Date(client.lastOrderAt).toISOString(),
        })),
        notifications,
      };
    },
  };
}

export type SellerStatsService = ReturnType<typeof createSellerStatsService>;

import type { SellerStats, StatOrder, StatsPeriod } from '../../common/seller-stats.ts';
import { LOW_STOCK_THRESHOLD } from '../../common/seller-products.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import { Forbidden } from '../errors.ts';
import type { SellerStatsRepository, StatOrderRow } from './seller-stats.repository.ts';

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

const sum = (rows: StatOrderRow[]) => rows.reduce((total, row) => total + row.total, 0);
const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export function createSellerStatsService(repository: SellerStatsRepository) {
  return {
    /** The seller's own boutique only: the account decides which one, never a parameter. */
    async forBoutique(
      account: CurrentAccount,
      period: StatsPeriod,
      now = new Date(),
    ): Promise<SellerStats> {
      const boutiqueId = account.boutiqueId;
      if (boutiqueId === null) throw new Forbidden("Ce compte n'a pas de boutique.");
      const [orders, popularProducts, sales, clients, lowStock] = await Promise.all([
        repository.orders(boutiqueId),
        repository.popularProducts(boutiqueId, POPULAR_PRODUCTS),
        repository.sales(boutiqueId, period),
        repository.clients(boutiqueId),
        repository.lowStock(boutiqueId, LOW_STOCK_THRESHOLD),
      ]);

      const paidSales = orders.filter((o) => o.status === 'Livré' && o.paymentStatus === 'Réussi');
      const open = orders.filter((o) => o.status !== 'Annulé');
      const delivered = orders.filter((o) => o.status === 'Livré');
      const pending = orders.filter((o) => o.status === 'En attente' || o.status === 'En cours');
      const waiting = orders.filter((o) => o.status === 'En attente');
      const recentlyCancelled = orders.filter(
        (o) =>
          o.status === 'Annulé' &&
          now.getTime() - new Date(o.createdAt).getTime() < CANCELLED_NOTICE_DAYS * DAY_MS,
      );

      const notifications: SellerStats['notifications'] = [];
      if (waiting.length > 0) {
        notifications.push({
          kind: 'nouvelles-commandes',
          title: 'Nouvelles commandes',
          message: `${plural(waiting.length, 'commande attend', 'commandes attendent')} votre traitement.`,
        });
      }
      for (const product of lowStock) {
        notifications.push({
          kind: 'stock-bas',
          title: 'Stock bas',
          message:
            product.stock === 0
              ? `« ${product.name} » est épuisé.`
              : `Il ne reste que ${product.stock} « ${product.name} ».`,
        });
      }
      for (const order of recentlyCancelled) {
        notifications.push({
          kind: 'commande-annulee',
          title: 'Commande annulée',
          message: `La commande ${order.orderNumber} de ${order.client} a été annulée.`,
        });
      }

      return {
        period,
        cards: {
          totalSales: sum(paidSales),
          orderCount: open.length,
          deliveredCount: delivered.length,
          expectedBalance: sum(pending),
        },
        details: {
          totalSales: paidSales.map(toStatOrder),
          orderCount: open.map(toStatOrder),
          deliveredCount: delivered.map(toStatOrder),
          expectedBalance: pending.map(toStatOrder),
        },
        popularProducts,
        sales: sales.map(({ bucket, amount }) => ({
          label: (period === '12m' ? monthLabel : dayLabel).format(new Date(bucket)),
          amount,
        })),
        totalClients: clients.length,
        recentClients: clients.slice(0, RECENT_CLIENTS).map((client) => ({
          name: client.name,
          lastOrderAt: new Date(client.lastOrderAt).toISOString(),
        })),
        notifications,
      };
    },
  };
}

export type SellerStatsService = ReturnType<typeof createSellerStatsService>;

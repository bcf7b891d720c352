import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../common/orders.ts';
import type { StatsPeriod } from '../../common/seller-stats.ts';
import type { Database } from '../db/client.ts';

// The statistics of one boutique, straight from its orders in SQL. Dates are bucketed in UTC,
// which is also the time of Lomé, Dakar, Abidjan, Ouagadougou and Bamako.

export interface StatOrderRow {
  id: number;
  orderNumber: string;
  client: string;
  status: OrderStatus;
  paymentStatus: string;
  total: number;
  createdAt: Date;
}

const PERIODS: Record<StatsPeriod, { step: string; count: number; unit: 'day' | 'month' }> = {
  '7j': { step: '1 day', count: 7, unit: 'day' },
  '30j': { step: '1 day', count: 30, unit: 'day' },
  '12m': { step: '1 month', count: 12, unit: 'month' },
};

export function createSellerStatsRepository(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

  return {
    /** Every order of the boutique with its client's name, newest first. */
    orders: (boutiqueId: number) =>
      rows<StatOrderRow>(sql`
        select c.id, c.order_number as "orderNumber", k.client_name as client, c.status,
               c.payment_status as "paymentStatus", c.total, c.created_at as "createdAt"
        from commandes c join checkouts k on k.id = c.checkout_id
        where c.boutique_id = ${boutiqueId}
        order by c.created_at desc, c.id desc`),

    /** Units sold per product in orders that were not cancelled. */
    popularProducts: (boutiqueId: number, limit: number) =>
      rows<{ name: string; quantity: number }>(sql`
        select l.name, sum(l.quantity)::int as quantity
        from commande_lignes l join commandes c on c.id = l.commande_id
        where c.boutique_id = ${boutiqueId} and c.status <> 'Annulé'
        group by l.name
        order by quantity desc, l.name
        limit ${limit}`),

    /** Delivered and paid sales per bucket of the period, every bucket present (0 when none). */
    sales(boutiqueId: number, period: StatsPeriod) {
      const { step, count, unit } = PERIODS[period];
      return rows<{ bucket: Date; amount: number }>(sql`
        with buckets as (
          select generate_series(
            date_trunc(${unit}, now() at time zone 'UTC') - (${count - 1} * ${step}::interval),
            date_trunc(${unit}, now() at time zone 'UTC'),
            ${step}::interval
          ) as bucket
        )
        select b.bucket, coalesce(sum(c.total), 0)::int as amount
        from buckets b
        left join commandes c
          on c.boutique_id = ${boutiqueId}
         and c.status = 'Livré' and c.payment_status = 'Réussi'
         and date_trunc(${unit}, c.created_at at time zone 'UTC') = b.bucket
        group by b.bucket
        order by b.bucket`);
    },

    /** Clients (accounts, or guests by phone) of orders not cancelled, most recent first. */
    clients: (boutiqueId: number) =>
      rows<{ name: string; lastOrderAt: Date }>(sql`
        select (array_agg(k.client_name order by c.created_at desc))[1] as name,
               max(c.created_at) as "lastOrderAt"
        from commandes c join checkouts k on k.id = c.checkout_id
        where c.boutique_id = ${boutiqueId} and c.status <> 'Annulé'
        group by coalesce('compte:' || k.buyer_account_id::text, 'invite:' || k.client_phone)
        order by "lastOrderAt" desc`),

    lowStock: (boutiqueId: number, threshold: number) =>
      rows<{ name: string; stock: number }>(sql`
        select p.name, bp.stock_disponible as stock
        from boutique_produits bp join produits p on p.id = bp.produit_id
        where bp.boutique_id = ${boutiqueId} and bp.active and bp.stock_disponible < ${threshold}
        order by bp.stock_disponible, p.name`),
  };
}

export type SellerStatsRepository = ReturnType<typeof createSellerStatsRepository>;

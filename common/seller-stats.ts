import { z } from 'zod';
import { ORDER_STATUSES } from './orders.ts';

// The seller's 'Tableau de bord' (spec section 2, both variants merged), computed from the
// boutique's orders, its sales and balance from the ledger (decisions 055, 058). What each figure
// counts is written here once, for the screen and the API.

export const STATS_PERIODS = { '7j': '7 jours', '30j': '30 jours', '12m': '12 mois' } as const;
export type StatsPeriod = keyof typeof STATS_PERIODS;

export const statsQuerySchema = z.object({
  periode: z.enum(['7j', '30j', '12m'], 'Période invalide (7j, 30j ou 12m).').default('30j'),
});

export const STAT_CARDS = {
  totalSales: {
    title: 'Ventes Totales',
    help: 'Commandes livrées et payées, comptées le jour de leur livraison',
  },
  orderCount: { title: 'Nombre de commandes', help: 'Toutes, sauf les annulées' },
  deliveredCount: { title: 'Commandes livrées', help: 'Statut « Livrée »' },
  expectedBalance: {
    title: 'Solde attendu',
    help: 'Reste à vous verser : commandes payées en ligne, commission déduite, moins la commission des paiements à la livraison',
  },
} as const;
export type StatCard = keyof typeof STAT_CARDS;

/** How many of a figure's orders its detail lists, newest first (the orders screen has all). */
export const STAT_DETAIL_LIMIT = 20;

const statOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  client: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.number().int(),
  createdAt: z.string(),
});
export type StatOrder = z.infer<typeof statOrderSchema>;

export const sellerStatsSchema = z.object({
  period: z.enum(['7j', '30j', '12m']),
  cards: z.object({
    totalSales: z.number().int(),
    orderCount: z.number().int(),
    deliveredCount: z.number().int(),
    expectedBalance: z.number().int(),
  }),
  /** The latest orders behind each card, newest first (sales: last delivered), 20 at most. */
  details: z.object({
    totalSales: z.array(statOrderSchema),
    orderCount: z.array(statOrderSchema),
    deliveredCount: z.array(statOrderSchema),
    expectedBalance: z.array(statOrderSchema),
  }),
  /** How many orders are behind each card in all. */
  detailCounts: z.object({
    totalSales: z.number().int(),
    orderCount: z.number().int(),
    deliveredCount: z.number().int(),
    expectedBalance: z.number().int(),
  }),
  popularProducts: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** Sales per day (7j, 30j) or per month (12m) of their delivery, oldest first. */
  sales: z.array(z.object({ label: z.string(), amount: z.number().int() })),
  totalClients: z.number().int(),
  recentClients: z.array(z.object({ name: z.string(), lastOrderAt: z.string() })),
  notifications: z.array(
    z.object({
      kind: z.enum(['nouvelles-commandes', 'stock-bas', 'commande-annulee']),
      title: z.string(),
      message: z.string(),
    }),
  ),
});

export type SellerStats = z.infer<typeof sellerStatsSchema>;

import { formatFcfa } from '#common/money.ts';
import { STATS_PERIODS, type SellerStats, type StatsPeriod } from '#common/seller-stats.ts';

// What the sales chart draws and says: each bar's height as a share of the best bucket, and
// a French sentence summing it up for screen readers and for phones (no hover there).

type Sales = SellerStats['sales'];

export interface ChartBar {
  label: string;
  amount: number;
  /** Height in % of the chart: the best bucket is 100, an empty one 0. */
  percent: number;
  /** '05/03 : 12 500 FCFA', the bar's tooltip. */
  title: string;
}

export function chartBars(sales: Sales): ChartBar[] {
  const best = Math.max(0, ...sales.map((bucket) => bucket.amount));
  return sales.map(({ label, amount }) => ({
    label,
    amount,
    percent: best === 0 ? 0 : Math.round((amount / best) * 1000) / 10,
    title: `${label} : ${formatFcfa(amount)}`,
  }));
}

export function salesTotal(sales: Sales): number {
  return sales.reduce((total, bucket) => total + bucket.amount, 0);
}

/** The unit of one bar: a day for 7 and 30 days, a month for 12 months. */
export function bucketUnit(period: StatsPeriod): 'jour' | 'mois' {
  return period === '12m' ? 'mois' : 'jour';
}

/** 'Sur 30 jours : 17 500 FCFA ; meilleur jour : 05/03 (12 500 FCFA).' */
export function salesSummary(sales: Sales, period: StatsPeriod): string {
  const span = STATS_PERIODS[period];
  const total = salesTotal(sales);
  if (total === 0) return `Aucune vente livrée et payée sur ${span}.`;
  const best = sales.reduce((top, bucket) => (bucket.amount > top.amount ? bucket : top));
  return (
    `Sur ${span} : ${formatFcfa(total)} ; ` +
    `meilleur ${bucketUnit(period)} : ${best.label} (${formatFcfa(best.amount)}).`
  );
}

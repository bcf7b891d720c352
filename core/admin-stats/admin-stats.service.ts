import { adminOrderSearch, OPEN_ORDERS, type AdminFigures } from '#common/admin-orders.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { AdminStatsRepository, Span } from './admin-stats.repository.ts';
import { requireAdmin } from '#modules/accounts/roles.ts';

// The back-office home's three figures (issue 14). Periods are calendar years and months in UTC,
// the marketplace's time as in the seller statistics; each figure is compared with the same span
// one period earlier (1 January to today's date and time, last year), and links to its orders.

/** The same moment `years` and `months` earlier; a day the month lacks gives its last day. */
function earlier(now: Date, years: number, months: number): Date {
  const year = now.getUTCFullYear() - years;
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moment = new Date(now);
  moment.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return moment;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function createAdminStatsService(repository: AdminStatsRepository) {
  return {
    async figures(account: CurrentAccount, now = new Date()): Promise<AdminFigures> {
      requireAdmin(account);
      const year = now.getUTCFullYear();
      const month = now.getUTCMonth();
      const spans = {
        year: { from: new Date(Date.UTC(year, 0, 1)), before: now },
        lastYear: { from: new Date(Date.UTC(year - 1, 0, 1)), before: earlier(now, 1, 0) },
        month: { from: new Date(Date.UTC(year, month, 1)), before: now },
        lastMonth: { from: new Date(Date.UTC(year, month - 1, 1)), before: earlier(now, 0, 1) },
      } satisfies Record<string, Span>;
      const [sales, ongoing] = await Promise.all([repository.sales(spans), repository.ongoing()]);
      // The orders delivered within the span: a sale counts on its day of delivery.
      const salesOrders = (span: Span) =>
        adminOrderSearch({
          status: 'Livré',
          paymentStatus: 'Réussi',
          dates: 'livraison',
          from: isoDay(span.from),
          to: isoDay(now),
        });
      return {
        at: now.toISOString(),
        yearSales: { ...sales.year, previous: sales.lastYear, orders: salesOrders(spans.year) },
        monthSales: { ...sales.month, previous: sales.lastMonth, orders: salesOrders(spans.month) },
        ongoingSales: {
          ...ongoing,
          previous: null,
          orders: adminOrderSearch({ status: OPEN_ORDERS }),
        },
      };
    },
  };
}

export type AdminStatsService = ReturnType<typeof createAdminStatsService>;

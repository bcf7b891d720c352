import { formatFrenchDate, formatFrenchDateTime } from '#common/french-format.ts';
import type { Order } from '#common/orders.ts';

// How the order screens write dates, products and searches. Dates are shown in West African
// time (UTC+0, no daylight saving), whatever the device's zone, so buyer and seller agree.

/** '2026-03-05T10:30:00Z' → '5 mars 2026'. */
export function formatOrderDate(iso: string): string {
  return formatFrenchDate(iso, { month: 'short' });
}

/** '2026-03-05T10:30:00Z' → '5 mars 2026 à 10 h 30'. */
export function formatOrderDateTime(iso: string): string {
  return formatFrenchDateTime(iso, { month: 'short' });
}

/** The products of an order in one line: 'Beurre de karité, Savon noir'. */
export function orderProducts(order: Pick<Order, 'lines'>): string {
  return order.lines.map((line) => line.name).join(', ');
}

export function orderQuantity(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

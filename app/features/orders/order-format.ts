import type { Order } from '../../../common/orders.ts';

// How the order screens write dates, products and searches. Dates are shown in West African
// time (UTC+0, no daylight saving), whatever the device's zone, so buyer and seller agree.

const TIME_ZONE = 'Africa/Lome';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: TIME_ZONE });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short', timeZone: TIME_ZONE });

/** '2026-03-05T10:30:00Z' → '5 mars 2026'. */
export function formatOrderDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '2026-03-05T10:30:00Z' → '5 mars 2026 à 10:30'. */
export function formatOrderDateTime(iso: string): string {
  // Built from two parts: ICU versions disagree on the joint (', ' or ' à ').
  const date = new Date(iso);
  return `${dateFormat.format(date)} à ${timeFormat.format(date)}`;
}

/** The products of an order in one line: 'Beurre de karité, Savon noir'. */
export function orderProducts(order: Pick<Order, 'lines'>): string {
  return order.lines.map((line) => line.name).join(', ');
}

export function orderQuantity(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

import { useCallback, useState } from 'react';
import type { Order } from '#common/orders.ts';

/**
 * The order whose detail is open, looked up in the list by id: when the list is loaded again
 * after an action, the detail shows the order's new version.
 */
export function useSelectedOrder(orders: Order[]) {
  const [id, setId] = useState<number | null>(null);
  const selected = orders.find((order) => order.id === id) ?? null;
  const select = useCallback((order: Order | null) => setId(order?.id ?? null), []);
  return { selected, select };
}

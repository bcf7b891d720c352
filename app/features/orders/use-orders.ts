import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../../common/orders.ts';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';

export type OrdersLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; orders: Order[] };

export interface OrdersList {
  load: OrdersLoad;
  /** Asks the server again after a failure. */
  retry: () => void;
  /** Puts the server's new version of an order in place (after a status change). */
  replace: (order: Order) => void;
}

/** The orders of a dashboard (`/api/commandes/mes-commandes` or `/boutique`), newest first. */
export function useOrders(url: string): OrdersList {
  const request = useAuthorizedRequest();
  const [load, setLoad] = useState<OrdersLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void request<{ orders: Order[] }>(url, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(
        result.ok
          ? { state: 'ready', orders: result.body.orders }
          : { state: 'failed', message: result.message },
      );
    });
    return () => controller.abort();
  }, [request, url, attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const replace = useCallback((order: Order) => {
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            orders: current.orders.map((known) => (known.id === order.id ? order : known)),
          }
        : current,
    );
  }, []);

  return { load, retry, replace };
}

/** The order whose detail is open, kept in step with the list (a status change shows at once). */
export function useSelectedOrder(load: OrdersLoad) {
  const [id, setId] = useState<number | null>(null);
  const selected =
    load.state === 'ready' ? (load.orders.find((order) => order.id === id) ?? null) : null;
  const select = useCallback((order: Order | null) => setId(order?.id ?? null), []);
  return { selected, select };
}

/** An order screen's list and the order whose detail is open. */
export function useOrderScreen(url: string) {
  const list = useOrders(url);
  return { ...list, ...useSelectedOrder(list.load) };
}

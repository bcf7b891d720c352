import { useCallback, useEffect, useRef, useState } from 'react';
import { cartProductsPath, describeCartChange, refreshCart } from '#common/cart.ts';
import type { ProductListingEntry } from '#common/catalogue.ts';
import { formatFcfa } from '#common/money.ts';
import { readCart, writeCart } from './cart-store.ts';

export interface RefreshedCart {
  /** What changed at the last refresh, in French: nothing is silently kept or dropped. */
  notices: string[];
  /** The server could not be reached: the prices shown are those of the last visit. */
  failed: boolean;
  /** Asks the server again, e.g. after it refused a checkout because prices changed. */
  refresh: () => Promise<void>;
}

/**
 * Fetches the current price and stock of each line, saves the cart brought up to date and says,
 * in French, what changed. Rejects when the server cannot be reached or the call was aborted.
 */
async function refreshStoredCart(signal: AbortSignal): Promise<string[]> {
  const ids = readCart().map((line) => line.id);
  if (ids.length === 0) return [];
  const response = await fetch(cartProductsPath(ids), { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const current = (await response.json()) as ProductListingEntry[];
  // Only the latest refresh may write the cart: an older answer would bring back old prices.
  signal.throwIfAborted();
  const { lines, changes } = refreshCart(readCart(), current);
  writeCart(lines);
  return changes.map((change) => describeCartChange(change, formatFcfa));
}

/** Refreshes the cart when a cart page opens, and again whenever asked. */
export function useRefreshedCart(): RefreshedCart {
  const [notices, setNotices] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef<AbortController | null>(null);

  const refresh = useCallback(() => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    return refreshStoredCart(controller.signal).then(
      (changes) => {
        setNotices(changes);
        setFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    void refresh();
    return () => latest.current?.abort();
  }, [refresh]);

  return { notices, failed, refresh };
}

import { useEffect, useState } from 'react';
import { describeCartChange, refreshCart } from '../../../common/cart.ts';
import type { ProductListingEntry } from '../../../common/catalogue.ts';
import { formatFcfa } from '../../../common/money.ts';
import { readCart, writeCart } from './cart-store.ts';

/**
 * When a cart page opens, asks the server for the current price and stock of each line and
 * returns what changed, in French, so nothing is silently kept.
 */
export function useRefreshedCart(): { notices: string[]; failed: boolean } {
  const [notices, setNotices] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const ids = readCart().map((line) => line.id);
    if (ids.length === 0) return;
    const controller = new AbortController();
    fetch(`/api/produits/listeproduits?ids=${ids.join(',')}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const current = (await response.json()) as ProductListingEntry[];
        const { lines, changes } = refreshCart(readCart(), current);
        writeCart(lines);
        setNotices(changes.map((change) => describeCartChange(change, formatFcfa)));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(true);
        return error;
      });
    return () => controller.abort();
  }, []);

  return { notices, failed };
}

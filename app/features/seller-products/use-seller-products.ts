import { useCallback, useEffect, useState } from 'react';
import type { Categorie } from '../../../common/catalogue.ts';
import type { SellerProduct } from '../../../common/seller-products.ts';
import { requestJson } from '../api-client.ts';
import { useAuthorizedRequest } from '../session/use-authorized-request.ts';

export type ProductsLoad =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; products: SellerProduct[] };

const newestFirst = (products: SellerProduct[]) => [...products].sort((a, b) => b.id - a.id);

/** The seller's own products, on sale or not (`GET /api/produits/ma-boutique`), newest first. */
export function useSellerProducts() {
  const request = useAuthorizedRequest();
  const [load, setLoad] = useState<ProductsLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void request<SellerProduct[]>('/api/produits/ma-boutique', {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      // A failed refresh keeps the list on screen; only a first load shows the error.
      setLoad((current) =>
        result.ok
          ? { state: 'ready', products: newestFirst(result.body) }
          : current.state === 'ready'
            ? current
            : { state: 'failed', message: result.message },
      );
    });
    return () => controller.abort();
  }, [request, attempt]);

  /** Asks the server again; the current list stays until the answer comes. */
  const refresh = useCallback(() => setAttempt((count) => count + 1), []);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  /** Puts the server's new version of a product in place (stock, on/off sale). */
  const replace = useCallback((product: SellerProduct) => {
    setLoad((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            products: current.products.map((known) => (known.id === product.id ? product : known)),
          }
        : current,
    );
  }, []);

  return { load, refresh, retry, replace };
}

export type CategoriesLoad =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; categories: Categorie[] };

/** The categories a product may go in (public list). */
export function useCategories(): CategoriesLoad {
  const [load, setLoad] = useState<CategoriesLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void requestJson<Categorie[]>('/api/categories/listecategories', {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setLoad(
        result.ok
          ? { state: 'ready', categories: result.body }
          : { state: 'failed', message: result.message },
      );
    });
    return () => controller.abort();
  }, []);
  return load;
}

/** Select options grouped by family, families and categories in French alphabetical order. */
export function categoryOptions(categories: Categorie[]) {
  const byFamily = new Map<string, { value: string; label: string }[]>();
  const collator = new Intl.Collator('fr');
  for (const category of [...categories].sort((a, b) => collator.compare(a.nom, b.nom))) {
    const items = byFamily.get(category.famille.nom) ?? [];
    items.push({ value: String(category.id), label: category.nom });
    byFamily.set(category.famille.nom, items);
  }
  return [...byFamily]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([group, items]) => ({ group, items }));
}

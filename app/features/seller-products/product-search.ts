import type { SellerProduct } from '../../../common/seller-products.ts';

// The seller's search box and pages over its own products, all in the browser: a boutique has a
// few hundred products at most, already loaded for the table.

/** Lower case without accents: 'Karité' is found by 'karite'. */
export function folded(text: string): string {
  return text
    .toLocaleLowerCase('fr')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Every word of the search is in the id, name, producer or category (order free). */
export function matchesProductSearch(product: SellerProduct, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(
    [
      String(product.id),
      product.product.name,
      product.producteur?.nom ?? product.product.producteur?.nom ?? '',
      product.product.categorie.nom,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of page `page` (1-based), the last page when `page` is past the end. */
export function pageOf<T>(items: T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

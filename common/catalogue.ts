import { cardRating } from './reviews.ts';
import type { ProductListingEntry } from './catalogue-schemas.ts';

// The catalogue as the storefront shows it: sort orders, cards, rows per category. Its shapes
// and filters, checked by Zod, are in ./catalogue-schemas.ts.

export type {
  Categorie,
  Famille,
  ProductDetails,
  ProductListingEntry,
  ProductListQuery,
} from './catalogue-schemas.ts';

export const DEFAULT_PAGE_SIZE = 24;

/** Category used when grouping products that have none (spec section 3). */
const FALLBACK_CATEGORY = 'Autres';

/** What a product card shows and the cart needs: the listing entry without the long texts. */
export interface ProductCardEntry {
  id: number;
  price: number;
  stockDisponible: number;
  /** The id links the card to the boutique's page; the logo is shown small beside its name. */
  boutique: { id: number; name: string; logoUrl: string | null };
  product: {
    name: string;
    produitimage: { url: string }[];
    categorie: { id: number; nom: string };
  };
  /** Its reviews in a few words ('4,3 sur 5 · 12 avis'); absent when nobody reviewed it. */
  ratingText?: string;
}

/** Keeps only the card's fields: pages listing many products send far less to the browser. */
export function toProductCard(entry: ProductListingEntry): ProductCardEntry {
  const { product } = entry;
  return {
    id: entry.id,
    price: entry.price,
    stockDisponible: entry.stockDisponible,
    boutique: { id: entry.boutique.id, name: entry.boutique.name, logoUrl: entry.boutique.logoUrl },
    product: {
      name: product.name,
      produitimage: product.produitimage.slice(0, 1),
      categorie: { id: product.categorie.id, nom: product.categorie.nom },
    },
    // Left out rather than null, and a string the page's data shares between equal cards:
    // the home page lists dozens of cards under its size budget.
    ...(entry.rating && { ratingText: cardRating(entry.rating) }),
  };
}

export interface CategoryGroup<T extends ProductCardEntry = ProductCardEntry> {
  name: string;
  /** The first products of the category, `shown` at most. */
  products: T[];
}

/**
 * Groups products by category name, in French alphabetical order, 'Autres' last, keeping the
 * first `shown` of each (the home page's rows: its size no longer grows with the catalogue).
 */
export function groupByCategory<T extends ProductCardEntry>(
  entries: readonly T[],
  shown = Infinity,
): CategoryGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const name = entry.product.categorie.nom.trim() || FALLBACK_CATEGORY;
    const group = groups.get(name);
    if (group) group.push(entry);
    else groups.set(name, [entry]);
  }
  return [...groups.entries()]
    .map(([name, products]) => ({ name, products: products.slice(0, shown) }))
    .sort((a, b) => {
      if (a.name === FALLBACK_CATEGORY) return 1;
      if (b.name === FALLBACK_CATEGORY) return -1;
      return a.name.localeCompare(b.name, 'fr');
    });
}

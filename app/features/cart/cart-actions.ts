import { addToCart, cartProductsPath, lineFromEntry } from '#common/cart.ts';
import type { ProductCardEntry, ProductListingEntry } from '#common/catalogue.ts';
import { toastCartError, toastCounted } from '../toasts.ts';
import { changeCart } from './cart-store.ts';

/** Spec: the snackbar after adding a product stays 3 seconds. */
const ADDED_SNACKBAR_MS = 3000;
const ADDED_MESSAGE = 'Produit ajouté au panier!';

/** The spec's message for one add; quick adds that follow update it: « 3 produits ajoutés… ». */
function addedMessage(count: number): string {
  return count === 1 ? ADDED_MESSAGE : `${count} produits ajoutés au panier`;
}

/** Adds one unit of a product and tells the buyer what happened. */
export function addEntryToCart(entry: ProductCardEntry): void {
  const result = changeCart((lines) => addToCart(lines, lineFromEntry(entry)));
  if (result.error) toastCartError(result.error);
  else toastCounted('cart-added', 'feuille', addedMessage, ADDED_SNACKBAR_MS);
}

export function showCartError(error: string | undefined): void {
  if (error) toastCartError(error);
}

const ADDS_DELAYED_MESSAGE =
  'Connexion impossible : votre ajout au panier sera fait à la page suivante.';

/**
 * Adds products known by their ids alone, one unit per id in the order given: taps kept before
 * a page ran, that page left for one that does not show them (app/early-taps.ts). Says so and
 * rejects when the server cannot be reached.
 */
export async function addProductsById(ids: readonly number[]): Promise<void> {
  const response = await fetch(cartProductsPath(ids)).catch(() => null);
  if (!response?.ok) {
    toastCartError(ADDS_DELAYED_MESSAGE);
    throw new Error('Catalogue injoignable');
  }
  const entries = (await response.json()) as ProductListingEntry[];
  for (const id of ids) {
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry) addEntryToCart(entry);
  }
}

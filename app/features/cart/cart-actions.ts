import { notifications } from '@mantine/notifications';
import { addToCart, lineFromEntry } from '../../../common/cart.ts';
import type { ProductCardEntry } from '../../../common/catalogue.ts';
import { changeCart } from './cart-store.ts';

/** Spec: the snackbar after adding a product stays 3 seconds. */
export const ADDED_SNACKBAR_MS = 3000;
export const ADDED_MESSAGE = 'Produit ajouté au panier!';

/** Adds one unit of a product and tells the buyer what happened. */
export function addEntryToCart(entry: ProductCardEntry): void {
  const result = changeCart((lines) => addToCart(lines, lineFromEntry(entry)));
  if (result.error) {
    notifications.show({ color: 'red', message: result.error });
  } else {
    notifications.show({ color: 'feuille', message: ADDED_MESSAGE, autoClose: ADDED_SNACKBAR_MS });
  }
}

export function showCartError(error: string | undefined): void {
  if (error) notifications.show({ color: 'red', message: error });
}

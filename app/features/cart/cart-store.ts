import { useSyncExternalStore } from 'react';
import {
  CART_STORAGE_KEY,
  CART_UPDATED_EVENT,
  parseCart,
  serializeCart,
  type CartLine,
  type CartResult,
} from '#common/cart.ts';

// The browser side of the cart: local storage under the spec's key `cart`, and the
// `cartUpdated` window event after every change so every component (top bar, cart page) follows.
// Other tabs follow through the `storage` event.

const EMPTY: CartLine[] = [];
let lastStored: string | null | undefined;
let lastLines: CartLine[] = EMPTY;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private browsing on some phones): an empty cart
  }
}

/** The current cart; the same array until the stored value changes (React compares by reference). */
export function readCart(): CartLine[] {
  const stored = readStorage();
  if (stored !== lastStored) {
    lastStored = stored;
    lastLines = parseCart(stored);
  }
  return lastLines;
}

export function writeCart(lines: readonly CartLine[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(lines));
  } catch {
    // Storage full or disabled: the cart lives only as long as the page.
  }
  window.dispatchEvent(new Event(CART_UPDATED_EVENT));
}

/** Applies one of the pure cart changes of common/cart.ts and saves the result. */
export function changeCart(change: (lines: readonly CartLine[]) => CartResult): CartResult {
  const result = change(readCart());
  writeCart(result.lines);
  return result;
}

function subscribe(onChange: () => void) {
  window.addEventListener(CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The cart, kept in sync with storage. Empty during server rendering. */
export function useCart(): CartLine[] {
  return useSyncExternalStore(subscribe, readCart, () => EMPTY);
}

/** A stored value that is not a list is reset to an empty list (spec section 4). */
export function resetInvalidStoredCart(): void {
  const stored = readStorage();
  if (stored !== null && serializeCart(parseCart(stored)) !== stored) writeCart(parseCart(stored));
}

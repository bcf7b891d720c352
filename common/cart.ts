import type { ProductCardEntry, ProductListingEntry } from './catalogue.ts';
import { MAX_LINE_QUANTITY, MAX_PRICE_FCFA } from './limits.ts';

// The cart of spec section 4: a list kept by the browser under the key `cart`. Pure functions
// here; the browser store (app/features/cart/) persists the result and announces it.

export const CART_STORAGE_KEY = 'cart';
/** Window event sent after every change, so the top bar follows. */
export const CART_UPDATED_EVENT = 'cartUpdated';
export const MIN_CART_QUANTITY = 1;

/**
 * Where the site reads the current price and stock of the cart's products (app/routes/
 * cart-products.ts; the same list as GET /api/produits/listeproduits?ids=, never cached).
 */
export const cartProductsPath = (ids: readonly number[]) =>
  `/panier/produits?ids=${[...new Set(ids)].join(',')}`;

export interface CartLine {
  /** The boutique offer id (as in /product-details/{id}). */
  id: number;
  name: string;
  image: string;
  /** Whole FCFA, as last reported by the server. */
  price: number;
  quantity: number;
  /** Stock last reported by the server: quantities never go above it. */
  stock: number;
}

const isInteger = (value: unknown, min: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min;

// Checked by hand rather than with a Zod schema: this runs on every page, and keeping Zod out of
// the first-visit JavaScript saves phones a dozen kilobytes. The stored text is anyone's to edit:
// a line is kept only if every total made from it stays a sane whole number.
function toCartLine(value: unknown): CartLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, name, image, price, quantity, stock } = value as Record<string, unknown>;
  if (!isInteger(id, 1) || typeof name !== 'string' || typeof image !== 'string') return undefined;
  if (!isInteger(price, 1) || price > MAX_PRICE_FCFA || !isInteger(stock, 0)) return undefined;
  // Too many of a real product is a quantity to lower to what the server accepts, not a reason
  // to lose the line; a fraction, a text or a negative number says nothing worth keeping.
  if (!Number.isInteger(quantity) || (quantity as number) < MIN_CART_QUANTITY) return undefined;
  return {
    id,
    name,
    image,
    price,
    quantity: Math.min(quantity as number, MAX_LINE_QUANTITY),
    stock,
  };
}

export interface CartResult {
  lines: CartLine[];
  /** A French message when the change could not be made in full. */
  error?: string;
}

/**
 * What the stored text holds: its trustworthy lines, quantities at most MAX_LINE_QUANTITY.
 * Anything that is not a list resets the cart to empty.
 */
export function parseCart(stored: string | null | undefined): CartLine[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: CartLine[] = [];
  for (const item of value) {
    const line = toCartLine(item);
    // One line per product (adding it again raises its quantity): a second copy is dropped.
    if (line && !lines.some((kept) => kept.id === line.id)) lines.push(line);
  }
  return lines;
}

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines);
}

function outOfStockMessage(name: string): string {
  return `« ${name} » est en rupture de stock.`;
}

function stockLimitMessage(name: string, stock: number): string {
  return `Stock insuffisant : il ne reste que ${stock} exemplaire${stock > 1 ? 's' : ''} de « ${name} ».`;
}

/** The cart line for a product as the server lists it. */
export function lineFromEntry(entry: ProductCardEntry, quantity = 1): CartLine {
  return {
    id: entry.id,
    name: entry.product.name,
    image: entry.product.produitimage[0]?.url ?? '',
    price: entry.price,
    quantity,
    stock: entry.stockDisponible,
  };
}

function setQuantity(lines: readonly CartLine[], id: number, wanted: number): CartResult {
  const line = lines.find((candidate) => candidate.id === id);
  if (!line) return { lines: [...lines] };
  const quantity = Math.max(MIN_CART_QUANTITY, Math.min(wanted, line.stock));
  const updated = lines.map((candidate) =>
    candidate.id === id ? { ...candidate, quantity } : candidate,
  );
  return wanted > line.stock
    ? { lines: updated, error: stockLimitMessage(line.name, line.stock) }
    : { lines: updated };
}

/** Adds a product; one already in the cart gets its quantity increased instead of a new line. */
export function addToCart(lines: readonly CartLine[], product: CartLine): CartResult {
  if (product.stock <= 0) return { lines: [...lines], error: outOfStockMessage(product.name) };
  const existing = lines.find((line) => line.id === product.id);
  if (!existing) {
    const quantity = Math.min(product.quantity, product.stock);
    const added = [...lines, { ...product, quantity }];
    return quantity < product.quantity
      ? { lines: added, error: stockLimitMessage(product.name, product.stock) }
      : { lines: added };
  }
  // The server's latest price and stock win over what the cart remembered.
  const refreshed = lines.map((line) =>
    line.id === product.id
      ? {
          ...line,
          name: product.name,
          image: product.image,
          price: product.price,
          stock: product.stock,
        }
      : line,
  );
  return setQuantity(refreshed, product.id, existing.quantity + product.quantity);
}

export function incrementLine(lines: readonly CartLine[], id: number): CartResult {
  const line = lines.find((candidate) => candidate.id === id);
  return line ? setQuantity(lines, id, line.quantity + 1) : { lines: [...lines] };
}

/** Minus never goes below 1: the delete button removes a line. */
export function decrementLine(lines: readonly CartLine[], id: number): CartResult {
  const line = lines.find((candidate) => candidate.id === id);
  return line ? setQuantity(lines, id, line.quantity - 1) : { lines: [...lines] };
}

export function removeLine(lines: readonly CartLine[], id: number): CartResult {
  return { lines: lines.filter((line) => line.id !== id) };
}

/** The badge: the sum of quantities. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** What a total needs of a line: a cart line, or a checkout line with the price shown. */
type PricedLine = Pick<CartLine, 'price' | 'quantity'>;

export function lineTotal(line: PricedLine): number {
  return line.quantity * line.price;
}

/** 'Total Général': the sum of quantity × price. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

export type CartChange =
  | { kind: 'price'; name: string; oldPrice: number; newPrice: number }
  | { kind: 'removed'; name: string }
  | { kind: 'quantity'; name: string; quantity: number };

/** French sentence shown to the buyer for each change found when the cart is refreshed. */
export function describeCartChange(change: CartChange, format: (amount: number) => string): string {
  switch (change.kind) {
    case 'price':
      return `Le prix de « ${change.name} » est passé de ${format(change.oldPrice)} à ${format(change.newPrice)}.`;
    case 'removed':
      return `Le produit « ${change.name} » n’est plus disponible et a été retiré de votre panier.`;
    case 'quantity':
      return `La quantité de « ${change.name} » a été ramenée à ${change.quantity}, le stock disponible.`;
  }
}

/**
 * Brings the cart up to date with what the server lists now. Nothing changes silently: every
 * new price, vanished product or reduced quantity is reported.
 */
export function refreshCart(
  lines: readonly CartLine[],
  current: readonly ProductListingEntry[],
): { lines: CartLine[]; changes: CartChange[] } {
  const byId = new Map(current.map((entry) => [entry.id, entry]));
  const changes: CartChange[] = [];
  const refreshed: CartLine[] = [];
  for (const line of lines) {
    const entry = byId.get(line.id);
    if (!entry || entry.stockDisponible <= 0) {
      changes.push({ kind: 'removed', name: line.name });
      continue;
    }
    const next = lineFromEntry(entry, Math.min(line.quantity, entry.stockDisponible));
    if (next.price !== line.price) {
      changes.push({ kind: 'price', name: next.name, oldPrice: line.price, newPrice: next.price });
    }
    if (next.quantity < line.quantity)
      changes.push({ kind: 'quantity', name: next.name, quantity: next.quantity });
    refreshed.push(next);
  }
  return { lines: refreshed, changes };
}

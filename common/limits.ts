// Limits the cart, the checkout and the seller's forms share. Kept free of Zod: the cart reads
// them on every page, and its first-visit JavaScript carries no schema library.

/** Units of one product in one checkout: the server refuses more, the cart never keeps more. */
export const MAX_LINE_QUANTITY = 999;

/** Highest price a seller may set, in whole FCFA; a cart line priced above it is not trusted. */
export const MAX_PRICE_FCFA = 10_000_000;

/** A client past a request limit (429), whatever the limit. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Trop de requêtes. Veuillez réessayer dans un instant.';

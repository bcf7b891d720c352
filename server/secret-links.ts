// Links that are their own key: whoever holds one follows an order, resets a password, joins a
// team, confirms an address or settles a payment. Their secret must never reach a log (issue 45,
// 1.5). One rule closes the class: a route parameter named in SECRET_PARAMS, and a query value
// named in SECRET_QUERY_KEYS, are masked in every URL written to the log. A test lists every
// route of the site and the API and requires each parameter to be classed, secret or not.

/** Route parameters that hold a secret, in the pages (app/routes.ts) and the API alike. */
export const SECRET_PARAMS: readonly string[] = ['token', 'reference'];

/** Query keys that hold a secret (the password reset's `?jeton=`, and `?token=`). */
export const SECRET_QUERY_KEYS: readonly string[] = ['jeton', 'token'];

/**
 * The pages whose path holds a secret. The pages are served by one catch-all route of the
 * server, so their own patterns are listed here (a test checks them against app/routes.ts);
 * an API route is matched by the server itself, which gives its pattern.
 */
export const SECRET_PAGE_ROUTES: readonly string[] = [
  '/suivi-commande/:token',
  '/confirmer-email/:token',
  '/invitation-equipe/:token',
  '/paiement-test/:reference',
  '/paiement/:reference',
];

export const MASK = '[masqué]';

/** React Router's data requests add `.data` to the page's path (`/suivi-commande/x.data`). */
const DATA_SUFFIX = '.data';

const isSecretParam = (segment: string) =>
  segment.startsWith(':') && SECRET_PARAMS.includes(segment.slice(1));

/** The path with the segments that the pattern's secret parameters match masked, or null. */
function maskedPath(path: string, pattern: string): string | null {
  // React Router serves `/suivi-commande/x/` as `/suivi-commande/x`.
  if (path.length > 1 && path.endsWith('/')) {
    const masked = maskedPath(path.slice(0, -1), pattern);
    return masked === null ? null : `${masked}/`;
  }
  const segments = path.split('/');
  const expected = pattern.split('/');
  if (segments.length !== expected.length || !expected.some(isSecretParam)) return null;
  const masked: string[] = [];
  for (const [index, part] of expected.entries()) {
    const segment = segments[index] ?? '';
    if (isSecretParam(part)) {
      const last = index === expected.length - 1;
      masked.push(last && segment.endsWith(DATA_SUFFIX) ? `${MASK}${DATA_SUFFIX}` : MASK);
    } else if (part.startsWith(':') || part === segment) {
      masked.push(segment);
    } else {
      return null;
    }
  }
  return masked.join('/');
}

/**
 * The query with secret values masked: those of the secret keys, and a secret link given as a
 * value (the test payment page's `?retour=/suivi-commande/{token}`).
 */
function maskedQuery(query: string): string {
  const params = new URLSearchParams(query);
  let changed = false;
  for (const [key, value] of [...params]) {
    const safe = SECRET_QUERY_KEYS.includes(key.toLowerCase())
      ? MASK
      : value.startsWith('/')
        ? redactSecretLinks(value)
        : value;
    if (safe !== value) {
      params.set(key, safe);
      changed = true;
    }
  }
  return changed ? params.toString() : query;
}

/**
 * The URL as the log may show it. `routePattern` is the server's matched route (e.g.
 * `/api/commandes/suivi/:token`), when it matched one; the pages' patterns are tried otherwise.
 */
export function redactSecretLinks(url: string, routePattern?: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? null : url.slice(queryAt + 1);
  const patterns = routePattern ? [routePattern, ...SECRET_PAGE_ROUTES] : SECRET_PAGE_ROUTES;
  let safePath = path;
  for (const pattern of patterns) {
    const masked = maskedPath(path, pattern);
    if (masked !== null) {
      safePath = masked;
      break;
    }
  }
  return query === null ? safePath : `${safePath}?${maskedQuery(query)}`;
}

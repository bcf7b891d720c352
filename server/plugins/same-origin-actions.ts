import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';
import { READER_COOKIE } from './reader-cookie.ts';

// The pages' route actions are authorised by the session cookie, which a browser also sends
// with a form another site submits to us (SameSite=Lax stops that only for cross-site POSTs
// from other registrable domains, not from a sibling subdomain, and not in older browsers).
// So a page write must come from one of our own pages: its Origin, or when a browser sends
// none (older ones), its Referer must say so. A write saying neither is refused too, with a
// session or without: the other site's page can ask for no Referer, and our own pages always
// send one (their Referrer-Policy is same-origin), so only forged posts lack both; a signed-out
// form (sign-in, registration) is then not posted from elsewhere either (login CSRF).
// The REST API reads bearer tokens: not concerned, except the blog's anonymous reader, whose
// cookie is their identity when no token is sent (server/api/community): held to the same.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE =
  'Cette action doit être faite depuis le site lui-même. Rechargez la page et réessayez.';

/** The origin of an address (`http://h:80/x` → `http://h`), or null for what is not one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Our own origins: the configured public address, and the address this request was sent to. */
function isOwnOrigin(origin: string | null, request: FastifyRequest, publicOrigin: string) {
  return (
    origin !== null &&
    (origin === publicOrigin || origin === originOf(`${request.protocol}://${request.host}`))
  );
}

/** A write that a cookie may authorise: every page's, and the API's anonymous reader's. */
function isCookieWrite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.url.startsWith('/api/')) return true;
  return request.cookies[READER_COOKIE] !== undefined && !request.headers.authorization;
}

function comesFromOwnPage(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const { origin, referer } = request.headers;
  const claimed = originOf(origin ?? referer ?? '');
  return isOwnOrigin(claimed, request, publicOrigin);
}

export function registerSameOriginActions(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!isCookieWrite(request) || comesFromOwnPage(request, publicOrigin)) return;
    const { origin, referer } = request.headers;
    const fetchSite = request.headers['sec-fetch-site'];
    // The Referer's origin only: its path and query may hold a secret link's token.
    const from = referer === undefined ? undefined : originOf(referer);
    request.log.warn(
      { origin, referer: from, fetchSite },
      'Écriture venue d’un autre site refusée',
    );
    return reply.status(403).send(errorBody('FORBIDDEN', CROSS_SITE_MESSAGE));
  });
}

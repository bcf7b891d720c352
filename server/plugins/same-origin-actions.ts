import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

// The pages' route actions are authorised by the session cookie, which a browser also sends
// with a form another site submits to us (SameSite=Lax stops that only for cross-site POSTs
// from other registrable domains, not from a sibling subdomain, and not in older browsers).
// So a page write must come from one of our own pages: its Origin (or, when a browser sends
// none, its Sec-Fetch-Site) must say so. The REST API reads bearer tokens only: not concerned.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE =
  'Cette action doit être faite depuis le site lui-même. Rechargez la page et réessayez.';

/** Our own origins: the configured public address, and the address this request was sent to. */
function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
}

export function registerSameOriginActions(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const sameOrigin =
      origin !== undefined
        ? isOwnOrigin(origin, request, publicOrigin)
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!sameOrigin) {
      request.log.warn({ origin, fetchSite }, 'Écriture venue d’un autre site refusée');
      return reply.status(403).send(errorBody('FORBIDDEN', CROSS_SITE_MESSAGE));
    }
  });
}

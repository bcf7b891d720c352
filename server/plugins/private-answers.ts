import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_NO_STORE } from '#common/cache-control.ts';

// An answer meant for one person (a dashboard, an account's API answer, an order reached by its
// secret link) must be kept by nobody: not by a shared cache (an operator's proxy, a CDN) that
// would hand it to the next visitor, nor on a shared phone's disk. So such answers say
// `private, no-store`, and so does any answer whose route said nothing of caching: only a route
// that chose a cache policy for an answer that is the same for everyone (the catalogue, the
// storefront pages kept for visitors without a session, robots.txt) keeps its own.

/**
 * An onSend hook: `personal` answers, and those without a Cache-Control of their route, are
 * sent with `private, no-store`.
 */
export function keepPrivate(personal: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (personal(request) || !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PRIVATE_NO_STORE);
    }
    return payload;
  };
}

/** Whether the request carries one of these cookies (a session, the blog's reader). */
export function carriesCookie(request: FastifyRequest, names: readonly string[]): boolean {
  return names.some((name) => request.cookies[name] !== undefined);
}

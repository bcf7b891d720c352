import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedRateLimits, WindowLimit } from '#modules/rate-limits/shared-rate-limits.ts';
import { errorBody } from './errors.ts';

/** The answer to a client past a limit: 429, when to come back, and a French message. */
function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string) {
  return reply
    .status(429)
    .header('retry-after', retryAfterSeconds)
    .send(errorBody('TOO_MANY_REQUESTS', message));
}

/**
 * A preHandler holding each client address (`request.ip`, as TRUST_PROXY resolves it) to `limit`
 * requests per window, counted in PostgreSQL: every instance shares the one budget.
 */
export function limitPerClient(
  rateLimits: SharedRateLimits,
  bucket: string,
  limit: WindowLimit,
  message: string,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await rateLimits.hit(bucket, [{ key: request.ip, limit }]);
    if (wait > 0) return tooManyRequests(reply, wait, message);
  };
}

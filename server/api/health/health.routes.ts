import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import { errorBody } from '../../plugins/errors.ts';
import type { ShutdownDrain } from '../../shutdown-drain.ts';
import { errorResponseSchema } from '../error-responses.ts';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

/** For load balancers: 200 only when the database answers and the instance is not stopping. */
export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; drain?: ShutdownDrain }> = async (
  app,
  { pool, drain },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Exploitation'],
        summary: 'État de l’application et de sa base de données',
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (drain?.active) {
        return reply.status(503).send(errorBody('UNAVAILABLE', 'Instance en cours d’arrêt.'));
      }
      try {
        await pool.query({
          text: 'SELECT 1',
          query_timeout: HEALTH_QUERY_TIMEOUT_MS,
        } as pg.QueryConfig);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'Base de données injoignable');
        return reply.status(503).send(errorBody('UNAVAILABLE', 'Base de données indisponible.'));
      }
    },
  );
};

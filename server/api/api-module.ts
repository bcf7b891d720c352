import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Services } from '#modules/services.ts';
import type { AppConfig } from '../config.ts';
import type { SessionCookieOptions } from '../plugins/session-cookie.ts';
import type { ShutdownDrain } from '../shutdown-drain.ts';

/** What a module's routes take from the application (server/app.ts's `buildApp`). */
export interface ApiContext {
  services: Services;
  config: AppConfig;
  pool: pg.Pool;
  drain?: ShutdownDrain;
  sessionCookie: SessionCookieOptions;
}

/**
 * A module's part of the REST API: registers its route plugins, each with its prefix, and mounts
 * its operations (mount-operation.ts) on `api`, the `/api` scope, in the order the OpenAPI
 * document lists them. `api-modules.ts` lists them all.
 */
export type ApiModule = (api: FastifyInstance, context: ApiContext) => Promise<void>;

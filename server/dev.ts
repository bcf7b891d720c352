import type { ViteDevServer } from 'vite';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startRuntime, type Runtime } from './runtime.ts';

// Development entry, loaded by Vite (`npm run dev`). Vite rebuilds the Fastify app after each
// change; the database stays open across those rebuilds and stops with the process.

const config = { ...loadConfig(), env: 'development' as const };
const logger = createLogger(config);
const globalRuntime = globalThis as typeof globalThis & { baobabRuntime?: Promise<Runtime> };

export async function createServer(vite: ViteDevServer) {
  globalRuntime.baobabRuntime ??= startRuntime(config, logger);
  const runtime = await globalRuntime.baobabRuntime;
  return buildApp({
    config,
    logger,
    pool: runtime.database.pool,
    services: runtime.services,
    web: { devServer: vite },
  });
}

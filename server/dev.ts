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

/** Ctrl-C or SIGTERM: the jobs and the database (the embedded PostgreSQL) stop, then Vite. */
function stopWithProcess(runtime: Promise<Runtime>) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      const { jobs, instance, database } = await runtime;
      await jobs.stop();
      await instance.leave();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

export async function createServer(vite: ViteDevServer) {
  if (!globalRuntime.baobabRuntime) {
    globalRuntime.baobabRuntime = startRuntime(config, logger);
    stopWithProcess(globalRuntime.baobabRuntime);
  }
  const runtime = await globalRuntime.baobabRuntime;
  return buildApp({
    config,
    logger,
    pool: runtime.database.pool,
    services: runtime.services,
    web: { devServer: vite },
  });
}

import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { startRuntime } from '../server/runtime.ts';

// The real application (embedded PostgreSQL with the demo catalogue, production settings) plus
// one trivial route, so both are measured in the same process and the same run.
const config = loadConfig();
const logger = createLogger(config);
const runtime = await startRuntime(config, logger);
const app = await buildApp({
  config,
  logger,
  pool: runtime.database.pool,
  services: runtime.services,
  web: false,
});
app.get('/bench/trivial', async () => ({ ok: true }));
// The same answer behind the token check every signed-in request pays (signature, then the
// session and its account read from the database): the difference is that check's cost.
app.get('/bench/authenticated', { preHandler: app.requireRoles() }, async () => ({ ok: true }));
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log(`READY ${config.port}`);

async function stop() {
  await app.close();
  await runtime.database.close();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

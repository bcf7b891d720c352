import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProductListingEntry } from '#common/catalogue-schemas.ts';
import { serializeProductList } from '../server/api/catalogue/product-list-json.ts';
import { freePort } from '../tests/support/free-port.ts';
import { createTempDir } from '../tests/support/temp-dir.ts';
import { withShopCatalogue } from './bench-orders.ts';
import { measureThroughput } from './http-load.ts';

// `npm run bench:api`: throughput and p99 latency of GET /api/produits/listeproduits next to a
// trivial Fastify route, measured in the same run with 100 connections (autocannon), asked as
// plain JSON and as a browser asks (brotli accepted: the list is kept compressed), and the
// cost of checking a session token: the trivial route again, behind the token check.
// Budget (DESIGN.md): the list at >= 50 % of the trivial route's req/s, p99 <= 50 ms, and at
// >= 25 % with its response cache off.

const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
/** Connections reading the list at once in listReadsPerSecond: PostgreSQL's best on 2 cores. */
const READERS = 4;

interface BenchServer {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The app and its trivial routes (bench-server.ts) on a fresh embedded database. */
async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await createTempDir('baobab-bench-');
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'bench-server.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    server.once('exit', (code) => reject(new Error(`bench-server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Microseconds per call of `serialize` on `entries`, the median of five rounds of CALLS. */
function serialisingMicroseconds(
  serialize: (entries: ProductListingEntry[]) => string,
  entries: ProductListingEntry[],
) {
  const CALLS = 1000;
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    for (let call = 0; call < CALLS; call++) serialize(entries);
    rounds.push(((performance.now() - start) * 1000) / CALLS);
  }
  return rounds.sort((a, b) => a - b)[2] ?? NaN;
}

/**
 * The list's reads alone, as many a second as READERS connections give: the app's repository
 * (its two queries and their mapping) on the app's database, without HTTP, JSON nor cache.
 * The list built from the database on every request cannot answer more.
 */
async function listReadsPerSecond(dataDir: string, seconds: number): Promise<number> {
  return withShopCatalogue(dataDir, READERS, async (catalogue) => {
    const deadline = performance.now() + seconds * 1000;
    let reads = 0;
    const reader = async () => {
      while (performance.now() < deadline) {
        await catalogue.listOffers({});
        reads++;
      }
    };
    await Promise.all(Array.from({ length: READERS }, reader));
    return reads / seconds;
  });
}

// The same app twice: as configured by default, and with the list's response cache off
// (every request reads PostgreSQL and serialises the list), the second budget.
const cachedServer = await startBenchServer();
const uncachedServer = await startBenchServer({ CATALOGUE_CACHE_SECONDS: '0' });

const measure = (url: string, seconds: number, headers: Record<string, string> = {}) =>
  measureThroughput(url, { connections: CONNECTIONS, seconds, headers });

try {
  const base = cachedServer.base;
  const targets = {
    trivial: `${base}/bench/trivial`,
    list: `${base}/api/produits/listeproduits`,
    uncachedList: `${uncachedServer.base}/api/produits/listeproduits`,
  };
  const signIn = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'kofi@baobab.example', password: 'Baobab-Acheteur-2026' }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const bearer = { authorization: `Bearer ${token}` };
  // As a browser or a phone's HTTP client asks: the list kept compressed comes as it is.
  const compressing = { 'accept-encoding': 'gzip, deflate, br' };
  await measure(targets.trivial, WARMUP_SECONDS);
  await measure(targets.list, WARMUP_SECONDS);
  await measure(targets.list, WARMUP_SECONDS, compressing);
  await measure(targets.uncachedList, WARMUP_SECONDS);
  await measure(`${base}/bench/authenticated`, WARMUP_SECONDS, bearer);
  const trivial = await measure(targets.trivial, DURATION_SECONDS);
  const list = await measure(targets.list, DURATION_SECONDS);
  const compressedList = await measure(targets.list, DURATION_SECONDS, compressing);
  const uncachedList = await measure(targets.uncachedList, DURATION_SECONDS);
  const authenticated = await measure(`${base}/bench/authenticated`, DURATION_SECONDS, bearer);
  await listReadsPerSecond(uncachedServer.dataDir, WARMUP_SECONDS);
  const listReads = await listReadsPerSecond(uncachedServer.dataDir, DURATION_SECONDS);
  if (authenticated.errors > 0) throw new Error('The token was refused during the benchmark.');
  const body = await (await fetch(targets.list)).text();
  const entries = JSON.parse(body) as ProductListingEntry[];
  const serialising = {
    plain: serialisingMicroseconds(JSON.stringify, entries),
    compiled: serialisingMicroseconds(serializeProductList, entries),
  };
  const ratio = list.requestsPerSecond / trivial.requestsPerSecond;
  const compressedRatio = compressedList.requestsPerSecond / trivial.requestsPerSecond;
  const uncachedRatio = uncachedList.requestsPerSecond / trivial.requestsPerSecond;

  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, ${os.cpus().length} cores`,
  );
  console.table({
    'GET /bench/trivial': {
      'req/s': Math.round(trivial.requestsPerSecond),
      'p99 (ms)': trivial.p99,
      errors: trivial.errors,
    },
    'GET /api/produits/listeproduits': {
      'req/s': Math.round(list.requestsPerSecond),
      'p99 (ms)': list.p99,
      errors: list.errors,
    },
    'GET /api/produits/listeproduits, brotli accepted': {
      'req/s': Math.round(compressedList.requestsPerSecond),
      'p99 (ms)': compressedList.p99,
      errors: compressedList.errors,
    },
    'GET /api/produits/listeproduits, cache off': {
      'req/s': Math.round(uncachedList.requestsPerSecond),
      'p99 (ms)': uncachedList.p99,
      errors: uncachedList.errors,
    },
    'GET /bench/authenticated (Bearer)': {
      'req/s': Math.round(authenticated.requestsPerSecond),
      'p99 (ms)': authenticated.p99,
      errors: authenticated.errors,
    },
  });
  // Server time per request, from saturated throughput: what the token check adds to each.
  const perRequestMs = (rps: number) => 1000 / rps;
  const checkCost =
    perRequestMs(authenticated.requestsPerSecond) - perRequestMs(trivial.requestsPerSecond);
  console.log(
    `Token check: ${perRequestMs(authenticated.requestsPerSecond).toFixed(3)} ms of server time per authenticated request vs ${perRequestMs(trivial.requestsPerSecond).toFixed(3)} ms anonymous (+${checkCost.toFixed(3)} ms: signature, then one query for the session and its account)`,
  );
  console.log(
    `List payload: ${(body.length / 1024).toFixed(1)} KiB, ${entries.length} products; ` +
      `serialised in ${serialising.compiled.toFixed(0)} µs by the serializer compiled from ` +
      `its schema, ${serialising.plain.toFixed(0)} µs by JSON.stringify`,
  );
  console.log(
    `List throughput / trivial: ${(ratio * 100).toFixed(1)} % (budget >= 50 %) ${ratio >= 0.5 ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `List throughput, brotli accepted / trivial: ${(compressedRatio * 100).toFixed(1)} % (budget >= 50 %) ${compressedRatio >= 0.5 ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `List throughput with its cache off / trivial: ${(uncachedRatio * 100).toFixed(1)} % (budget >= 25 %) ${uncachedRatio >= 0.25 ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(
    `The list's reads alone (the app's repository, ${READERS} connections, no HTTP, JSON nor ` +
      `cache): ${Math.round(listReads)} a second, ` +
      `${((listReads / trivial.requestsPerSecond) * 100).toFixed(1)} % of the trivial route: ` +
      `the ceiling of the list read from the database for every request`,
  );
  console.log(
    `List p99: ${list.p99} ms (budget <= 50 ms) ${list.p99 <= 50 ? 'OK' : 'OVER BUDGET'}`,
  );
} finally {
  await Promise.all([cachedServer.stop(), uncachedServer.stop()]);
}

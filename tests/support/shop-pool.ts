import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { startAppProcess, type AppProcess } from './app-process.ts';
import { removeDataDir } from './seeded-data-dir.ts';
import { createTempDir } from './temp-dir.ts';
import { ASYNCHRONOUS_COMMITS } from './test-cluster.ts';

// Most end-to-end files want the seeded demo shop as it is, on a server and database of their
// own. Starting one (copying the data folder, booting the server and its PostgreSQL) took a
// file several seconds on a busy machine, and stopping and removing it more: the end-to-end
// global setup keeps a few started ahead in this pool, lends one to each file that asks, and
// stops and removes it in the background once the file gives it back. Each file still has its
// own server and database: nothing carries from one file to the next.

/** What a file is lent: where the shop answers, and its data folder (its database's, its mail). */
export interface LentShop {
  baseUrl: string;
  dataDir: string;
}

export interface ShopPool {
  /** Where the end-to-end workers ask for a shop (POST) and give it back (DELETE). */
  url: string;
  /** Stops every shop still started, lent or not, and removes its folder. */
  close(): Promise<void>;
}

const run = promisify(execFile);

interface StartedShop {
  app: AppProcess;
  dataDir: string;
}

/** A server of its own on a copy of the seeded shop's folder, as each end-to-end file had. */
async function startSeededCopy(seededDir: string): Promise<StartedShop> {
  const dataDir = await createTempDir('baobab-e2e-lent-');
  try {
    // `cp -a` keeps the owner of the PostgreSQL cluster, which runs as another account when
    // the tests run as root.
    await run('cp', ['-a', `${seededDir}/.`, dataDir]);
    return { app: await startAppProcess({ ...ASYNCHRONOUS_COMMITS, DATA_DIR: dataDir }), dataDir };
  } catch (error) {
    await removeDataDir(dataDir);
    throw error;
  }
}

async function dispose(shop: StartedShop): Promise<void> {
  await shop.app.stop();
  await removeDataDir(shop.dataDir);
}

/**
 * Serves shops of the seeded folder once `seeded` resolves, keeping `ahead` of them started
 * before they are asked for (one per end-to-end worker: a file never waits for a start).
 */
export async function startShopPool(
  seeded: Promise<string>,
  { ahead }: { ahead: number },
): Promise<ShopPool> {
  const started: Promise<StartedShop>[] = [];
  const lent = new Map<string, StartedShop>();
  const disposals: Promise<void>[] = [];
  let closing = false;

  const startOne = () => {
    const shop = seeded.then(startSeededCopy);
    // Awaited when lent or at close; a failure is reported to the file that asks for it.
    shop.catch(() => undefined);
    return shop;
  };
  const keepAhead = () => {
    while (!closing && started.length < ahead) started.push(startOne());
  };

  async function lend(): Promise<LentShop> {
    const next = started.shift() ?? startOne();
    keepAhead();
    const shop = await next;
    lent.set(shop.app.baseUrl, shop);
    return { baseUrl: shop.app.baseUrl, dataDir: shop.dataDir };
  }

  function giveBack(baseUrl: string) {
    const shop = lent.get(baseUrl);
    if (!shop) return false;
    lent.delete(baseUrl);
    disposals.push(dispose(shop));
    return true;
  }

  const server = http.createServer((request, response) => {
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://pool');
    if (pathname !== '/shops') return answer(404);
    if (request.method === 'POST') {
      lend().then(
        (shop) => answer(200, shop),
        (error: unknown) =>
          answer(500, { message: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    if (request.method === 'DELETE')
      return answer(giveBack(searchParams.get('baseUrl') ?? '') ? 204 : 404);
    answer(405);
  });
  // A file may wait long for its first shop while the seed is made: no time limit on answers.
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  keepAhead();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/shops`,
    async close() {
      closing = true;
      await new Promise((resolve) => server.close(resolve));
      const unlent = await Promise.allSettled(started.splice(0));
      for (const result of unlent)
        if (result.status === 'fulfilled') disposals.push(dispose(result.value));
      for (const shop of lent.values()) disposals.push(dispose(shop));
      lent.clear();
      await Promise.all(disposals);
    },
  };
}

/** Asks the pool for a shop of the file's own (from an end-to-end file). */
export async function borrowShop(poolUrl: string): Promise<LentShop> {
  const response = await fetch(poolUrl, { method: 'POST' });
  const body = (await response.json()) as LentShop | { message: string };
  if (!response.ok)
    throw new Error(
      `Le serveur de la boutique n'a pas démarré :\n${(body as { message: string }).message}`,
    );
  return body as LentShop;
}

/** Gives the shop back: the pool stops it and removes its folder in the background. */
export async function returnShop(poolUrl: string, shop: LentShop): Promise<void> {
  await fetch(`${poolUrl}?baseUrl=${encodeURIComponent(shop.baseUrl)}`, { method: 'DELETE' });
}

import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process.ts';
import { removeDataDir, seededDataDir } from '../support/seeded-data-dir.ts';

// A deploy behind a load balancer (issue 45, 2.1): on SIGTERM the instance must say it is going
// (health 503) while it still serves, so that the balancer stops sending it requests before it
// stops accepting them; kept-alive connections are closed by the server between answers, never
// reset under a request. The load here is what a balancer does: keep-alive clients that send
// until the health check has failed twice in a row, then send this instance nothing new.

const DRAIN_SECONDS = 3;
const HEALTH_EVERY_MS = 100;
/** Failed checks in a row before the balancer takes the instance out (HAProxy's `fall`). */
const FALL = 2;
const CLIENTS = 8;
const LOAD_PATH = '/api/produits/listeproduits?page=1&limit=4';

let dataDir: string;
let app: AppProcess;

beforeAll(async () => {
  dataDir = await seededDataDir('baobab-e2e-drain-');
  app = await startAppProcess({
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  });
});
afterAll(async () => {
  await app?.stop('SIGKILL');
  if (dataDir) await removeDataDir(dataDir);
});

interface Answer {
  sentAt: number;
  answeredAt: number;
  status: number;
  connection: string | undefined;
}

/** One GET; an answer, or the error's code (ECONNRESET, ECONNREFUSED, socket hang up…). */
function get(url: string, agent: http.Agent): Promise<Answer | { sentAt: number; error: string }> {
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          sentAt,
          answeredAt: Date.now(),
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
        }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ sentAt, error: error.code ?? error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ sentAt, error: error.code ?? error.message }),
    );
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM behind a load balancer', () => {
  it('answers health 503 at once, serves the requests that still come, then stops without resetting one', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    // Balancers check health on connections of their own.
    const checks = new http.Agent({ keepAlive: false });
    const health: (Answer | { sentAt: number; error: string })[] = [];
    const load: (Answer | { sentAt: number; error: string })[] = [];
    let failedInARow = 0;
    let portClosedAt: number | undefined;
    // When the first 503 came back: from then on the server has surely seen the signal (the
    // client's own clock for the signal is earlier than the server's handling of it).
    let drainSeenAt: number | undefined;
    // A balancer routes for a while after the first failed check before it has seen FALL of
    // them: on a busy machine the checks alone can fail faster than a request comes back.
    const stillRouted = () =>
      drainSeenAt === undefined || Date.now() - drainSeenAt < FALL * HEALTH_EVERY_MS * 5;
    const takenOut = () => portClosedAt !== undefined || (failedInARow >= FALL && !stillRouted());

    const checking = (async () => {
      while (portClosedAt === undefined) {
        const check = await get(`${app.baseUrl}/api/health`, checks);
        health.push(check);
        if ('error' in check) {
          // Once draining, a check the closing port resets (it came as the server stopped
          // listening) is the port closing too; how long the drain lasted is checked below.
          if (check.error === 'ECONNREFUSED' || drainSeenAt !== undefined) {
            portClosedAt = check.sentAt;
          }
          failedInARow += 1;
        } else {
          failedInARow = check.status === 200 ? 0 : failedInARow + 1;
          if (check.status === 503) drainSeenAt ??= check.answeredAt;
        }
        await pause(HEALTH_EVERY_MS);
      }
    })();
    const deadline = Date.now() + 30_000;
    const loading = Array.from({ length: CLIENTS }, async () => {
      while (!takenOut() && Date.now() < deadline) {
        load.push(await get(`${app.baseUrl}${LOAD_PATH}`, keepAlive));
      }
    });

    await pause(1_000);
    const signalAt = Date.now();
    const exited = app.stop('SIGTERM');
    await Promise.all(loading);
    const exitCode = await exited;
    await checking;
    keepAlive.destroy();

    // Nothing failed: no reset, no refused connection, no 503 to a request of the load.
    expect(load.filter((answer) => 'error' in answer)).toEqual([]);
    expect(load.filter((answer) => 'status' in answer && answer.status !== 200)).toEqual([]);
    // The load ran on both sides of the drain, and what came once the server was draining was
    // still served, each answer closing its connection rather than leaving it kept alive.
    expect(drainSeenAt).toBeDefined();
    const whileDraining = load.filter((answer) => answer.sentAt > (drainSeenAt ?? 0)) as Answer[];
    expect(load.filter((answer) => answer.sentAt < signalAt).length).toBeGreaterThan(CLIENTS);
    expect(whileDraining.length).toBeGreaterThan(0);
    expect(whileDraining.map((answer) => answer.connection)).toEqual(
      whileDraining.map(() => 'close'),
    );

    // Health said 503 soon after the signal (a loaded machine takes a moment to deliver it), and
    // every check after that one said 503 until the port closed, for the drain period.
    const first503 = health.find((check) => 'status' in check && check.status === 503);
    expect(first503).toBeDefined();
    expect((first503?.sentAt ?? 0) - signalAt).toBeLessThan(2_000);
    const checksAfter = health.filter((check) => check.sentAt >= (first503?.sentAt ?? 0));
    expect(portClosedAt).toBeDefined();
    expect((portClosedAt ?? 0) - (first503?.sentAt ?? 0)).toBeGreaterThan(
      (DRAIN_SECONDS - 1) * 1000,
    );
    expect(
      checksAfter
        .filter((check) => check.sentAt < (portClosedAt ?? 0))
        .map((c) => 'status' in c && c.status),
    ).toEqual(checksAfter.filter((check) => check.sentAt < (portClosedAt ?? 0)).map(() => 503));
    expect(exitCode).toBe(0);
    expect(app.output()).toContain('Arrêt terminé.');
  });
});

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
    const signal: { at?: number } = {};
    // A balancer routes for a while after the signal before it has seen FALL failed checks: on
    // a busy machine the checks alone can fail faster than a request of the load comes back.
    const routedAfterSignal = () =>
      signal.at !== undefined && Date.now() - signal.at < FALL * HEALTH_EVERY_MS * 5;
    const takenOut = () =>
      portClosedAt !== undefined || (failedInARow >= FALL && !routedAfterSignal());

    const checking = (async () => {
      while (portClosedAt === undefined) {
        const check = await get(`${app.baseUrl}/api/health`, checks);
        health.push(check);
        if ('error' in check) {
          if (check.error === 'ECONNREFUSED') portClosedAt = check.sentAt;
          failedInARow += 1;
        } else {
          failedInARow = check.status === 200 ? 0 : failedInARow + 1;
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
    signal.at = signalAt;
    const exited = app.stop('SIGTERM');
    await Promise.all(loading);
    const exitCode = await exited;
    await checking;
    keepAlive.destroy();

    // Nothing failed: no reset, no refused connection, no 503 to a request of the load.
    expect(load.filter((answer) => 'error' in answer)).toEqual([]);
    expect(load.filter((answer) => 'status' in answer && answer.status !== 200)).toEqual([]);
    // The load ran on both sides of the signal, and what came after it was still served, each
    // answer closing its connection rather than leaving it kept alive.
    const afterSignal = load.filter((answer) => answer.sentAt > signalAt) as Answer[];
    expect(load.filter((answer) => answer.sentAt < signalAt).length).toBeGreaterThan(CLIENTS);
    expect(afterSignal.length).toBeGreaterThan(0);
    expect(afterSignal.map((answer) => answer.connection)).toEqual(afterSignal.map(() => 'close'));

    // Health said 503 at once, and for the drain period before the port closed.
    const checksAfter = health.filter((check) => check.sentAt > signalAt + 200);
    const first503 = checksAfter.find((check) => 'status' in check && check.status === 503);
    expect(first503).toBeDefined();
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

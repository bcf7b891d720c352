import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './free-port.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface AppProcess {
  baseUrl: string;
  /** The port of the site, and the embedded PostgreSQL's. */
  ports: { app: number; database: number };
  output: () => string;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The first start seeds the demo shop (a minute on a quiet 2-core machine, three on a busy
 * one): it is given room, as a server that exits early is told at once anyway.
 */
const HEALTH_WITHIN_MS = 300_000;

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  withinMs = HEALTH_WITHIN_MS,
) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Le serveur ne répond pas :\n${output()}`);
}

/** What a server says when another process listens on the port it was given. */
const PORT_TAKEN = /EADDRINUSE|address already in use/i;
const START_ATTEMPTS = 3;

/**
 * Starts a server on two ports found free (the site's and its embedded PostgreSQL's). Between
 * the finding and the server's listening, a process of another test file running alongside may
 * take one of them: the server then stops at once saying so, and is started again on new ones.
 */
async function onFreePorts(
  start: (ports: { app: number; database: number }) => Promise<AppProcess>,
): Promise<AppProcess> {
  for (let attempt = 1; ; attempt++) {
    const ports = { app: await freePort(), database: await freePort() };
    try {
      return await start(ports);
    } catch (error) {
      const portTaken = error instanceof Error && PORT_TAKEN.test(error.message);
      if (!portTaken || attempt === START_ATTEMPTS) throw error;
    }
  }
}

/**
 * Starts the production server (`server/index.ts`) as `npm start` does, on free ports; with
 * `npmStart`, through `npm start` itself, as a process manager would. `checkout` runs another
 * copy of the repository, with its own build (a benchmark's baseline). It must answer its
 * health check within `healthWithinMs`.
 */
export function startAppProcess(
  env: { DATA_DIR: string } & Record<string, string>,
  { npmStart = false, checkout = root, healthWithinMs = HEALTH_WITHIN_MS } = {},
): Promise<AppProcess> {
  return onFreePorts(async ({ app: port, database: databasePort }) => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const [command, args] = npmStart
      ? ['npm', ['start', '--silent']]
      : [process.execPath, ['server/index.ts']];
    const child = spawn(command, args, {
      cwd: checkout,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        EMBEDDED_PG_PORT: String(databasePort),
        LOG_LEVEL: 'info',
        // Each file starts its own server: V8's compiled code of the modules is kept from one
        // start to the next (about a tenth of a start's CPU).
        NODE_COMPILE_CACHE: path.join(checkout, 'node_modules', '.cache', 'baobab-server-compile'),
        // Each test sees its own changes at once; the kept pages have their own tests
        // (server/page-cache.test.ts, tests/e2e/content-security-policy.spec.ts).
        PAGE_CACHE_SECONDS: '0',
        // Stopped at once: the drain before a stop has its own test (tests/e2e/shutdown-drain.spec.ts).
        SHUTDOWN_DRAIN_SECONDS: '0',
        // Where the tests reach it: the address of its links (canonical, sitemap, e-mails).
        PUBLIC_URL: baseUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    const stop = stopper(child, { group: false });
    try {
      await waitForHealth(baseUrl, child, output, healthWithinMs);
    } catch (error) {
      // A server still starting exits on SIGTERM and stops its embedded PostgreSQL with it.
      await stop();
      throw error;
    }
    return { baseUrl, ports: { app: port, database: databasePort }, output, stop };
  });
}

/** What the process wrote to stdout and stderr so far. */
function collectOutput(child: ChildProcess): () => string {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return () => log;
}

/** Signals the process (or its whole group) and resolves with its exit code. */
function stopper(child: ChildProcess, { group }: { group: boolean }): AppProcess['stop'] {
  return (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      if (group && child.pid !== undefined) process.kill(-child.pid, signal);
      else child.kill(signal);
    });
}

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runToEnd(command: string, args: string[], env: Record<string, string>) {
  return new Promise<ScriptRun>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Runs one of the npm scripts' files (`scripts/…`) to its end, as `npm run` would. */
export function runScriptProcess(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  return runToEnd(process.execPath, [file, ...args], env);
}

/** Runs `npm run <script>` to its end, as a person types it (npm's own lines included). */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  return runToEnd('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], env);
}

/**
 * `npm run dev` as a person starts it in a terminal, on free ports: in a process group of its
 * own, as a shell starts a job, and `stop` signals the whole group, as Ctrl-C does.
 */
export function startDevProcess(
  env: { DATA_DIR: string } & Record<string, string>,
): Promise<AppProcess> {
  return onFreePorts(async ({ app: port, database: databasePort }) => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn('npm', ['run', 'dev'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: '',
        NODE_ENV: 'development',
        PORT: String(port),
        EMBEDDED_PG_PORT: String(databasePort),
        LOG_LEVEL: 'info',
        PUBLIC_URL: baseUrl,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collectOutput(child);
    const stop = stopper(child, { group: true });
    try {
      await waitForHealth(baseUrl, child, output);
    } catch (error) {
      await stop('SIGKILL');
      throw error;
    }
    return { baseUrl, ports: { app: port, database: databasePort }, output, stop };
  });
}

/** Whether anything accepts connections on this loopback port. */
export function answersOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

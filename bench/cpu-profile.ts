import fs from 'node:fs/promises';
import path from 'node:path';

// Where a server's CPU time goes, from the profile Node writes with `--cpu-prof`: each sample's
// time given to the code it was running, grouped by where that code comes from.

/** V8's `.cpuprofile` (the fields read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The project's folder: its own code is what lies there outside node_modules. */
const PROJECT = path.resolve(import.meta.dirname, '..');

const fromPackages = (...names: string[]) => new RegExp(`node_modules/(${names.join('|')})/`);

/** What is left: Node's own JavaScript and V8's natives. */
const NODE_AND_V8 = 'Node and V8 (streams, buffers, timers, natives)';

/** The parts of a render, first match wins: the server build holds our pages' code. */
const PARTS: [label: string, holds: (url: string, functionName: string) => boolean][] = [
  ['garbage collector', (_url, name) => name === '(garbage collector)'],
  ['React (react-dom/server)', (url) => fromPackages('react', 'react-dom', 'scheduler').test(url)],
  ['React Router', (url) => fromPackages('react-router', '@react-router', '@mcansh').test(url)],
  ['Mantine', (url) => fromPackages('@mantine').test(url)],
  ['our pages and components', (url) => url.includes('/build/server/')],
  [
    'queries: drizzle and pg',
    (url) => fromPackages('drizzle-orm', 'pg', 'pg-[a-z-]+', 'postgres-[a-z-]+').test(url),
  ],
  ['our server and services', (url) => url.startsWith(PROJECT) && !url.includes('node_modules')],
  [
    'Fastify and HTTP',
    (url) =>
      fromPackages('fastify', '@fastify', 'find-my-way', 'avvio', 'pino', 'pino-[a-z-]+').test(
        url,
      ) || /^node:_?http/.test(url),
  ],
  ['compression', (url) => url === 'node:zlib'],
  ['other packages', (url) => url.includes('node_modules')],
  [NODE_AND_V8, () => true],
];

/** The part of the code a frame belongs to (its file, as the profile names it). */
function partOf(url: string, functionName: string): string {
  const file = url.startsWith('file://') ? url.slice('file://'.length) : url;
  const part = PARTS.find(([, holds]) => holds(file, functionName));
  return part?.[0] ?? NODE_AND_V8;
}

/** The labels of PARTS, in their order: the rows of a report. */
export const PROFILE_PARTS = PARTS.map(([label]) => label);

/**
 * Milliseconds of CPU per part, counting only the samples taken between `from` and `to`
 * (microseconds of the machine's monotonic clock, which V8's profile uses too), idle excluded.
 */
export async function cpuTimeByPart(
  profileDir: string,
  window: { from: number; to: number },
): Promise<Map<string, number>> {
  const files = (await fs.readdir(profileDir)).filter((file) => file.endsWith('.cpuprofile'));
  if (files.length !== 1) throw new Error(`Expected one CPU profile in ${profileDir}: ${files}`);
  const profile = JSON.parse(
    await fs.readFile(path.join(profileDir, files[0] ?? ''), 'utf8'),
  ) as CpuProfile;
  const parts = new Map(
    profile.nodes.map((node) => [
      node.id,
      node.callFrame.functionName === '(idle)'
        ? undefined
        : partOf(node.callFrame.url, node.callFrame.functionName),
    ]),
  );
  const byPart = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const part = parts.get(nodeId);
    if (part === undefined || time < window.from || time > window.to) return;
    byPart.set(part, (byPart.get(part) ?? 0) + delta / 1000);
  });
  return byPart;
}

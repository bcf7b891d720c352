// Fails when modules of the site or the domain import each other in a circle (issue 12's
// housekeeping: "no import cycles"). Part of `npm run lint`. It follows the imports and
// re-exports of every TypeScript file under app/, common/, core/, demo/ and server/ (tests
// left out), relative ones and package.json's `imports` aliases (`#modules/…`, `#common/…`,
// `#app-context`), type imports included: a circle of types still ties two modules into one.

import fs from 'node:fs/promises';
import path from 'node:path';
import packageJson from '../package.json' with { type: 'json' };

const ROOTS = ['app', 'common', 'core', 'demo', 'server'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|api\.test|spec)\.tsx?$|\.d\.ts$/;
const IMPORT =
  /(?:import|export)\s[^'";]*?from\s*['"]((?:\.{1,2}\/|#)[^'"]+)['"]|import\s*\(?\s*['"]((?:\.{1,2}\/|#)[^'"]+)['"]/g;
const ALIASES = Object.entries(packageJson.imports);

/** The file `specifier` names from `file`, relative to the project's root as `files` are. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('#')) return path.join(path.dirname(file), specifier);
  for (const [alias, destination] of ALIASES) {
    if (alias === specifier) return path.normalize(destination);
    if (alias.endsWith('*') && specifier.startsWith(alias.slice(0, -1))) {
      return path.normalize(destination.replace('*', specifier.slice(alias.length - 1)));
    }
  }
  return specifier;
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(file);
      return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [file] : [];
    }),
  );
  return nested.flat();
}

async function importGraph(files: string[]): Promise<Map<string, string[]>> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = await fs.readFile(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => target(file, match[1] ?? match[2] ?? ''))
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle once, as the path that closes it (depth-first, colouring the modules). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') found.push([...trail.slice(trail.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

const files = (await Promise.all(ROOTS.map(sourceFiles))).flat();
const circles = cycles(await importGraph(files));
for (const circle of circles) console.error(`Import circulaire : ${circle.join(' → ')}`);
if (circles.length > 0) process.exit(1);
console.log(`Aucun import circulaire (${files.length} modules).`);

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// app/mantine-styles.ts imports Mantine's styles component by component: a component used
// without its styles would show unstyled, and styles in the wrong order would lose to the
// ones they are meant to override.

const appDir = import.meta.dirname;
const stylesDir = path.join(appDir, '..', 'node_modules', '@mantine', 'core', 'styles');

const imported = [
  ...fs
    .readFileSync(path.join(appDir, 'mantine-styles.ts'), 'utf8')
    .matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm),
].map((match) => match[1]!);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Each of the site's modules (mantine-styles.ts aside) and its source. */
const sources = new Map(
  sourceFiles(appDir)
    .filter((file) => path.basename(file) !== 'mantine-styles.ts')
    .map((file) => [file, fs.readFileSync(file, 'utf8')]),
);

/** The names a module imports from @mantine/core. */
function usedComponents(source: string): string[] {
  return [...source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap(
    ([, list = '']) => list.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
  );
}

/** The component styles a module imports itself, where it uses them. */
function ownStyles(source: string): string[] {
  return [...source.matchAll(/^import '@mantine\/core\/styles\/(\w+)\.css';$/gm)].map(
    (match) => match[1]!,
  );
}

const hasStyles = (name: string) => fs.existsSync(path.join(stylesDir, `${name}.css`));

describe('the Mantine styles the site loads', () => {
  it('cover every component the site imports that has styles of its own', () => {
    const unstyled: string[] = [];
    let styled = 0;
    for (const [file, source] of sources) {
      const own = ownStyles(source);
      for (const name of usedComponents(source).filter(hasStyles)) {
        styled++;
        if (!own.includes(name) && !imported.includes(name))
          unstyled.push(`${path.relative(appDir, file)}: ${name}`);
      }
    }
    expect(styled).toBeGreaterThan(100);
    expect(unstyled).toEqual([]);
  });

  it('are not imported twice: a first-paint file is not imported again where it is used', () => {
    const twice = [...sources].flatMap(([file, source]) =>
      ownStyles(source)
        .filter((name) => imported.includes(name))
        .map((name) => `${path.relative(appDir, file)}: ${name}`),
    );
    expect(twice).toEqual([]);
  });

  it('come in the order of Mantine’s whole stylesheet', () => {
    const whole = fs.readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8');
    const positions = imported.map((name) => {
      const start = fs
        .readFileSync(path.join(stylesDir, `${name}.css`), 'utf8')
        .trim()
        .slice(0, 120);
      return whole.indexOf(start);
    });
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

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

/** For each of the site's modules, the names it imports from @mantine/core. */
function usedComponents(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const file of sourceFiles(appDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, list = ''] of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      const names = byFile.get(file) ?? new Set<string>();
      for (const name of list.split(',')) names.add(name.replace(/^\s*type\s+/, '').trim());
      byFile.set(file, names);
    }
  }
  return byFile;
}

const hasStyles = (name: string) => fs.existsSync(path.join(stylesDir, `${name}.css`));

describe('the Mantine styles the site loads', () => {
  it('cover every component the site imports that has styles of its own', () => {
    const unstyled: string[] = [];
    let styled = 0;
    for (const [file, names] of usedComponents()) {
      const source = fs.readFileSync(file, 'utf8');
      for (const name of [...names].filter(hasStyles)) {
        styled++;
        const own = source.includes(`import '@mantine/core/styles/${name}.css';`);
        if (!own && !imported.includes(name))
          unstyled.push(`${path.relative(appDir, file)}: ${name}`);
      }
    }
    expect(styled).toBeGreaterThan(100);
    expect(unstyled).toEqual([]);
  });

  it('are not imported twice: a first-paint file is not imported again where it is used', () => {
    const everyPage = [...usedComponents().keys()].flatMap((file) =>
      [
        ...fs
          .readFileSync(file, 'utf8')
          .matchAll(/^import '@mantine\/core\/styles\/(\w+)\.css';$/gm),
      ]
        .map((match) => match[1]!)
        .filter((name) => imported.includes(name)),
    );
    expect(everyPage).toEqual([]);
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

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

/** The names the site's modules import from @mantine/core. */
function usedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(appDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, list = ''] of source.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const name of list.split(',')) names.add(name.replace(/^\s*type\s+/, '').trim());
    }
  }
  return names;
}

describe('the Mantine styles the site loads', () => {
  it('cover every component the site imports that has styles of its own', () => {
    const withStyles = [...usedComponents()].filter((name) =>
      fs.existsSync(path.join(stylesDir, `${name}.css`)),
    );
    expect(withStyles.length).toBeGreaterThan(20);
    expect(withStyles.filter((name) => !imported.includes(name))).toEqual([]);
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

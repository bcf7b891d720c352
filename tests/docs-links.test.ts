import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is a newcomer's page and the docs are what it points to: both must stay short
// enough to read and never send a reader to a file that is not in the repository.

const root = path.resolve(import.meta.dirname, '..');
const README_LIMIT_BYTES = 12 * 1024;

function markdownFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

/** Relative link targets of a Markdown text, without their `#anchor`. */
function relativeLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets
    .filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    .map((target) => decodeURIComponent(target.split('#')[0] ?? ''));
}

describe('the README and docs', () => {
  it(`keeps the README under ${README_LIMIT_BYTES / 1024} KB`, () => {
    expect(statSync(path.join(root, 'README.md')).size).toBeLessThanOrEqual(README_LIMIT_BYTES);
  });

  it('links only to files that exist in the repository', () => {
    const broken = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))]
      .flatMap((file) =>
        relativeLinks(readFileSync(file, 'utf8')).map((target) => ({
          file: path.relative(root, file),
          target,
        })),
      )
      .filter(({ file, target }) => !existsSync(path.resolve(root, path.dirname(file), target)));
    expect(broken).toEqual([]);
  });
});

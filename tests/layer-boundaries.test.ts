import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of DESIGN.md are enforced by ESLint (eslint.config.js): prove they bite.
const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// The first lint loads the whole typed config: seconds on a busy machine, hence the timeout.
describe('layer boundaries', { timeout: 30_000 }, () => {
  it.each([
    [
      'common/money.ts',
      "import { buildApp } from '../server/app.ts';\nexport const a = buildApp;\n",
    ],
    [
      'core/catalogue/x.ts',
      "import { buildApp } from '../../server/app.ts';\nexport const a = buildApp;\n",
    ],
    [
      'core/x.ts',
      "import { appContext } from '../app/app-context.ts';\nexport const a = appContext;\n",
    ],
    [
      'app/routes/x.tsx',
      "import { createServices } from '../../core/services.ts';\nexport const a = createServices;\n",
    ],
  ])('refuses the forbidden import in %s', async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets the site import domain types, and the server import the domain', async () => {
    expect(
      await ruleIdsFor(
        'app/routes/x.tsx',
        "import type { Services } from '../../core/services.ts';\nexport type S = Services;\n",
      ),
    ).not.toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIdsFor(
        'server/x.ts',
        "import { createServices } from '../core/services.ts';\nexport const a = createServices;\n",
      ),
    ).not.toContain('@typescript-eslint/no-restricted-imports');
  });
});

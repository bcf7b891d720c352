import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of DESIGN.md are enforced by ESLint (eslint.config.js): prove they bite.
const eslint = new ESLint();

async function messagesFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages;
}

async function ruleIdsFor(filePath: string, code: string) {
  return (await messagesFor(filePath, code)).map((message) => message.ruleId);
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
    [
      'app/components/x.tsx',
      "import { CartLineItem } from '../features/cart/cart-line-item.tsx';\nexport const a = CartLineItem;\n",
    ],
    ['app/features/x.tsx', "import { meta } from '../routes/aide.tsx';\nexport const a = meta;\n"],
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

  // The same boundaries through package.json's aliases (`#modules/*` is core/, `#common/*`
  // common/, `#app-context` in app/): an alias must not be a way around them.
  it.each([
    [
      'common/money.ts',
      "import { systemClock } from '#modules/clock.ts';\nexport const a = systemClock;\n",
    ],
    [
      'common/money.ts',
      "import { appContext } from '#app-context';\nexport const a = appContext;\n",
    ],
    [
      'core/orders/x.ts',
      "import { appContext } from '#app-context';\nexport const a = appContext;\n",
    ],
    [
      'app/routes/x.tsx',
      "import { createServices } from '#modules/services.ts';\nexport const a = createServices;\n",
    ],
    [
      'app/features/x.tsx',
      "import { DomainError } from '#modules/errors.ts';\nexport const a = DomainError;\n",
    ],
    ['app/components/x.tsx', "export { createServices } from '#modules/services.ts';\n"],
  ])('refuses the forbidden alias import in %s', async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it.each([
    [
      'app/routes/x.tsx',
      "import type { Services } from '#modules/services.ts';\nexport type S = Services;\n",
    ],
    [
      'app/features/x.tsx',
      "import { formatFcfa } from '#common/money.ts';\nexport const a = formatFcfa;\n",
    ],
    [
      'core/orders/x.ts',
      "import { systemClock } from '#modules/clock.ts';\nexport const a = systemClock;\n",
    ],
    [
      'core/orders/x.ts',
      "import { formatFcfa } from '#common/money.ts';\nexport const a = formatFcfa;\n",
    ],
    [
      'server/x.ts',
      "import { createServices } from '#modules/services.ts';\nexport const a = createServices;\n",
    ],
    ['server/x.ts', "import { appContext } from '#app-context';\nexport const a = appContext;\n"],
  ])('lets %s make an allowed alias import', async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  // A module writes in another's tables through its published port, never its repository
  // (decision 064); the debt left is listed per file in eslint.config.js.
  it.each([
    [
      'core/orders/x.ts',
      "import { endAllSessions } from '#modules/accounts/sessions.repository.ts';\nexport const a = endAllSessions;\n",
    ],
    [
      'core/reviews/x.ts',
      "import { enqueueMessages } from '../outbox/outbox.repository.ts';\nexport const a = enqueueMessages;\n",
    ],
    [
      'core/payouts/x.ts',
      "import type { AuditRepository } from '#modules/audit/audit.repository.ts';\nexport type A = AuditRepository;\n",
    ],
    // A file of the debt keeps only the imports listed for it.
    [
      'core/orders/orders.repository.ts',
      "import { endAllSessions } from '#modules/accounts/sessions.repository.ts';\nexport const a = endAllSessions;\n",
    ],
  ])("refuses another module's repository in %s", async (filePath, code) => {
    expect((await messagesFor(filePath, code)).map((message) => message.message)).toContainEqual(
      expect.stringContaining('port publié du module'),
    );
  });

  it.each([
    [
      'core/orders/x.ts',
      "import { enqueueMessages } from '#modules/outbox/outbox.port.ts';\nexport const a = enqueueMessages;\n",
    ],
    [
      'core/payouts/x.ts',
      "import { recordAdminAction } from '#modules/audit/audit.port.ts';\nexport const a = recordAdminAction;\n",
    ],
    [
      'core/orders/x.ts',
      "import { createOrdersRepository } from './orders.repository.ts';\nexport const a = createOrdersRepository;\n",
    ],
    [
      'core/services.ts',
      "import { createOutboxRepository } from '#modules/outbox/outbox.repository.ts';\nexport const a = createOutboxRepository;\n",
    ],
  ])(
    'lets %s use a port, its own repository or, as the composition root, any',
    async (filePath, code) => {
      expect(await ruleIdsFor(filePath, code)).not.toContain(
        '@typescript-eslint/no-restricted-imports',
      );
    },
  );
});

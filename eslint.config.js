import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import packageJson from './package.json' with { type: 'json' };

// Layer boundaries of DESIGN.md, as import rules per folder. common/ imports nothing of ours;
// core/ never imports server/ or app/; the site reaches the domain through the load context
// (type imports only). A folder is reached by a relative path or by one of package.json's
// `imports` aliases (`#modules/*` is core/, `#common/*` common/, `#app-context` in app/): each
// rule refuses both forms, the aliases read from package.json so that a new one is covered.
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ALIASES = Object.entries(packageJson.imports).map(([alias, target]) => ({
  regex: alias.endsWith('/*') ? escapeRegex(alias.slice(0, -1)) : `${escapeRegex(alias)}$`,
  layer: target.replace(/^\.\//, '').split('/')[0],
}));

/** A specifier that reaches one of `layers`: `../` up then the folder, or an alias into it. */
function layersRegex(layers) {
  const aliases = ALIASES.filter(({ layer }) => layers.includes(layer)).map(({ regex }) => regex);
  return `^((\\.\\./)+(${layers.join('|')})/${aliases.map((alias) => `|${alias}`).join('')})`;
}

function forbidLayers(layers, message, allowTypeImports = false, within = []) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [{ regex: layersRegex(layers), allowTypeImports, message }, ...within],
      },
    ],
  };
}

const CORE_FORBIDDEN = ['app', 'demo', 'server', 'scripts', 'tests', 'bench'];
const CORE_MESSAGE = 'core/ ne dépend ni du serveur, ni du site, ni de la démonstration.';

// A module writes in another module's tables through the port that module publishes
// (`audit.port.ts`, `outbox.port.ts`, `notifications.port.ts`), in the caller's transaction,
// never through its repository (issue 47 §2, decision 064). Inside its own module a file
// imports its repository relatively, which this leaves alone; core/ has no nested folders, so a
// `../<folder>/` or `./<folder>/` path, like the alias, reaches another module.
const CORE_ALIASES = ALIASES.filter(({ layer }) => layer === 'core').map(({ regex }) => regex);
const REPOSITORY_MESSAGE =
  "Passez par le port publié du module (son fichier .port.ts), pas par son dépôt : un module n'écrit pas dans les tables d'un autre (décision 064).";

/** Another module's repository, but for the `<module>/<name>` of `allowed`. */
function otherRepositories(allowed = []) {
  const except = allowed.length
    ? `(?!(${allowed.map(escapeRegex).join('|')})\\.repository\\.ts$)`
    : '';
  return {
    regex: `^(${CORE_ALIASES.join('|')}|(\\.\\.?/)+)${except}[^/]+/[^/]+\\.repository\\.ts$`,
    message: REPOSITORY_MESSAGE,
  };
}

// The debt: the cross-module repository imports left when the rule came (2026-12-07), none of
// them into audit, outbox or notifications, which have their ports. Each file keeps only the
// `<module>/<name>` repositories listed for it; any other import, or one of these from another
// file, fails. Remove an entry when its import goes (a published read or a port); never add one.
const REPOSITORY_DEBT = {
  // Writes in another module's tables, in the caller's transaction: the next ports to publish.
  // The shop settings' history (shop-settings), an
  // e-mail's confirmation link and a guest's orders attached (profile), the default delivery
  // zones of a new boutique (accounts), a checkout's or a payout's ledger entries, a review's
  // text queued for the team (claim-queue).
  'core/profile/profile.repository.ts': [
    'accounts/email-confirmation',
    'orders/guest-orders',
    'shop-settings/settings-history',
  ],
  'core/delivery/delivery-settings.repository.ts': ['shop-settings/settings-history'],
  'core/shop-team/shop-team.repository.ts': ['shop-settings/settings-history'],
  'core/accounts/accounts.repository.ts': ['delivery/delivery-zones'],
  'core/orders/orders.repository.ts': [
    'commissions/commissions',
    'delivery/delivery-zones',
    'ledger/ledger',
    'notification-preferences/notification-preferences',
  ],
  'core/payouts/payouts.service.ts': ['ledger/ledger'],
  'core/reviews/reviews.repository.ts': ['claim-queue/claim-queue'],
  // Reads: another module's conditions, inside this module's queries.
  'core/admin-stats/admin-stats.repository.ts': ['seller-stats/seller-stats'],
  'core/moderation/moderation.repository.ts': ['recipes/recipes'],
  // Services handed another module's repository by core/services.ts, or using its types.
  'core/account-security/account-security.service.ts': ['accounts/sessions'],
  'core/attention/attention.service.ts': ['seller-stats/seller-stats'],
  'core/invoices/invoice-pdf.ts': ['orders/orders'],
  'core/invoices/invoices.service.ts': ['orders/orders'],
  'core/orders/order-notices.ts': ['notification-preferences/notification-preferences'],
  'core/payments/payments.service.ts': ['orders/orders'],
  'core/recipes/recipes.service.ts': ['catalogue/catalogue'],
  'core/seller-payments/seller-payments.service.ts': ['ledger/ledger'],
  'core/seller-products/seller-products.service.ts': ['catalogue/catalogue'],
  'core/seller-stats/seller-stats.service.ts': ['ledger/ledger'],
  'core/shop-settings/shop-text-decisions.ts': ['claim-queue/claim-queue'],
};

// Inside app/: routes compose features, features compose components; never the other way. These
// match the folder's name anywhere in the specifier, so an alias into app/ would be caught too.
const SITE_LAYERS = ['core', 'demo', 'server', 'scripts', 'tests', 'bench'];
const SITE_MESSAGE =
  'Le site appelle les services via le contexte de chargement (imports de types seulement).';
const NOT_ROUTES = {
  regex: '(^|/)(routes/|root\\.tsx$)',
  message:
    'Une fonctionnalité ne dépend pas des routes : partagez via common/ ou la fonctionnalité.',
};
const NOT_FEATURES = {
  regex: '(^|/)features/',
  message: 'Un composant ne dépend pas des fonctionnalités : déplacez-le dans app/features/.',
};

// No barrel files: import each module where it lives.
const NO_BARRELS = {
  selector: 'ExportAllDeclaration',
  message: 'Pas de fichiers « barrel » : importez le module directement.',
};

// Code that runs in the browser writes dates and decimals through common/french-format.ts: a
// page's first Intl call loads the locale data, a long task on a phone (decision 042).
const NO_INTL_DATES = 'Écrivez dates et décimales avec common/french-format.ts (décision 042).';

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'core/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` still loads the module in the browser: its side effects (a Zod
      // schema) land in the page's JavaScript. Types alone come through `import type`.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // French texts hold no-break spaces on purpose (decision 023); code still may not.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true },
      ],
      'no-restricted-syntax': ['error', NO_BARRELS],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: forbidLayers(
      ['app', 'core', 'demo', 'server', 'scripts', 'tests', 'bench'],
      'common/ ne dépend de rien du projet.',
    ),
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['core/**/*.test.ts'],
    rules: forbidLayers(CORE_FORBIDDEN, CORE_MESSAGE, false, [otherRepositories()]),
  },
  {
    // The composition root builds every module's repository.
    files: ['core/services.ts'],
    rules: forbidLayers(CORE_FORBIDDEN, CORE_MESSAGE),
  },
  ...Object.entries(REPOSITORY_DEBT).map(([file, targets]) => ({
    files: [file],
    rules: forbidLayers(CORE_FORBIDDEN, CORE_MESSAGE, false, [otherRepositories(targets)]),
  })),
  {
    // The demo shop installs itself through the domain's services and repositories, as a
    // script would; the server installs it at first start, the tests and benches sign in as it.
    files: ['demo/**/*.ts'],
    ignores: ['demo/**/*.test.ts'],
    rules: forbidLayers(
      ['app', 'server', 'scripts', 'tests', 'bench'],
      'La démonstration passe par le domaine, ni par le serveur ni par le site.',
    ),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: forbidLayers(
      ['scripts', 'tests', 'bench'],
      'Le serveur ne dépend pas des scripts ni des tests.',
    ),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: forbidLayers(SITE_LAYERS, SITE_MESSAGE, true),
  },
  {
    files: ['app/features/**/*.{ts,tsx}'],
    rules: forbidLayers(SITE_LAYERS, SITE_MESSAGE, true, [NOT_ROUTES]),
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    rules: forbidLayers(SITE_LAYERS, SITE_MESSAGE, true, [NOT_ROUTES, NOT_FEATURES]),
  },
  {
    files: ['app/**/*.{ts,tsx}', 'common/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Intl', property: 'DateTimeFormat', message: NO_INTL_DATES },
      ],
      'no-restricted-syntax': [
        'error',
        NO_BARRELS,
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^toLocale(Date|Time)?String$/]',
          message: NO_INTL_DATES,
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

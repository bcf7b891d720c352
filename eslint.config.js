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
    rules: forbidLayers(
      ['app', 'demo', 'server', 'scripts', 'tests', 'bench'],
      'core/ ne dépend ni du serveur, ni du site, ni de la démonstration.',
    ),
  },
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

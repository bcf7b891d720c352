import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Layer boundaries of DESIGN.md: common/ imports nothing of ours; core/ never imports server/
// or app/; app/ reaches the domain only through the load context (type imports only).
const layerZones = [
  {
    target: './common',
    from: ['./app', './core', './server', './scripts', './tests'],
    message: 'common/ ne dépend de rien du projet.',
  },
  {
    target: './core',
    from: ['./app', './server', './scripts'],
    message: 'core/ ne dépend ni du serveur ni du site.',
  },
  {
    target: './server',
    from: ['./app/routes', './app/components'],
    message: 'Le serveur ne dépend pas des écrans.',
  },
];

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'core/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // No barrel files: import each module where it lives.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Pas de fichiers « barrel » : importez le module directement.',
        },
      ],
    },
  },
  {
    // core/ must not reach the domain at runtime from app/: only `import type` is allowed there.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+core/',
              allowTypeImports: true,
              message: 'Le site appelle les services via le contexte de chargement.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);

import { defineConfig } from 'vitest/config';

// Three suites: `unit` (pure code), `api` (everything that talks to a real PostgreSQL: the
// embedded one, or DATABASE_URL when set) and `e2e` (the built app in Debian's Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{app,common,core,server,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['{core,server}/**/*.api.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/support/build-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // One file at a time: each has its own server, database and browser (on a copy of
          // the shop seeded once, tests/support/seeded-data-dir.ts), and on two cores two files
          // side by side took as long in all, each twice as slow (closer to its timeouts).
          fileParallelism: false,
        },
      },
    ],
  },
});

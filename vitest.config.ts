import { defineConfig } from 'vitest/config';
import { END_TO_END_FILES_AT_ONCE } from './tests/support/files-at-once.ts';
import { ASYNCHRONOUS_COMMITS } from './tests/support/test-cluster.ts';

// Three suites: `unit` (pure code), `api` (everything that talks to a real PostgreSQL: the
// embedded one, or DATABASE_URL when set) and `e2e` (the built app in Debian's Chromium).
// Unit and API files run three at a time (API files mostly wait on PostgreSQL: on two cores
// this takes 110 s where one at a time took 175 s), then the end-to-end files three at a time.
// The end-to-end setup (the build, the seeded shop) returns at once and goes on in the
// background beside the API setup and the first suites; each end-to-end file waits for it.
const FILES_AT_ONCE = 3;
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/support/build-global-setup.ts'],
          setupFiles: ['tests/support/seeded-shop-ready.ts'],
          // Inherited by the servers each file starts (tests/support/test-cluster.ts).
          env: ASYNCHRONOUS_COMMITS,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page's answer waited for: vitest's default second is too short on a busy machine
          // (a dialog that updates after its action took longer under CI's load).
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // Three files at a time, each on a server, database and browser of its own (most on
          // one of the shared shops, tests/support/shared-shops.ts): a file mostly waits on
          // them, and two at a time used about one of two cores (decisions 040 and 062).
          maxWorkers: END_TO_END_FILES_AT_ONCE,
        },
      },
      {
        test: {
          name: 'unit',
          maxWorkers: FILES_AT_ONCE,
          include: ['{app,common,core,demo,server,scripts}/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          maxWorkers: FILES_AT_ONCE,
          // Each file builds its own app on its own database, but the modules are loaded once
          // per worker: importing the app took over a third of the suite's time, per file.
          isolate: false,
          include: ['{core,demo,server}/**/*.api.test.ts'],
          globalSetup: ['tests/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

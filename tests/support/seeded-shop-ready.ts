import { seededShopReady } from './seeded-data-dir.ts';

// Each end-to-end file waits here, before its hooks and their time limits, for the build and
// the seeded shop that the global setup prepares in the background (build-global-setup.ts).
await seededShopReady();

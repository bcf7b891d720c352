import { ensureBuild } from '../../scripts/ensure-build.ts';

/** End-to-end tests drive the production build: make sure it matches the sources. */
export function setup() {
  ensureBuild();
}

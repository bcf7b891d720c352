// Zod compiles its object parsers with `new Function` when it may, and probes for that first.
// The Content-Security-Policy allows no eval: the browser refuses the probe and reports a
// violation on every page that builds a schema. Jitless parsing gives the same results.
// Browser only: the server has no such policy and keeps the faster compiled parsers.
// root.tsx imports this first, so it runs before any route module builds a schema.
// Zod keeps its configuration in `globalThis.__zod_globalConfig` (zod/v4/core/core.js), the
// object its `config()` changes: setting it here rather than through `config()` spares the
// pages that build no schema (the home page among them) the 4 KB gzip of Zod's core.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') (globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};

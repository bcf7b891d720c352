import { config } from 'zod/v4/core';

// Zod compiles its object parsers with `new Function` when it may, and probes for that first.
// The Content-Security-Policy allows no eval: the browser refuses the probe and reports a
// violation on every page that builds a schema. Jitless parsing gives the same results.
// Browser only: the server has no such policy and keeps the faster compiled parsers.
// root.tsx imports this first, so it runs before any route module builds a schema.
if (typeof document !== 'undefined') config({ jitless: true });

import { registerHooks } from 'node:module';

// Loading drizzle-orm as ES modules costs each server start over a second of CPU (decision
// 038): for each of its files Node reads the package's scope again, and drizzle-orm's
// package.json is 179 KB. Its CommonJS build, the same code, loads in a tenth of that. Every
// `import … from 'drizzle-orm…'` made after this module ran resolves to that build.

const DRIZZLE = /^drizzle-orm(\/|$)/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (!DRIZZLE.test(specifier)) return nextResolve(specifier, context);
    const conditions = context.conditions.map((condition) =>
      condition === 'import' ? 'require' : condition,
    );
    return nextResolve(specifier, { ...context, conditions });
  },
});

// Production entry (`npm start`): drizzle-orm's faster loading first, then the server, whose
// modules are only resolved once the hook is in place (a static import would resolve them before).
import './drizzle-as-commonjs.ts';

await import('./serve.ts');

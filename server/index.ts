// Production entry (`npm start`). React and other libraries choose their production build from
// `process.env.NODE_ENV`: the app's own default is production (server/config.ts), so theirs is
// too, set before any of them loads (React's development build renders pages several times
// slower). Then drizzle-orm's faster loading, then the server, whose modules are only resolved
// once the hook is in place (a static import would resolve them before).
import './drizzle-as-commonjs.ts';

process.env.NODE_ENV ??= 'production';

await import('./serve.ts');

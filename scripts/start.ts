import { ensureBuild } from './ensure-build.ts';

// `npm start`: build the site if its sources changed, then run the production server.
ensureBuild();
await import('../server/index.ts');

import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';

export default defineConfig({
  plugins: [
    reactRouter(),
    precompress(),
    // `npm run dev` serves through our Fastify app; "#app-context" stays one shared module.
    fastifyReactRouterDev({
      entry: './server/dev.ts',
      externalizeServerEntryImports: ['#app-context'],
    }),
  ],
});

import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    reactRouter(),
    // `npm run dev` serves through our Fastify app; "#app-context" stays one shared module.
    fastifyReactRouterDev({
      entry: './server/dev.ts',
      externalizeServerEntryImports: ['#app-context'],
    }),
  ],
});

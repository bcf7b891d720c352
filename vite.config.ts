import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress-plugin.ts';

export default defineConfig(({ command }) => ({
  // Built class names are short hashes: a row of product cards repeats each one dozens of times.
  css: { modules: command === 'build' ? { generateScopedName: '_[hash:base64:6]' } : {} },
  plugins: [
    reactRouter(),
    precompress(),
    // `npm run dev` serves through our Fastify app; "#app-context" stays one shared module.
    fastifyReactRouterDev({
      entry: './server/dev.ts',
      externalizeServerEntryImports: ['#app-context'],
    }),
  ],
}));

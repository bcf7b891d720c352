import { fastifyReactRouterDev } from '@mcansh/react-router-fastify/vite';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { firstVisitChunks } from './scripts/first-visit-chunks.ts';
import { precompress } from './scripts/precompress-plugin.ts';

export default defineConfig(({ command }) => ({
  // Built class names are short hashes: a row of product cards repeats each one dozens of times.
  css: { modules: command === 'build' ? { generateScopedName: '_[hash:base64:6]' } : {} },
  // `npm run dev` serves on PORT as `npm start` does (3000 by default), where PUBLIC_URL's links
  // point: another port would be a surprise, so a busy one stops the start.
  server: { port: Number(process.env.PORT) || 3000, strictPort: true },
  environments: { client: { build: { rolldownOptions: { output: firstVisitChunks() } } } },
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

import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Renders the home page once, in the process, before the server opens its port. The site's
 * server code loads with its first page (a 1 MB build, then React's first render): about 1.2 s
 * on a 2-core machine, which the first visitor after every start or deploy would otherwise wait
 * on top of the network. A failure here is only logged: the server still starts and the page
 * says what is wrong to whoever asks for it.
 */
export async function renderFirstPage(app: FastifyInstance) {
  const started = performance.now();
  const response = await app
    .inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    .catch((error: unknown) => {
      // The server's own start fails the same way next, where it is reported.
      app.log.warn({ err: error }, 'Préparation du site impossible.');
    });
  if (!response) return;
  const milliseconds = Math.round(performance.now() - started);
  if (response.statusCode === 200) {
    app.log.info(`Site préparé en ${milliseconds} ms.`);
  } else {
    app.log.warn(`La page d’accueil a répondu ${response.statusCode} à sa préparation.`);
  }
}

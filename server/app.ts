import path from 'node:path';
import '#common/zod-locale.ts';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { RouterContextProvider } from 'react-router';
import type { ViteDevServer } from 'vite';
import { appContext } from '#app-context';
import { operations } from '#modules/operations/operations.ts';
import type { Services } from '#modules/services.ts';
import { IMMUTABLE_CACHE_CONTROL, mediaKeyOf } from '#modules/storage/media-storage.ts';
import { mediaUrl } from '#common/media-url.ts';
import { API_MODULES } from './api/api-modules.ts';
import { documentCommonErrors } from './api/error-responses.ts';
import { nameSchemaComponents } from './api/schema-components.ts';
import type { AppConfig } from './config.ts';
import { createImageNegotiation } from './image-negotiation.ts';
import { AccessLogController, createLogger } from './logger.ts';
import { registerAuth } from './plugins/auth.ts';
import {
  pageSessionCookie,
  registerSessionCookie,
  requestSession,
  SESSION_COOKIE,
  sessionCookieOptions,
} from './plugins/session-cookie.ts';
import { READER_COOKIE, requestReader } from './plugins/reader-cookie.ts';
import { registerSameOriginActions } from './plugins/same-origin-actions.ts';
import {
  contentSecurityPolicy,
  createCspNonce,
  registerContentSecurityPolicy,
} from './plugins/content-security-policy.ts';
import { registerPageCache } from './page-cache.ts';
import { readPageForm } from './plugins/page-forms.ts';
import { carriesCookie, keepPrivate } from './plugins/private-answers.ts';
import { errorBody, registerErrorHandling, routeFailureOf } from './plugins/errors.ts';
import { jsonBodiesAsSent } from './plugins/json-bodies.ts';
import { shareImagesRoutes } from './share-images/share-images.routes.ts';
import { registerShutdownDrain, type ShutdownDrain } from './shutdown-drain.ts';

const CHANGING_FILE = 'public, max-age=3600';
/** A signed-in account's pages, and a reader's who liked, rated or commented, show their own state. */
const PRIVATE_COOKIES = [SESSION_COOKIE, READER_COOKIE];

export interface BuildAppOptions {
  config: AppConfig;
  pool: pg.Pool;
  services: Services;
  logger?: FastifyBaseLogger;
  /**
   * The React Router site: the production build by default, Vite's dev server in development,
   * or `false` for API-only instances (API tests).
   */
  web?: { devServer?: ViteDevServer } | false;
  /** The production server's stop (server/serve.ts): health 503 and closed connections first. */
  drain?: ShutdownDrain;
}

/** The origin stored images are fetched from when it is not ours (the bucket, a CDN). */
function mediaOrigin(mediaBaseUrl: string): string | undefined {
  return mediaBaseUrl.startsWith('/') ? undefined : new URL(mediaBaseUrl).origin;
}

/**
 * `/uploads/…`, the addresses the database and the API keep: the files themselves when they
 * are on this machine; with an object store, a permanent redirect to it, for API clients and
 * links shared before (pages name the store directly).
 */
async function registerUploads(app: FastifyInstance, config: AppConfig) {
  if (config.media.storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // Uploaded files get a new name when they change: they can be cached for good.
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = mediaKeyOf(request.url.split('?')[0] ?? '');
    if (!key) return reply.status(404).send(errorBody('NOT_FOUND', 'Ressource introuvable.'));
    return reply
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .redirect(mediaUrl(`/uploads/${key}`, config.media.baseUrl), 301);
  });
}

/** Builds the whole application (API and site) without listening: tests use `app.inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, services } = options;
  const loggerInstance: FastifyBaseLogger = options.logger ?? createLogger(config);
  // Vite's dev server only: its hot reload needs a WebSocket.
  const development = Boolean(options.web && options.web.devServer);
  const localMedia = config.media.storage.kind === 'local';
  const sessionCookie = sessionCookieOptions(config);
  const images = createImageNegotiation([
    // Uploads are negotiated when this server serves them; a bucket answers on its own.
    ...(localMedia ? [{ prefix: '/uploads/', dir: config.uploadsDir }] : []),
    // The site's own photos: public/ in development, the build's copy (with AVIF twins) after.
    { prefix: '/media/', dir: path.resolve(development ? 'public/media' : 'build/client/media') },
  ]);
  const app = fastify({
    loggerInstance,
    rewriteUrl: images.rewrite,
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(jsonBodiesAsSent(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  nameSchemaComponents();
  registerErrorHandling(app);
  if (options.drain) registerShutdownDrain(app, options.drain);
  registerAuth(app, services.accounts);
  app.addHook('onSend', async (request, reply) => {
    if (images.negotiates(request.originalUrl)) reply.header('vary', 'accept');
  });
  await registerSessionCookie(app);
  // The pages' actions trust the session cookie: only our own pages may post to them.
  registerSameOriginActions(app, config.publicUrl);
  const policyOptions = { development, mediaOrigin: mediaOrigin(config.media.baseUrl) };
  registerContentSecurityPolicy(app, policyOptions);

  // Helmet sends the other security headers; the CSP needs a nonce per page, so it is ours.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Helmet's "no-referrer" makes browsers send "Origin: null" with form posts, which React
    // Router's CSRF check refuses: forms without JavaScript would all fail. Other sites still
    // get no referrer.
    referrerPolicy: { policy: 'same-origin' },
  });
  // After helmet (a kept page still gets its headers), before compression (it keeps the page
  // uncompressed, then compresses it once). Off in development: pages change with the code.
  registerPageCache(app, {
    ttlSeconds: development ? 0 : config.pageCacheSeconds,
    privateCookies: PRIVATE_COOKIES,
    policyFor: (inlineScripts) => contentSecurityPolicy(inlineScripts, policyOptions),
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `API ${config.brandName}`,
        description:
          'API de la place de marché : catalogue, comptes, commandes. Montants en FCFA entiers.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    // The web pages' catch-all route (React Router) is not part of the API.
    hideUntagged: true,
    transform: jsonSchemaTransform,
    // Emits the schemas that carry an id (`.meta({ id })`) as components: their $refs resolve.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      documentCommonErrors(api);
      // An account's answers are its own; so are those of routes that set no cache policy.
      api.addHook(
        'onSend',
        keepPrivate((request) => request.account !== null),
      );
      const context = { services, config, pool: options.pool, drain: options.drain, sessionCookie };
      for (const registerModule of API_MODULES) await registerModule(api, context);
      // Unknown API paths answer JSON, not the site's HTML page.
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send(errorBody('NOT_FOUND', 'Ressource introuvable.')),
      );
    },
    { prefix: '/api' },
  );

  await registerUploads(app, config);

  await app.register(shareImagesRoutes, { shareImages: services.shareImages });

  if (options.web !== false) {
    await app.register(fastifyReactRouter, {
      devServer: options.web?.devServer,
      routeOptions: {
        // The actions' bodies: a form within the page's limit, or 413 / 400 (plugins/page-forms.ts).
        preValidation: readPageForm,
        // A page rendered for a session (or a reader) is theirs alone.
        onSend: keepPrivate((request) => carriesCookie(request, PRIVATE_COOKIES)),
      },
      staticOptions: {
        // The build wrote a brotli and a gzip copy of each text file (scripts/precompress-plugin.ts).
        preCompressed: true,
        setHeaders(response, filePath) {
          // Hashed file names under assets/ never change; the others (favicon, media) may.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? IMMUTABLE_CACHE_CONTROL : CHANGING_FILE);
          // Which copy was sent depends on Accept-Encoding: a shared cache must know it.
          response.setHeader('vary', 'accept-encoding');
        },
      },
      getLoadContext(request) {
        const context = new RouterContextProvider();
        const session = requestSession(request, services.accounts);
        context.set(appContext, {
          services,
          operations,
          brandName: config.brandName,
          publicUrl: config.publicUrl,
          mediaBaseUrl: config.media.baseUrl,
          cspNonce: createCspNonce(request),
          keptForOthers: request.pageCacheKey !== null,
          clientIp: request.ip,
          shopContact: config.shopContact,
          session,
          sessionCookie: pageSessionCookie(sessionCookie),
          reader: requestReader(
            request.cookies,
            services.readerTokens,
            async () => {
              const current = await session();
              return current.state === 'valid' ? current.account : null;
            },
            { secure: config.publicUrl.startsWith('https:') },
          ),
          failureOf: routeFailureOf,
        });
        return context;
      },
    });
  }

  return app;
}

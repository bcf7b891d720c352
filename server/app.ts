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
import { recipesRoutes } from './api/recipes/recipes.routes.ts';
import { adminArticlesRoutes, blogRoutes } from './api/blog/blog.routes.ts';
import {
  commentModerationRoutes,
  commentsRoutes,
  targetCommunityRoutes,
} from './api/community/community.routes.ts';
import { boutiquesRoutes } from './api/catalogue/boutiques.routes.ts';
import { categoriesRoutes } from './api/categories/categories.routes.ts';
import { exchangeRatesRoutes } from './api/exchange-rates/exchange-rates.routes.ts';
import { commissionsRoutes } from './api/commissions/commissions.routes.ts';
import { ledgerRoutes } from './api/ledger/ledger.routes.ts';
import { sellerPaymentsRoutes } from './api/seller-payments/seller-payments.routes.ts';
import { payoutsRoutes } from './api/payouts/payouts.routes.ts';
import { ordersRoutes } from './api/orders/orders.routes.ts';
import { deliveryQuoteRoutes } from './api/delivery/delivery-quote.routes.ts';
import { faqRoutes } from './api/help-centre/help-centre.routes.ts';
import { supportAdminRoutes, supportRoutes } from './api/support/support.routes.ts';
import { documentCommonErrors } from './api/error-responses.ts';
import { mountOperation } from './api/mount-operation.ts';
import { nameSchemaComponents } from './api/schema-components.ts';
import { healthRoutes } from './api/health/health.routes.ts';
import { productsRoutes } from './api/catalogue/products.routes.ts';
import {
  sellerProductCsvRoutes,
  sellerProductsRoutes,
} from './api/seller-products/seller-products.routes.ts';
import { paymentsRoutes } from './api/payments/payments.routes.ts';
import { invoicesRoutes } from './api/invoices/invoices.routes.ts';
import { storeSettingsRoutes } from './api/shop-settings/store-settings.routes.ts';
import { shopTeamRoutes, teamInvitationRoutes } from './api/shop-team/shop-team.routes.ts';
import { uploadsRoutes } from './api/uploads/uploads.routes.ts';
import { passwordResetRoutes } from './api/accounts/password-reset.routes.ts';
import { accountsRoutes } from './api/accounts/accounts.routes.ts';
import { accountAdminRoutes } from './api/account-admin/account-admin.routes.ts';
import { sellerStatsRoutes } from './api/seller-stats/seller-stats.routes.ts';
import { deliverySettingsRoutes } from './api/delivery-settings/delivery-settings.routes.ts';
import { adminOrdersRoutes } from './api/orders/admin-orders.routes.ts';
import { adminStatsRoutes } from './api/admin-stats/admin-stats.routes.ts';
import { moderationRoutes } from './api/moderation/moderation.routes.ts';
import { claimQueueRoutes } from './api/moderation/claim-queue.routes.ts';
import { auditRoutes } from './api/audit/audit.routes.ts';
import { outboxRoutes } from './api/outbox/outbox.routes.ts';
import {
  productReviewsRoutes,
  reviewModerationRoutes,
  reviewsRoutes,
} from './api/reviews/reviews.routes.ts';
import {
  accountExportRoutes,
  accountSecurityRoutes,
} from './api/account-security/account-security.routes.ts';
import { profileRoutes } from './api/profile/profile.routes.ts';
import { addressesRoutes, paymentPreferenceRoutes } from './api/addresses/addresses.routes.ts';
import { notificationPreferencesRoutes } from './api/notification-preferences/notification-preferences.routes.ts';
import { paymentSettingsRoutes } from './api/shop-settings/payment-settings.routes.ts';
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
      await api.register(healthRoutes, { pool: options.pool, drain: options.drain });
      await api.register(productsRoutes, {
        prefix: '/produits',
        catalogue: services.catalogue,
        cacheSeconds: config.catalogueCacheSeconds,
      });
      await api.register(sellerProductsRoutes, {
        prefix: '/produits',
        sellerProducts: services.sellerProducts,
      });
      mountOperation(api, operations.sellerProducts.add, services);
      mountOperation(api, operations.sellerProducts.update, services);
      mountOperation(api, operations.sellerProducts.setStock, services);
      mountOperation(api, operations.sellerProducts.setActive, services);
      mountOperation(api, operations.sellerProducts.remove, services);
      await api.register(sellerProductCsvRoutes, {
        prefix: '/produits',
        sellerProducts: services.sellerProducts,
      });
      await api.register(deliverySettingsRoutes, {
        prefix: '/vendeur/parametres',
        deliverySettings: services.deliverySettings,
      });
      mountOperation(api, operations.deliverySettings.save, services);
      await api.register(sellerStatsRoutes, {
        prefix: '/statistiques',
        sellerStats: services.sellerStats,
      });
      await api.register(boutiquesRoutes, { prefix: '/boutiques', catalogue: services.catalogue });
      await api.register(categoriesRoutes, {
        prefix: '/categories',
        catalogue: services.catalogue,
      });
      mountOperation(api, operations.categories.addCategory, services);
      mountOperation(api, operations.categories.addFamily, services);
      mountOperation(api, operations.categories.updateFamily, services);
      mountOperation(api, operations.categories.removeFamily, services);
      mountOperation(api, operations.categories.updateCategory, services);
      mountOperation(api, operations.categories.removeCategory, services);
      mountOperation(api, operations.categories.moveProducts, services);
      mountOperation(api, operations.newsletter.subscribe, services);
      mountOperation(api, operations.contact.send, services);
      await api.register(faqRoutes, { prefix: '/aide', helpCentre: services.helpCentre });
      mountOperation(api, operations.helpCentre.createFaq, services);
      mountOperation(api, operations.helpCentre.updateFaq, services);
      mountOperation(api, operations.helpCentre.removeFaq, services);
      await api.register(supportRoutes, { prefix: '/support', support: services.support });
      mountOperation(api, operations.support.open, services);
      mountOperation(api, operations.support.reply, services);
      await api.register(supportAdminRoutes, { prefix: '/admin', support: services.support });
      mountOperation(api, operations.support.changeStatus, services);
      await api.register(blogRoutes, { prefix: '/articles', blog: services.blog });
      await api.register(recipesRoutes, { prefix: '/recettes', recipes: services.recipes });
      const community = {
        community: services.community,
        readerTokens: services.readerTokens,
        readerCookie: { secure: config.publicUrl.startsWith('https:') },
      };
      await api.register(targetCommunityRoutes, {
        prefix: '/articles',
        kind: 'article',
        ...community,
      });
      await api.register(targetCommunityRoutes, {
        prefix: '/recettes',
        kind: 'recette',
        ...community,
      });
      await api.register(commentsRoutes, { prefix: '/commentaires', ...community });
      await api.register(commentModerationRoutes, { prefix: '/admin', ...community });
      mountOperation(api, operations.community.hideComment, services);
      mountOperation(api, operations.community.closeCommentReports, services);
      mountOperation(api, operations.community.showComment, services);
      await api.register(adminArticlesRoutes, { prefix: '/admin', blog: services.blog });
      mountOperation(api, operations.blog.createArticle, services);
      mountOperation(api, operations.blog.updateArticle, services);
      await api.register(accountsRoutes, {
        prefix: '/users',
        accounts: services.accounts,
        signIn: services.signIn,
        sessionCookie,
      });
      await api.register(passwordResetRoutes, {
        prefix: '/users',
        passwordReset: services.passwordReset,
        rateLimits: services.rateLimits,
      });
      await api.register(profileRoutes, { prefix: '/compte', profile: services.profile });
      mountOperation(api, operations.profile.update, services);
      mountOperation(api, operations.profile.setPhoto, services);
      mountOperation(api, operations.profile.requestEmailChange, services);
      mountOperation(api, operations.profile.resendEmailConfirmation, services);
      mountOperation(api, operations.profile.confirmEmail, services);
      mountOperation(api, operations.profile.changePassword, services);
      await api.register(notificationPreferencesRoutes, {
        prefix: '/compte',
        notificationPreferences: services.notificationPreferences,
      });
      mountOperation(api, operations.notificationPreferences.saveNotifications, services);
      mountOperation(api, operations.notificationPreferences.saveGeneral, services);
      await api.register(accountSecurityRoutes, {
        prefix: '/compte',
        accountSecurity: services.accountSecurity,
      });
      mountOperation(api, operations.accountSecurity.startTwoFactor, services);
      mountOperation(api, operations.accountSecurity.confirmTwoFactor, services);
      mountOperation(api, operations.accountSecurity.disableTwoFactor, services);
      mountOperation(api, operations.accountSecurity.endSession, services);
      mountOperation(api, operations.accountSecurity.endOtherSessions, services);
      mountOperation(api, operations.accountSecurity.setPrivacy, services);
      await api.register(accountExportRoutes, {
        prefix: '/compte',
        accountSecurity: services.accountSecurity,
      });
      mountOperation(api, operations.accountSecurity.deleteAccount, services, sessionCookie);
      await api.register(addressesRoutes, { prefix: '/compte', addresses: services.addresses });
      mountOperation(api, operations.addresses.create, services);
      mountOperation(api, operations.addresses.update, services);
      mountOperation(api, operations.addresses.makeDefault, services);
      mountOperation(api, operations.addresses.remove, services);
      await api.register(paymentPreferenceRoutes, { prefix: '/compte', profile: services.profile });
      mountOperation(api, operations.addresses.setPaymentPreference, services);
      mountOperation(api, operations.checkout.place, services);
      await api.register(ordersRoutes, { prefix: '/commandes', orders: services.orders });
      mountOperation(api, operations.orders.changeStatus, services);
      mountOperation(api, operations.orders.cancelByBuyer, services);
      await api.register(deliveryQuoteRoutes, {
        prefix: '/livraison',
        deliveryQuote: services.deliveryQuote,
      });
      await api.register(adminOrdersRoutes, {
        prefix: '/admin/commandes',
        orders: services.orders,
      });
      mountOperation(api, operations.orders.changeStatusForShop, services);
      mountOperation(api, operations.orders.cancelWithReason, services);
      await api.register(adminStatsRoutes, {
        prefix: '/admin/chiffres',
        adminStats: services.adminStats,
      });
      await api.register(paymentsRoutes, {
        prefix: '/paiements',
        payments: services.payments,
        buyerPayments: services.buyerPayments,
      });
      await api.register(invoicesRoutes, { prefix: '/commandes', invoices: services.invoices });
      await api.register(accountAdminRoutes, {
        prefix: '/admin',
        accountAdmin: services.accountAdmin,
      });
      mountOperation(api, operations.accountAdmin.suspend, services);
      mountOperation(api, operations.accountAdmin.reactivate, services);
      mountOperation(api, operations.accountAdmin.approve, services);
      mountOperation(api, operations.accountAdmin.refuse, services);
      await api.register(uploadsRoutes, { productImages: services.productImages });
      await api.register(storeSettingsRoutes, {
        prefix: '/vendeur/parametres',
        storeSettings: services.storeSettings,
      });
      mountOperation(api, operations.shopSettings.saveStore, services);
      mountOperation(api, operations.moderation.report, services);
      await api.register(moderationRoutes, { prefix: '/admin', moderation: services.moderation });
      mountOperation(api, operations.moderation.withdraw, services);
      mountOperation(api, operations.moderation.withdrawRecipe, services);
      mountOperation(api, operations.moderation.restore, services);
      mountOperation(api, operations.moderation.closeReports, services);
      await api.register(claimQueueRoutes, { prefix: '/admin', claimQueue: services.claimQueue });
      mountOperation(api, operations.claimQueue.approve, services);
      mountOperation(api, operations.claimQueue.reject, services);
      await api.register(auditRoutes, { prefix: '/admin', audit: services.audit });
      await api.register(outboxRoutes, { prefix: '/admin', outbox: services.outbox });
      mountOperation(api, operations.outbox.resend, services);
      await api.register(productReviewsRoutes, { prefix: '/produits', reviews: services.reviews });
      await api.register(reviewsRoutes, { prefix: '/avis', reviews: services.reviews });
      mountOperation(api, operations.reviews.create, services);
      mountOperation(api, operations.reviews.update, services);
      mountOperation(api, operations.reviews.answer, services);
      mountOperation(api, operations.reviews.report, services);
      await api.register(reviewModerationRoutes, { prefix: '/admin', reviews: services.reviews });
      mountOperation(api, operations.reviews.hide, services);
      mountOperation(api, operations.reviews.show, services);
      mountOperation(api, operations.reviews.closeReports, services);
      await api.register(exchangeRatesRoutes, { exchangeRates: services.exchangeRates });
      mountOperation(api, operations.exchangeRates.set, services);
      await api.register(commissionsRoutes, { commissions: services.commissions });
      mountOperation(api, operations.commissions.change, services);
      await api.register(ledgerRoutes, { ledger: services.ledger });
      mountOperation(api, operations.ledger.settleRefund, services);
      await api.register(sellerPaymentsRoutes, { sellerPayments: services.sellerPayments });
      await api.register(payoutsRoutes, { payouts: services.payouts });
      mountOperation(api, operations.payouts.run, services);
      await api.register(paymentSettingsRoutes, {
        prefix: '/vendeur/parametres',
        paymentSettings: services.paymentSettings,
      });
      mountOperation(api, operations.shopSettings.savePayment, services);
      await api.register(shopTeamRoutes, {
        prefix: '/vendeur/parametres',
        shopTeam: services.shopTeam,
      });
      mountOperation(api, operations.shopTeam.invite, services);
      mountOperation(api, operations.shopTeam.changeRole, services);
      mountOperation(api, operations.shopTeam.remove, services);
      await api.register(teamInvitationRoutes, {
        prefix: '/equipe/invitations',
        shopTeam: services.shopTeam,
      });
      mountOperation(api, operations.shopTeam.accept, services);
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
            request,
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

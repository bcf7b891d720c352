import type { Logger } from 'pino';
import { createAdminStatsRepository } from '#modules/admin-stats/admin-stats.repository.ts';
import { createAdminStatsService } from '#modules/admin-stats/admin-stats.service.ts';
import { createAccountDataRepository } from '#modules/account-security/account-data.repository.ts';
import { createAccountSecurityRepository } from '#modules/account-security/account-security.repository.ts';
import { createAccountSecurityService } from '#modules/account-security/account-security.service.ts';
import type { SellerApprovalMode } from '#common/account-admin.ts';
import type { ShopContact } from '#common/shop-info.ts';
import { createAccountAdminRepository } from '#modules/account-admin/account-admin.repository.ts';
import { createAccountAdminService } from '#modules/account-admin/account-admin.service.ts';
import { createAccountsRepository } from '#modules/accounts/accounts.repository.ts';
import { createAccountsService, type AccountsOptions } from '#modules/accounts/accounts.service.ts';
import { deriveKey, secretSource } from '#modules/accounts/auth-secret.ts';
import { createPasswordResetRepository } from '#modules/accounts/password-reset.repository.ts';
import { createPasswordResetService } from '#modules/accounts/password-reset.service.ts';
import { createSessionsRepository } from '#modules/accounts/sessions.repository.ts';
import { createSignInService } from '#modules/accounts/sign-in.service.ts';
import { createAttentionRepository } from '#modules/attention/attention.repository.ts';
import { createAttentionService } from '#modules/attention/attention.service.ts';
import { createAuditRepository } from '#modules/audit/audit.repository.ts';
import { createAuditService } from '#modules/audit/audit.service.ts';
import { createBlogRepository } from '#modules/blog/blog.repository.ts';
import { createBlogService } from '#modules/blog/blog.service.ts';
import { createCommunityRepository } from '#modules/community/community.repository.ts';
import { commentDecisions, createCommunityService } from '#modules/community/community.service.ts';
import { createReaderTokens } from '#modules/community/reader-tokens.ts';
import { createSharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import { createCatalogueRepository } from '#modules/catalogue/catalogue.repository.ts';
import { createCatalogueService } from '#modules/catalogue/catalogue.service.ts';
import { createCategoriesRepository } from '#modules/categories/categories.repository.ts';
import { createCategoriesService } from '#modules/categories/categories.service.ts';
import { createContactRepository } from '#modules/contact/contact.repository.ts';
import { createContactService } from '#modules/contact/contact.service.ts';
import { createHelpCentreRepository } from '#modules/help-centre/help-centre.repository.ts';
import { createHelpCentreService } from '#modules/help-centre/help-centre.service.ts';
import { createSupportRepository } from '#modules/support/support.repository.ts';
import { createSupportService } from '#modules/support/support.service.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Database } from '#modules/db/client.ts';
import { createExchangeRatesRepository } from '#modules/exchange-rates/exchange-rates.repository.ts';
import { createExchangeRatesService } from '#modules/exchange-rates/exchange-rates.service.ts';
import { createDeliverySettingsRepository } from '#modules/delivery/delivery-settings.repository.ts';
import { createDeliverySettingsService } from '#modules/delivery/delivery-settings.service.ts';
import { createDeliveryQuoteRepository } from '#modules/delivery/delivery-quote.repository.ts';
import { createDeliveryQuoteService } from '#modules/delivery/delivery-quote.service.ts';
import { createMailer, senderDomain, type MailerOptions } from '#modules/mail/mailer.ts';
import { createOutboxRepository } from '#modules/outbox/outbox.repository.ts';
import {
  createAfricasTalkingSender,
  type AfricasTalkingSettings,
} from '#modules/sms/africas-talking.ts';
import { createSmsFolder } from '#modules/sms/sms-sender.ts';
import {
  createOutbox,
  DELIVERY_RETRIES,
  type OutboxNudge,
} from '#modules/outbox/outbox.service.ts';
import { createCheckoutResults } from '#modules/orders/checkout-results.ts';
import { createCheckoutService } from '#modules/orders/checkout.service.ts';
import { createOrderNotices } from '#modules/orders/order-notices.ts';
import { createOrdersRepository } from '#modules/orders/orders.repository.ts';
import { createOrdersService, FAILED_ORDER_LOOKUPS } from '#modules/orders/orders.service.ts';
import { createPaymentsService } from '#modules/payments/payments.service.ts';
import { createBuyerPaymentsService } from '#modules/payments/buyer-payments.service.ts';
import { createPaymentsRepository } from '#modules/payments/payments.repository.ts';
import { createInvoicesRepository } from '#modules/invoices/invoices.repository.ts';
import { createInvoicesService } from '#modules/invoices/invoices.service.ts';
import { createTrackingLinks } from '#modules/orders/tracking-links.ts';
import {
  cashOnDelivery,
  createTestProvider,
  type PaymentProvider,
  type ProviderId,
} from '#modules/payments/payment-providers.ts';
import { createAggregator, type AggregatorSettings } from '#modules/payments/aggregators.ts';
import { createSellerProductsRepository } from '#modules/seller-products/seller-products.repository.ts';
import { createSellerProductsService } from '#modules/seller-products/seller-products.service.ts';
import { createSellerStatsRepository } from '#modules/seller-stats/seller-stats.repository.ts';
import { createSellerStatsService } from '#modules/seller-stats/seller-stats.service.ts';
import { createShareImagesService } from '#modules/share-images/share-images.service.ts';
import { createShopTeamRepository } from '#modules/shop-team/shop-team.repository.ts';
import { createShopTeamService } from '#modules/shop-team/shop-team.service.ts';
import { createStoreSettingsRepository } from '#modules/shop-settings/store-settings.repository.ts';
import { createStoreSettingsService } from '#modules/shop-settings/store-settings.service.ts';
import { createNewsletterRepository } from '#modules/newsletter/newsletter.repository.ts';
import { createNewsletterService } from '#modules/newsletter/newsletter.service.ts';
import { createNotificationsRepository } from '#modules/notifications/notifications.repository.ts';
import { createNotificationsService } from '#modules/notifications/notifications.service.ts';
import { createNotificationDigestsRepository } from '#modules/notification-preferences/notification-digests.repository.ts';
import { createNotificationDigestsService } from '#modules/notification-preferences/notification-digests.service.ts';
import { createNotificationPreferencesRepository } from '#modules/notification-preferences/notification-preferences.repository.ts';
import { createNotificationPreferencesService } from '#modules/notification-preferences/notification-preferences.service.ts';
import { createModerationRepository } from '#modules/moderation/moderation.repository.ts';
import { createModerationService } from '#modules/moderation/moderation.service.ts';
import { createProductImagesService } from '#modules/uploads/product-images.service.ts';
import type { MediaStorage } from '#modules/storage/media-storage.ts';
import { createRecipesRepository } from '#modules/recipes/recipes.repository.ts';
import { createRecipesService } from '#modules/recipes/recipes.service.ts';
import { createReviewsRepository } from '#modules/reviews/reviews.repository.ts';
import { createReviewsService } from '#modules/reviews/reviews.service.ts';
import { createClaimQueueRepository } from '#modules/claim-queue/claim-queue.repository.ts';
import {
  createClaimQueueService,
  createClaimRecorder,
  unlessAlreadyWithdrawn,
} from '#modules/claim-queue/claim-queue.service.ts';
import { createShopTextDecisions } from '#modules/shop-settings/shop-text-decisions.ts';
import { claimsWithdrawalReason, recipeClaimsWithdrawalReason } from '#common/moderation.ts';
import { createAddressesRepository } from '#modules/addresses/addresses.repository.ts';
import { createAddressesService } from '#modules/addresses/addresses.service.ts';
import { createProfileRepository } from '#modules/profile/profile.repository.ts';
import { createProfileService } from '#modules/profile/profile.service.ts';
import { createPayoutCipher, type PayoutCipher } from '#modules/payouts/payout-cipher.ts';
import { createCommissionsRepository } from '#modules/commissions/commissions.repository.ts';
import { createCommissionsService } from '#modules/commissions/commissions.service.ts';
import { createLedgerRepository } from '#modules/ledger/ledger.repository.ts';
import { createLedgerService } from '#modules/ledger/ledger.service.ts';
import { createSellerPaymentsRepository } from '#modules/seller-payments/seller-payments.repository.ts';
import { createSellerPaymentsService } from '#modules/seller-payments/seller-payments.service.ts';
import { createFedapayPayouts } from '#modules/payouts/fedapay-payouts.ts';
import { createPayoutsRepository } from '#modules/payouts/payouts.repository.ts';
import { createPayoutsService } from '#modules/payouts/payouts.service.ts';
import { createPaymentSettingsRepository } from '#modules/shop-settings/payment-settings.repository.ts';
import { createPaymentSettingsService } from '#modules/shop-settings/payment-settings.service.ts';

export interface ServicesOptions {
  /** The mailer's settings, and the outbox's first wait before trying a failed e-mail again. */
  mail: MailerOptions & { firstRetryMs: number };
  /** SMS through Africa's Talking, or written to `folder` without a provider (issue 48). */
  sms: { provider: AfricasTalkingSettings | null; folder: string };
  auth: AccountsOptions;
  /** The site's address, for links sent by e-mail. */
  publicUrl: string;
  brandName: string;
  paymentTimeoutMinutes: number;
  /** PAYOUT_HOLD_DAYS: a delivered order's money is the boutique's to pay out this much later. */
  payoutHoldDays: number;
  /** PAYOUT_MINIMUM_FCFA: a payout run pays a boutique only this much or more. */
  payoutMinimum: number;
  /** Online payments through the test provider ('mode test'); off: cash on delivery only. */
  paymentTestMode: boolean;
  /** A real aggregator (FEDAPAY_…, CINETPAY_…): online payments go through it, not the test one. */
  aggregator: AggregatorSettings | null;
  /** Where uploaded images are written: the local folder or an object store (core/storage). */
  mediaStorage: MediaStorage;
  /**
   * How to reach the team (CONTACT_EMAIL, CONTACT_PHONE, SOCIAL_WHATSAPP_URL…): where contact
   * messages go (no e-mail: stored only), and whom the buyers' confirmations tell them to ask.
   */
  shopContact: ShopContact;
  /** Where link previews of products and boutiques are kept once made. */
  shareImagesDir: string;
  /** SELLER_APPROVAL: manual, new boutiques wait for the team's approval. */
  sellerApproval: SellerApprovalMode;
  /** PAYOUT_ENCRYPTION_KEY (and the previous keys); without it, derived from the secret. */
  payoutKeys: { current: Buffer | undefined; previous: Buffer[] };
  logger: Logger;
}

/**
 * Seals the shops' payout accounts: the configured key, else one derived from the signing
 * secret so an install with no configuration works (read on first use, like the secret).
 */
export function payoutCipherSource(
  options: Pick<ServicesOptions, 'auth' | 'payoutKeys'>,
): () => Promise<PayoutCipher> {
  const secret = secretSource(options.auth);
  let cipher: Promise<PayoutCipher> | undefined;
  return () =>
    (cipher ??= (async () => {
      const derived = deriveKey(await secret(), 'versements-boutiques');
      const { current, previous } = options.payoutKeys;
      // Once a key is configured, the derived one still opens what it sealed before.
      return current
        ? createPayoutCipher({ current, previous: [...previous, derived] })
        : createPayoutCipher({ current: derived, previous });
    })());
}

/**
 * Seals the two-factor secrets: a key derived from the signing secret, so a copy of the database
 * alone cannot compute the accounts' codes (read on first use, like the secret).
 */
function twoFactorCipherSource(auth: AccountsOptions): () => Promise<PayoutCipher> {
  const secret = secretSource(auth);
  let cipher: Promise<PayoutCipher> | undefined;
  return () =>
    (cipher ??= secret().then((value) =>
      createPayoutCipher({ current: deriveKey(value, 'double-authentification') }),
    ));
}

/** What the order services need of the configuration. */
export type OrderServicesOptions = Pick<
  ServicesOptions,
  | 'auth'
  | 'publicUrl'
  | 'brandName'
  | 'shopContact'
  | 'paymentTimeoutMinutes'
  | 'paymentTestMode'
  | 'aggregator'
  | 'logger'
>;

/** Online payments are offered with a real aggregator, or in test mode. */
export const onlinePaymentsOn = (
  options: Pick<ServicesOptions, 'paymentTestMode' | 'aggregator'>,
) => options.paymentTestMode || options.aggregator !== null;

/** Where online methods go: the real aggregator when one is configured, else the test one. */
const onlineProviderOf = (options: Pick<ServicesOptions, 'aggregator'>): ProviderId =>
  options.aggregator?.id ?? 'test';

/** Keys derived from the signing secret, one per purpose; the secret is read on first use. */
function orderKeys(options: OrderServicesOptions) {
  const secret = secretSource(options.auth);
  let keys: Promise<ReturnType<typeof buildKeys>> | undefined;
  const buildKeys = (value: string) => {
    const testProvider = createTestProvider(deriveKey(value, 'webhook-paiement-test'));
    // Without test mode the test provider does not exist: nothing can approve a payment
    // through it, neither its page nor a notification signed with its key.
    const online = options.paymentTestMode ? { test: testProvider } : {};
    const aggregator = options.aggregator
      ? { [options.aggregator.id]: createAggregator(options.aggregator, options.publicUrl) }
      : {};
    return {
      tracking: createTrackingLinks(deriveKey(value, 'suivi-commande'), options.publicUrl),
      testProvider: options.paymentTestMode ? testProvider : undefined,
      providers: { livraison: cashOnDelivery, ...online, ...aggregator } as Record<
        string,
        PaymentProvider
      >,
    };
  };
  return () => (keys ??= secret().then(buildKeys));
}

/**
 * Checkout, orders and payments on one repository. `clock` dates what they write: the system's,
 * except for the demo seed's history of orders (demo/demo-history.ts).
 */
export function createOrderServices(
  db: Database,
  outbox: OutboxNudge,
  options: OrderServicesOptions,
  clock: Clock = systemClock,
) {
  const repository = createOrdersRepository(db, clock);
  const keys = orderKeys(options);
  const { brandName, logger } = options;
  const brand = { brandName, publicUrl: options.publicUrl };
  const results = createCheckoutResults({ repository, keys });
  const notices = createOrderNotices({
    brand,
    teamContact: options.shopContact,
    keys,
    outbox,
  });
  return {
    checkout: createCheckoutService({
      repository,
      results,
      notices,
      paymentTimeoutMinutes: options.paymentTimeoutMinutes,
      onlinePayments: onlinePaymentsOn(options),
      onlineProvider: onlineProviderOf(options),
      keys,
      addresses: createAddressesService(createAddressesRepository(db)),
    }),
    orders: createOrdersService({
      repository,
      results,
      notices,
      brand,
      tracking: async () => (await keys()).tracking,
      lookupFailures: createSharedRateLimits(db).counter('suivi-echecs', FAILED_ORDER_LOOKUPS),
    }),
    payments: createPaymentsService({ repository, notices, logger, brand, keys }),
    buyerPayments: createBuyerPaymentsService({
      repository: createPaymentsRepository(db),
      providers: async () => (await keys()).providers,
      onlinePayments: onlinePaymentsOn(options),
      onlineProvider: onlineProviderOf(options),
    }),
    invoices: createInvoicesService({
      orders: repository,
      invoices: createInvoicesRepository(db, clock),
      brandName,
    }),
  };
}

/** Every domain service, wired to its repository. Routes and loaders receive this object. */
export function createServices(db: Database, options: ServicesOptions) {
  // Every e-mail and SMS goes through the outbox (decision 034): written with its change, sent
  // after.
  const outbox = createOutbox({
    repository: createOutboxRepository(db),
    mailer: createMailer(options.mail),
    sms: options.sms.provider
      ? createAfricasTalkingSender(options.sms.provider)
      : createSmsFolder(options.sms.folder),
    logger: options.logger,
    messageIdDomain: senderDomain(options.mail.from),
    retries: { ...DELIVERY_RETRIES, firstDelayMs: options.mail.firstRetryMs },
  });
  const catalogueRepository = createCatalogueRepository(db);
  const catalogue = createCatalogueService(catalogueRepository);
  const sellerStatsRepository = createSellerStatsRepository(db);
  const ledgerRepository = createLedgerRepository(db);
  // One key for the payout accounts: the settings seal them, the payout runs open them.
  const payoutCipher = payoutCipherSource(options);
  const notifications = createNotificationsService(createNotificationsRepository(db));
  const notificationPreferences = createNotificationPreferencesService({
    repository: createNotificationPreferencesRepository(db),
  });
  const claimQueueRepository = createClaimQueueRepository(db);
  const claimRecorder = createClaimRecorder(claimQueueRepository);
  const recipes = createRecipesService({
    repository: createRecipesRepository(db),
    catalogue: catalogueRepository,
    claims: claimRecorder,
  });
  const blog = createBlogService(createBlogRepository(db));
  const rateLimits = createSharedRateLimits(db);
  const communityRepository = createCommunityRepository(db);
  const reviewsRepository = createReviewsRepository(db);
  const moderation = createModerationService({
    repository: createModerationRepository(db),
    rateLimits,
    catalogue,
    outbox,
    brandName: options.brandName,
    publicUrl: options.publicUrl,
    teamEmail: options.shopContact.email,
  });
  const sessions = createSessionsRepository(db);
  const accountSecurity = createAccountSecurityService({
    repository: createAccountSecurityRepository(db),
    data: createAccountDataRepository(db),
    sessions,
    rateLimits,
    cipher: twoFactorCipherSource(options.auth),
    brandName: options.brandName,
  });
  const accounts = createAccountsService(createAccountsRepository(db), sessions, {
    ...options.auth,
    sellerApproval: options.sellerApproval,
    secondFactor: accountSecurity.secondFactor,
    welcome: { brand: { brandName: options.brandName, publicUrl: options.publicUrl }, outbox },
  });
  return {
    outbox,
    accounts,
    /** Login and registration with their limits: the site's actions and the API share them. */
    signIn: createSignInService(accounts, rateLimits),
    accountSecurity,
    /** Every limit's counts, in PostgreSQL: shared by all the app's instances. */
    rateLimits,
    accountAdmin: createAccountAdminService({
      repository: createAccountAdminRepository(db),
      outbox,
      brandName: options.brandName,
      publicUrl: options.publicUrl,
    }),
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(db),
      outbox,
      publicUrl: options.publicUrl,
      brandName: options.brandName,
      logger: options.logger,
    }),
    profile: createProfileService({
      repository: createProfileRepository(db),
      outbox,
      rateLimits,
      publicUrl: options.publicUrl,
      brandName: options.brandName,
    }),
    addresses: createAddressesService(createAddressesRepository(db)),
    catalogue,
    categories: createCategoriesService(createCategoriesRepository(db)),
    sellerProducts: createSellerProductsService({
      repository: createSellerProductsRepository(db),
      catalogue: catalogueRepository,
      claims: claimRecorder,
    }),
    sellerStats: createSellerStatsService(sellerStatsRepository, ledgerRepository),
    deliverySettings: createDeliverySettingsService(createDeliverySettingsRepository(db)),
    storeSettings: createStoreSettingsService(
      createStoreSettingsRepository(db, systemClock),
      claimRecorder,
    ),
    shopTeam: createShopTeamService({
      repository: createShopTeamRepository(db),
      outbox,
      publicUrl: options.publicUrl,
      brandName: options.brandName,
      rateLimits,
    }),
    adminStats: createAdminStatsService(createAdminStatsRepository(db)),
    attention: createAttentionService({
      repository: createAttentionRepository(db),
      lowStock: sellerStatsRepository.lowStock,
      unreadNotifications: notifications.unreadCount,
    }),
    notifications,
    notificationPreferences,
    notificationDigests: createNotificationDigestsService({
      repository: createNotificationDigestsRepository(db),
      outbox,
      logger: options.logger,
      brandName: options.brandName,
      publicUrl: options.publicUrl,
    }),
    moderation,
    claimQueue: createClaimQueueService({
      repository: claimQueueRepository,
      decisions: {
        avis: {
          approve: (tx, { subjectId }) =>
            reviewsRepository.decisions.publishAwaiting(tx, subjectId),
          reject: (tx, { subjectId }) => reviewsRepository.decisions.keepRejected(tx, subjectId),
        },
        reponse: {
          reject: (tx, { subjectId }) => reviewsRepository.decisions.removeAnswer(tx, subjectId),
        },
        produit: {
          afterReject: (admin, { subjectId, words }) =>
            unlessAlreadyWithdrawn(
              moderation.withdraw(admin, subjectId, { raison: claimsWithdrawalReason(words) }),
            ),
        },
        recette: {
          afterReject: (admin, { subjectId, words }) =>
            unlessAlreadyWithdrawn(
              moderation.withdrawRecipe(admin, subjectId, {
                raison: recipeClaimsWithdrawalReason(words),
              }),
            ),
        },
        boutique: createShopTextDecisions(
          {
            brandName: options.brandName,
            publicUrl: options.publicUrl,
            teamEmail: options.shopContact.email,
          },
          outbox,
          systemClock,
        ),
        commentaire: commentDecisions(communityRepository.decisions),
      },
    }),
    audit: createAuditService(createAuditRepository(db)),
    reviews: createReviewsService({
      repository: reviewsRepository,
      catalogue,
      claimQueue: claimRecorder,
    }),
    commissions: createCommissionsService(createCommissionsRepository(db)),
    ledger: createLedgerService({
      repository: ledgerRepository,
      holdDays: options.payoutHoldDays,
    }),
    sellerPayments: createSellerPaymentsService({
      repository: createSellerPaymentsRepository(db),
      ledger: ledgerRepository,
      holdDays: options.payoutHoldDays,
      brandName: options.brandName,
    }),
    exchangeRates: createExchangeRatesService({
      repository: createExchangeRatesRepository(db),
    }),
    payouts: createPayoutsService({
      repository: createPayoutsRepository(db),
      minimum: options.payoutMinimum,
      // FedaPay pays out where it collects; with another aggregator the team transfers by hand.
      fedapay:
        options.aggregator?.id === 'fedapay' ? createFedapayPayouts(options.aggregator) : null,
      cipher: payoutCipher,
      outbox,
      brand: { brandName: options.brandName, publicUrl: options.publicUrl },
    }),
    paymentSettings: createPaymentSettingsService({
      repository: createPaymentSettingsRepository(db),
      cipher: payoutCipher,
    }),
    blog,
    recipes,
    community: createCommunityService({
      repository: communityRepository,
      rateLimits,
      lookups: { article: blog.publishedTitle, recette: recipes.publishedTitle },
      claims: claimRecorder,
    }),
    /** Signs and checks the anonymous readers' cookies. */
    readerTokens: createReaderTokens(secretSource(options.auth)),
    newsletter: createNewsletterService(createNewsletterRepository(db)),
    contact: createContactService({
      repository: createContactRepository(db),
      outbox,
      teamEmail: options.shopContact.email,
      brandName: options.brandName,
      publicUrl: options.publicUrl,
      logger: options.logger,
      rateLimits,
    }),
    helpCentre: createHelpCentreService(createHelpCentreRepository(db)),
    support: createSupportService({
      repository: createSupportRepository(db),
      outbox,
      preferences: notificationPreferences,
      brandName: options.brandName,
      publicUrl: options.publicUrl,
      rateLimits,
    }),
    ...createOrderServices(db, outbox, options),
    deliveryQuote: createDeliveryQuoteService({
      repository: createDeliveryQuoteRepository(db),
      onlinePayments: onlinePaymentsOn(options),
      clock: systemClock,
    }),
    productImages: createProductImagesService({ storage: options.mediaStorage }),
    shareImages: createShareImagesService({
      catalogue,
      recipes,
      storage: options.mediaStorage,
      cacheDir: options.shareImagesDir,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

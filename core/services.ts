import type { Logger } from 'pino';
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { createAccountsService, type AccountsOptions } from './accounts/accounts.service.ts';
import { deriveKey, secretSource } from './accounts/auth-secret.ts';
import { createPasswordResetRepository } from './accounts/password-reset.repository.ts';
import { createPasswordResetService } from './accounts/password-reset.service.ts';
import { createBlogRepository } from './blog/blog.repository.ts';
import { createBlogService } from './blog/blog.service.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { createContactRepository } from './contact/contact.repository.ts';
import { createContactService } from './contact/contact.service.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer, type MailerOptions } from './mail/mailer.ts';
import { createCheckoutService } from './orders/checkout.service.ts';
import { createOrdersRepository } from './orders/orders.repository.ts';
import { createOrdersService } from './orders/orders.service.ts';
import { createPaymentsService } from './orders/payments.service.ts';
import { createTrackingLinks } from './orders/tracking-links.ts';
import { cashOnDelivery, createTestProvider } from './payments/payment-providers.ts';
import { createSellerProductsRepository } from './seller-products/seller-products.repository.ts';
import { createSellerProductsService } from './seller-products/seller-products.service.ts';
import { createSellerStatsRepository } from './seller-stats/seller-stats.repository.ts';
import { createSellerStatsService } from './seller-stats/seller-stats.service.ts';
import { createNewsletterRepository } from './newsletter/newsletter.repository.ts';
import { createNewsletterService } from './newsletter/newsletter.service.ts';
import { createProductImagesService } from './uploads/product-images.service.ts';

export interface ServicesOptions {
  mail: MailerOptions;
  auth: AccountsOptions;
  /** The site's address, for links sent by e-mail. */
  publicUrl: string;
  brandName: string;
  paymentTimeoutMinutes: number;
  /** Where uploaded files are written (served under /uploads/). */
  uploadsDir: string;
  logger: Logger;
}

/** Keys derived from the signing secret, one per purpose; the secret is read on first use. */
function orderKeys(options: ServicesOptions) {
  const secret = secretSource(options.auth);
  let keys: Promise<ReturnType<typeof buildKeys>> | undefined;
  const buildKeys = (value: string) => {
    const testProvider = createTestProvider(deriveKey(value, 'webhook-paiement-test'));
    return {
      tracking: createTrackingLinks(deriveKey(value, 'suivi-commande'), options.publicUrl),
      testProvider,
      providers: { livraison: cashOnDelivery, test: testProvider },
    };
  };
  return () => (keys ??= secret().then(buildKeys));
}

function createOrderServices(db: Database, mailer: Mailer, options: ServicesOptions) {
  const repository = createOrdersRepository(db);
  const keys = orderKeys(options);
  const { brandName, logger } = options;
  const checkout = createCheckoutService({
    repository,
    mailer,
    logger,
    brandName,
    paymentTimeoutMinutes: options.paymentTimeoutMinutes,
    keys,
  });
  return {
    checkout,
    orders: createOrdersService({
      repository,
      checkout,
      brandName,
      tracking: async () => (await keys()).tracking,
    }),
    payments: createPaymentsService({ repository, checkout, logger, brandName, keys }),
  };
}

/** Every domain service, wired to its repository. Routes and loaders receive this object. */
export function createServices(db: Database, options: ServicesOptions) {
  const mailer = createMailer(options.mail);
  const catalogueRepository = createCatalogueRepository(db);
  return {
    accounts: createAccountsService(createAccountsRepository(db), options.auth),
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(db),
      mailer,
      publicUrl: options.publicUrl,
      logger: options.logger,
    }),
    catalogue: createCatalogueService(catalogueRepository),
    sellerProducts: createSellerProductsService({
      repository: createSellerProductsRepository(db),
      catalogue: catalogueRepository,
    }),
    sellerStats: createSellerStatsService(createSellerStatsRepository(db)),
    blog: createBlogService(createBlogRepository(db)),
    newsletter: createNewsletterService(createNewsletterRepository(db)),
    contact: createContactService({
      repository: createContactRepository(db),
      mailer,
      logger: options.logger,
    }),
    ...createOrderServices(db, mailer, options),
    productImages: createProductImagesService({ uploadsDir: options.uploadsDir }),
  };
}

export type Services = ReturnType<typeof createServices>;

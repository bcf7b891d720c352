import type { Logger } from 'pino';
import { createAccountsRepository } from './accounts/accounts.repository.ts';
import { createAccountsService, type AccountsOptions } from './accounts/accounts.service.ts';
import { createPasswordResetRepository } from './accounts/password-reset.repository.ts';
import { createPasswordResetService } from './accounts/password-reset.service.ts';
import { createBlogRepository } from './blog/blog.repository.ts';
import { createBlogService } from './blog/blog.service.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { createContactRepository } from './contact/contact.repository.ts';
import { createContactService } from './contact/contact.service.ts';
import type { Database } from './db/client.ts';
import { createMailer, type MailerOptions } from './mail/mailer.ts';
import { createNewsletterRepository } from './newsletter/newsletter.repository.ts';
import { createNewsletterService } from './newsletter/newsletter.service.ts';

export interface ServicesOptions {
  mail: MailerOptions;
  auth: AccountsOptions;
  /** The site's address, for links sent by e-mail. */
  publicUrl: string;
  logger: Logger;
}

/** Every domain service, wired to its repository. Routes and loaders receive this object. */
export function createServices(db: Database, options: ServicesOptions) {
  const mailer = createMailer(options.mail);
  return {
    accounts: createAccountsService(createAccountsRepository(db), options.auth),
    passwordReset: createPasswordResetService({
      repository: createPasswordResetRepository(db),
      mailer,
      publicUrl: options.publicUrl,
      logger: options.logger,
    }),
    catalogue: createCatalogueService(createCatalogueRepository(db)),
    blog: createBlogService(createBlogRepository(db)),
    newsletter: createNewsletterService(createNewsletterRepository(db)),
    contact: createContactService({
      repository: createContactRepository(db),
      mailer,
      logger: options.logger,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

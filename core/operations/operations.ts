import { accountAdminOperations } from '#modules/account-admin/account-admin.operations.ts';
import { accountSecurityOperations } from '#modules/account-security/account-security.operations.ts';
import { passwordResetOperations } from '#modules/accounts/password-reset.operations.ts';
import { addressOperations } from '#modules/addresses/addresses.operations.ts';
import { blogOperations } from '#modules/blog/blog.operations.ts';
import { categoryOperations } from '#modules/categories/categories.operations.ts';
import { claimQueueOperations } from '#modules/claim-queue/claim-queue.operations.ts';
import { commissionOperations } from '#modules/commissions/commissions.operations.ts';
import { communityOperations, readerOperations } from '#modules/community/community.operations.ts';
import { contactOperations } from '#modules/contact/contact.operations.ts';
import { deliverySettingsOperations } from '#modules/delivery/delivery-settings.operations.ts';
import { exchangeRateOperations } from '#modules/exchange-rates/exchange-rates.operations.ts';
import { helpCentreOperations } from '#modules/help-centre/help-centre.operations.ts';
import { ledgerOperations } from '#modules/ledger/ledger.operations.ts';
import { moderationOperations } from '#modules/moderation/moderation.operations.ts';
import { newsletterOperations } from '#modules/newsletter/newsletter.operations.ts';
import { notificationPreferenceOperations } from '#modules/notification-preferences/notification-preferences.operations.ts';
import { checkoutOperations } from '#modules/orders/checkout.operations.ts';
import { orderOperations } from '#modules/orders/orders.operations.ts';
import { outboxOperations } from '#modules/outbox/outbox.operations.ts';
import { payoutOperations } from '#modules/payouts/payouts.operations.ts';
import { profileOperations } from '#modules/profile/profile.operations.ts';
import { reviewOperations } from '#modules/reviews/reviews.operations.ts';
import { sellerProductOperations } from '#modules/seller-products/seller-products.operations.ts';
import { shopSettingsOperations } from '#modules/shop-settings/shop-settings.operations.ts';
import { shopTeamOperations } from '#modules/shop-team/shop-team.operations.ts';
import { supportOperations } from '#modules/support/support.operations.ts';

// Every write declared as an operation (decision 061), by module: the pages' route actions offer
// theirs through the load context (each module's server/api/<module>/<module>.api.ts mounts its
// own as REST routes).
export const operations = {
  checkout: checkoutOperations,
  orders: orderOperations,
  commissions: commissionOperations,
  reviews: reviewOperations,
  sellerProducts: sellerProductOperations,
  categories: categoryOperations,
  addresses: addressOperations,
  notificationPreferences: notificationPreferenceOperations,
  profile: profileOperations,
  passwordReset: passwordResetOperations,
  accountSecurity: accountSecurityOperations,
  accountAdmin: accountAdminOperations,
  shopSettings: shopSettingsOperations,
  deliverySettings: deliverySettingsOperations,
  shopTeam: shopTeamOperations,
  support: supportOperations,
  helpCentre: helpCentreOperations,
  blog: blogOperations,
  community: communityOperations,
  readers: readerOperations,
  exchangeRates: exchangeRateOperations,
  outbox: outboxOperations,
  ledger: ledgerOperations,
  payouts: payoutOperations,
  moderation: moderationOperations,
  claimQueue: claimQueueOperations,
  contact: contactOperations,
  newsletter: newsletterOperations,
};

export type Operations = typeof operations;

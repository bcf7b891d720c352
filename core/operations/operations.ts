import { accountAdminOperations } from '../account-admin/account-admin.operations.ts';
import { accountSecurityOperations } from '../account-security/account-security.operations.ts';
import { addressOperations } from '../addresses/addresses.operations.ts';
import { blogOperations } from '../blog/blog.operations.ts';
import { categoryOperations } from '../categories/categories.operations.ts';
import { claimQueueOperations } from '../claim-queue/claim-queue.operations.ts';
import { commissionOperations } from '../commissions/commissions.operations.ts';
import { communityOperations } from '../community/community.operations.ts';
import { contactOperations } from '../contact/contact.operations.ts';
import { deliverySettingsOperations } from '../delivery/delivery-settings.operations.ts';
import { exchangeRateOperations } from '../exchange-rates/exchange-rates.operations.ts';
import { helpCentreOperations } from '../help-centre/help-centre.operations.ts';
import { ledgerOperations } from '../ledger/ledger.operations.ts';
import { moderationOperations } from '../moderation/moderation.operations.ts';
import { newsletterOperations } from '../newsletter/newsletter.operations.ts';
import { notificationPreferenceOperations } from '../notification-preferences/notification-preferences.operations.ts';
import { checkoutOperations } from '../orders/checkout.operations.ts';
import { orderOperations } from '../orders/orders.operations.ts';
import { outboxOperations } from '../outbox/outbox.operations.ts';
import { payoutOperations } from '../payouts/payouts.operations.ts';
import { profileOperations } from '../profile/profile.operations.ts';
import { reviewOperations } from '../reviews/reviews.operations.ts';
import { sellerProductOperations } from '../seller-products/seller-products.operations.ts';
import { shopSettingsOperations } from '../shop-settings/shop-settings.operations.ts';
import { shopTeamOperations } from '../shop-team/shop-team.operations.ts';
import { supportOperations } from '../support/support.operations.ts';

// Every write declared as an operation (decision 061), by module: server/app.ts mounts each as
// its REST route, and the pages' route actions offer theirs through the load context.
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
  accountSecurity: accountSecurityOperations,
  accountAdmin: accountAdminOperations,
  shopSettings: shopSettingsOperations,
  deliverySettings: deliverySettingsOperations,
  shopTeam: shopTeamOperations,
  support: supportOperations,
  helpCentre: helpCentreOperations,
  blog: blogOperations,
  community: communityOperations,
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

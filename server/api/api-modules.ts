// First, in this order: their routes name shared answers (`.meta({ id })`), which the OpenAPI
// document lists as components in the order their files are loaded.
import { accountsApi } from './accounts/accounts.api.ts';
import { adminOrdersApi, ordersApi } from './orders/orders.api.ts';
import { accountSecurityApi } from './account-security/account-security.api.ts';
import { profileApi } from './profile/profile.api.ts';
import { accountAdminApi } from './account-admin/account-admin.api.ts';
import { addressesApi } from './addresses/addresses.api.ts';
import { adminStatsApi } from './admin-stats/admin-stats.api.ts';
import type { ApiModule } from './api-module.ts';
import { auditApi } from './audit/audit.api.ts';
import { adminArticlesApi, blogApi } from './blog/blog.api.ts';
import { boutiquesApi, productsApi } from './catalogue/catalogue.api.ts';
import { categoriesApi } from './categories/categories.api.ts';
import { commissionsApi } from './commissions/commissions.api.ts';
import { communityApi } from './community/community.api.ts';
import { contactApi } from './contact/contact.api.ts';
import { deliverySettingsApi } from './delivery-settings/delivery-settings.api.ts';
import { deliveryApi } from './delivery/delivery.api.ts';
import { exchangeRatesApi } from './exchange-rates/exchange-rates.api.ts';
import { healthApi } from './health/health.api.ts';
import { helpCentreApi } from './help-centre/help-centre.api.ts';
import { invoicesApi } from './invoices/invoices.api.ts';
import { ledgerApi } from './ledger/ledger.api.ts';
import { moderationApi } from './moderation/moderation.api.ts';
import { newsletterApi } from './newsletter/newsletter.api.ts';
import { notificationPreferencesApi } from './notification-preferences/notification-preferences.api.ts';
import { outboxApi } from './outbox/outbox.api.ts';
import { paymentsApi } from './payments/payments.api.ts';
import { payoutsApi } from './payouts/payouts.api.ts';
import { recipesApi } from './recipes/recipes.api.ts';
import { reviewsApi } from './reviews/reviews.api.ts';
import { sellerPaymentsApi } from './seller-payments/seller-payments.api.ts';
import { sellerProductsApi } from './seller-products/seller-products.api.ts';
import { sellerStatsApi } from './seller-stats/seller-stats.api.ts';
import { paymentSettingsApi, storeSettingsApi } from './shop-settings/shop-settings.api.ts';
import { shopTeamApi } from './shop-team/shop-team.api.ts';
import { supportApi } from './support/support.api.ts';
import { uploadsApi } from './uploads/uploads.api.ts';

/**
 * The REST API's modules, each registered under `/api` by server/app.ts in this order, which is
 * the OpenAPI document's (`/api/docs`). A new module: its `<module>.api.ts` and one line here.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthApi,
  productsApi,
  sellerProductsApi,
  deliverySettingsApi,
  sellerStatsApi,
  boutiquesApi,
  categoriesApi,
  newsletterApi,
  contactApi,
  helpCentreApi,
  supportApi,
  blogApi,
  recipesApi,
  communityApi,
  adminArticlesApi,
  accountsApi,
  profileApi,
  notificationPreferencesApi,
  accountSecurityApi,
  addressesApi,
  ordersApi,
  deliveryApi,
  adminOrdersApi,
  adminStatsApi,
  paymentsApi,
  invoicesApi,
  accountAdminApi,
  uploadsApi,
  storeSettingsApi,
  moderationApi,
  auditApi,
  outboxApi,
  reviewsApi,
  exchangeRatesApi,
  commissionsApi,
  ledgerApi,
  sellerPaymentsApi,
  payoutsApi,
  paymentSettingsApi,
  shopTeamApi,
];

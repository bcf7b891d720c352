import { z } from 'zod';
import { accountDetailSchema, accountRowSchema } from '#common/account-admin.ts';
import { adminFiguresSchema } from '#common/admin-orders.ts';
import { articleSchema, articleSummarySchema } from '#common/article-schemas.ts';
import { publicBoutiqueSchema } from '#common/boutique-schema.ts';
import { checkoutResultSchema, orderSchema, paymentSummarySchema } from '#common/orders.ts';
import { sellerProductSchema } from '#common/seller-products.ts';
import { sellerStatsSchema } from '#common/seller-stats.ts';

// The names under which the OpenAPI document lists the shared answers (its components, each
// answer a $ref to one). They are given here, not where common/ declares the schemas: the site's
// server bundle evaluates its own copy of common/ with the same Zod, and two schemas carrying one
// id make the whole document fail.
const COMPONENTS: [z.ZodType, string][] = [
  [accountRowSchema, 'CompteAdmin'],
  [accountDetailSchema, 'CompteAdminDetail'],
  [adminFiguresSchema, 'ChiffresAdministration'],
  [articleSummarySchema, 'ResumeArticle'],
  [articleSchema, 'Article'],
  [publicBoutiqueSchema, 'Boutique'],
  [orderSchema, 'Commande'],
  [checkoutResultSchema, 'ResultatCommande'],
  [paymentSummarySchema, 'Paiement'],
  [sellerProductSchema, 'ProduitVendeur'],
  [sellerStatsSchema, 'StatistiquesBoutique'],
];

/** Names the shared answers once per process, before the API's routes are declared. */
export function nameSchemaComponents(): void {
  for (const [schema, id] of COMPONENTS) {
    if (z.globalRegistry.get(schema)?.id === id) continue;
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

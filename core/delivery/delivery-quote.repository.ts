import { and, eq, inArray } from 'drizzle-orm';
import type { ShopPaymentTerms } from '#common/shop-payment-terms.ts';
import { boutiqueSelling, offerOnSale } from '#modules/catalogue/storefront-visibility.ts';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiqueProduits, boutiques } from '#modules/db/schema.ts';
import { deliveryZonesOf, type DeliveryZoneRow } from './delivery-zones.repository.ts';
import { shopTermsColumns } from './shop-terms-columns.ts';

// What a cart's delivery quote reads: the offers on sale with their shop's delivery and payment
// terms, and the shops' zones. Read only; the checkout reads the same in its own transaction.

export interface QuotedOffer {
  id: number;
  price: number;
  boutiqueId: number;
  boutiqueCountry: string | null;
  freeDeliveryFrom: number | null;
  paymentTerms: ShopPaymentTerms;
}

export function createDeliveryQuoteRepository(db: Database) {
  return {
    /** The offers among `ids` buyers can order now; the others are left out. */
    async offersOnSale(ids: readonly number[]): Promise<QuotedOffer[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          id: boutiqueProduits.id,
          price: boutiqueProduits.price,
          boutiqueId: boutiques.id,
          boutiqueName: boutiques.name,
          ...shopTermsColumns,
        })
        .from(boutiqueProduits)
        .innerJoin(boutiques, eq(boutiques.id, boutiqueProduits.boutiqueId))
        .where(and(inArray(boutiqueProduits.id, [...ids]), offerOnSale, boutiqueSelling));
      return rows.map((row) => ({
        id: row.id,
        price: row.price,
        boutiqueId: row.boutiqueId,
        boutiqueCountry: row.boutiqueCountry,
        freeDeliveryFrom: row.freeDeliveryFrom,
        paymentTerms: {
          boutiqueId: row.boutiqueId,
          boutiqueName: row.boutiqueName,
          onlinePayments: row.onlinePayments,
          acceptedMethods: row.acceptedMethods,
          mobileMoneyOperators: row.mobileMoneyOperators,
          minOrderAmount: row.minOrderAmount,
        },
      }));
    },

    async accountCountry(accountId: number): Promise<string | null> {
      const [row] = await db
        .select({ pays: accounts.pays })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.pays ?? null;
    },

    deliveryZones(boutiqueIds: readonly number[]): Promise<Map<number, DeliveryZoneRow[]>> {
      return deliveryZonesOf(db, boutiqueIds);
    },
  };
}

export type DeliveryQuoteRepository = ReturnType<typeof createDeliveryQuoteRepository>;

import { zoneFor } from '#common/delivery-zones.ts';
import type { DeliveryZone } from '#common/shop-settings.ts';
import type { DeliveryZoneRow } from './delivery-zones.repository.ts';

// What delivering one shop's part of a cart costs and takes (issue 15): the zone the buyer's
// country falls in, its fee (free above the shop's threshold, standard delivery only), or the
// zone's express fee and time when the buyer asks for it. Computed on the server, for the cart's
// quote and for the checkout, which snapshots it on the order.

export interface ShopDeliveryTerms {
  shopCountry: string | null;
  zones: readonly DeliveryZoneRow[];
  /** Standard delivery is free from this goods total; null: never. */
  freeDeliveryFrom: number | null;
}

export type DeliveryQuote =
  | { served: false }
  | {
      served: true;
      zone: DeliveryZone;
      carrier: string;
      /** What the buyer pays for delivery, whole FCFA. */
      fee: number;
      days: number;
      express: boolean;
      tracking: boolean;
      /** The express option of the zone, whether chosen or not; null when it has none. */
      expressOption: { fee: number; days: number } | null;
      /** Standard delivery is free thanks to the shop's threshold. */
      freeDelivery: boolean;
    };

export function quoteDelivery(
  terms: ShopDeliveryTerms,
  buyerCountry: string,
  subtotal: number,
  wantsExpress: boolean,
): DeliveryQuote {
  const served = new Set(terms.zones.map((row) => row.zone));
  const zone = zoneFor(buyerCountry, terms.shopCountry, served);
  const row = terms.zones.find((candidate) => candidate.zone === zone);
  if (!zone || !row) return { served: false };
  const expressOption =
    row.expressFee !== null && row.expressDays !== null
      ? { fee: row.expressFee, days: row.expressDays }
      : null;
  const express = wantsExpress && expressOption !== null;
  const freeDelivery =
    !express && terms.freeDeliveryFrom !== null && subtotal >= terms.freeDeliveryFrom;
  return {
    served: true,
    zone,
    carrier: row.carrier,
    fee: express ? (expressOption?.fee ?? row.fee) : freeDelivery ? 0 : row.fee,
    days: express ? (expressOption?.days ?? row.deliveryDays) : row.deliveryDays,
    express,
    tracking: row.tracking,
    expressOption,
    freeDelivery,
  };
}

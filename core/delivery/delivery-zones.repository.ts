import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_DELIVERY_DAYS, DELIVERY_ZONES } from '#common/shop-settings.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { boutiqueDeliveryZones } from '#modules/db/schema.ts';

// A shop's delivery zones in PostgreSQL (boutique_zones_livraison): a zone without a row is not
// served.

export type DeliveryZoneRow = typeof boutiqueDeliveryZones.$inferSelect;

/** A new shop delivers to every zone, free, until its seller says otherwise (spec default). */
export async function insertDefaultDeliveryZones(
  tx: Database | DatabaseTransaction,
  boutiqueId: number,
): Promise<void> {
  await tx.insert(boutiqueDeliveryZones).values(
    DELIVERY_ZONES.map((zone) => ({
      boutiqueId,
      zone,
      fee: 0,
      deliveryDays: DEFAULT_DELIVERY_DAYS[zone],
    })),
  );
}

/** The zones of these shops, grouped by shop (an unknown shop has none). */
export async function deliveryZonesOf(
  db: Database | DatabaseTransaction,
  boutiqueIds: readonly number[],
): Promise<Map<number, DeliveryZoneRow[]>> {
  if (boutiqueIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(boutiqueDeliveryZones)
    .where(inArray(boutiqueDeliveryZones.boutiqueId, [...boutiqueIds]));
  return Map.groupBy(rows, (row) => row.boutiqueId);
}

export type DeliveryZoneSetting = Omit<DeliveryZoneRow, 'boutiqueId'>;

/** Replaces a shop's zones by these (the zones left out are no longer served). */
export async function replaceDeliveryZones(
  tx: DatabaseTransaction,
  boutiqueId: number,
  zones: readonly DeliveryZoneSetting[],
): Promise<void> {
  await tx.delete(boutiqueDeliveryZones).where(eq(boutiqueDeliveryZones.boutiqueId, boutiqueId));
  if (zones.length === 0) return;
  await tx.insert(boutiqueDeliveryZones).values(zones.map((zone) => ({ ...zone, boutiqueId })));
}

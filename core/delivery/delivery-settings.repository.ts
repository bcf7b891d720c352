import { eq } from 'drizzle-orm';
import type { SettingsChange } from '#common/settings-history.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { boutiques } from '#modules/db/schema.ts';
import {
  latestSettingsChanges,
  recordSettingsChange,
} from '#modules/shop-settings/settings-history.repository.ts';
import {
  deliveryZonesOf,
  replaceDeliveryZones,
  type DeliveryZoneSetting,
} from './delivery-zones.repository.ts';

// A shop's delivery settings in PostgreSQL: its zones (boutique_zones_livraison), its
// free-delivery threshold and country (boutiques), and the panel's change history.

/** What the delivery panel reads of a shop; undefined for an unknown shop. */
async function readSettings(db: Database | DatabaseTransaction, boutiqueId: number) {
  const [shop] = await db
    .select({ pays: boutiques.pays, freeDeliveryFrom: boutiques.freeDeliveryFrom })
    .from(boutiques)
    .where(eq(boutiques.id, boutiqueId));
  if (!shop) return undefined;
  const zones = (await deliveryZonesOf(db, [boutiqueId])).get(boutiqueId) ?? [];
  return { shopCountry: shop.pays, freeDeliveryFrom: shop.freeDeliveryFrom, zones };
}

export type StoredDeliverySettings = NonNullable<Awaited<ReturnType<typeof readSettings>>>;

/** One save's writes, all in the transaction that holds the shop. */
function savingInside(tx: DatabaseTransaction, boutiqueId: number) {
  return {
    async replace(zones: readonly DeliveryZoneSetting[], freeDeliveryFrom: number | null) {
      await replaceDeliveryZones(tx, boutiqueId, zones);
      await tx.update(boutiques).set({ freeDeliveryFrom }).where(eq(boutiques.id, boutiqueId));
    },
    record: (account: Pick<CurrentAccount, 'id' | 'userName'>, changes: SettingsChange[]) =>
      recordSettingsChange(tx, { boutiqueId, account, panel: 'livraison', changes }),
  };
}

export function createDeliverySettingsRepository(db: Database) {
  return {
    read: (boutiqueId: number) => readSettings(db, boutiqueId),

    history: (boutiqueId: number) => latestSettingsChanges(db, boutiqueId, 'livraison'),

    /**
     * Runs `work` on the shop's settings as they are, locked until the transaction ends (two
     * saves never interleave); undefined for an unknown shop.
     */
    save<T>(
      boutiqueId: number,
      work: (before: StoredDeliverySettings, writes: ReturnType<typeof savingInside>) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: boutiques.id })
          .from(boutiques)
          .where(eq(boutiques.id, boutiqueId))
          .for('update');
        const before = await readSettings(tx, boutiqueId);
        return before && work(before, savingInside(tx, boutiqueId));
      });
    },
  };
}

export type DeliverySettingsRepository = ReturnType<typeof createDeliverySettingsRepository>;

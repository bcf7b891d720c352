import {
  DELIVERY_SETTINGS_SAVED,
  describeDeliveryChanges,
  inZoneOrder,
  type DeliverySettings,
  type DeliverySettingsView,
} from '#common/delivery-settings.ts';
import type { SettingsHistoryEntry } from '#common/settings-history.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { NotFound } from '#modules/errors.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import type {
  DeliverySettingsRepository,
  StoredDeliverySettings,
} from './delivery-settings.repository.ts';

// The seller's 'Paramètres de livraison' (issue 15 §4), for the panel and the API alike: always
// the shop of the signed-in account's team, whatever the request says.

const SHOP_NOT_FOUND = 'Boutique introuvable.';

/** The team's shop: every member reads its settings, an Admin changes them. */
const ownShop = (account: CurrentAccount, permission: 'voir' | 'gerer' = 'voir'): number =>
  teamBoutique(account, permission);

function viewOf(stored: StoredDeliverySettings): DeliverySettingsView {
  return {
    zones: inZoneOrder(stored.zones).map((row) => ({
      zone: row.zone,
      fee: row.fee,
      carrier: row.carrier,
      deliveryDays: row.deliveryDays,
      tracking: row.tracking,
      express:
        row.expressFee !== null && row.expressDays !== null
          ? { fee: row.expressFee, days: row.expressDays }
          : null,
    })),
    freeDeliveryFrom: stored.freeDeliveryFrom,
    shopCountry: stored.shopCountry,
  };
}

export function createDeliverySettingsService(repository: DeliverySettingsRepository) {
  async function get(account: CurrentAccount): Promise<DeliverySettingsView> {
    const stored = await repository.read(ownShop(account));
    if (!stored) throw new NotFound(SHOP_NOT_FOUND);
    return viewOf(stored);
  }

  return {
    get,

    /** The settings with the panel's latest changes (who changed which fee, when). */
    async panel(
      account: CurrentAccount,
    ): Promise<{ settings: DeliverySettingsView; history: SettingsHistoryEntry[] }> {
      const settings = await get(account);
      return { settings, history: await repository.history(ownShop(account)) };
    },

    /**
     * Replaces the shop's zones and threshold, and records what changed, in one transaction.
     * Returns the saved settings and the panel's success message.
     */
    async save(
      account: CurrentAccount,
      input: DeliverySettings,
    ): Promise<{ settings: DeliverySettingsView; message: string }> {
      const boutiqueId = ownShop(account, 'gerer');
      const settings = await repository.save(boutiqueId, async (before, writes) => {
        const zones = inZoneOrder(input.zones);
        await writes.replace(
          zones.map((zone) => ({
            zone: zone.zone,
            fee: zone.fee,
            carrier: zone.carrier,
            deliveryDays: zone.deliveryDays,
            tracking: zone.tracking,
            expressFee: zone.express?.fee ?? null,
            expressDays: zone.express?.days ?? null,
          })),
          input.freeDeliveryFrom,
        );
        const previous = viewOf(before);
        const next = { zones, freeDeliveryFrom: input.freeDeliveryFrom };
        await writes.record(account, describeDeliveryChanges(previous, next));
        return { ...next, shopCountry: before.shopCountry };
      });
      if (!settings) throw new NotFound(SHOP_NOT_FOUND);
      return { settings, message: DELIVERY_SETTINGS_SAVED };
    },
  };
}

export type DeliverySettingsService = ReturnType<typeof createDeliverySettingsService>;

import { BOUTIQUE_TEXTS } from '#common/claim-queue.ts';
import { describeChanges, shown } from '#common/settings-history.ts';
import {
  CURRENCY_LABELS,
  DEFAULT_SHOP_NAME,
  STORE_SETTINGS_SAVED,
  type StoreSettings,
  type StoreSettingsUpdate,
  type StoreSettingsView,
} from '#common/store-settings.ts';
import { formatTaxRate } from '#common/tax.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { NotFound } from '#modules/errors.ts';
import { teamBoutique } from '#modules/shop-team/team-access.ts';
import type { StoreSettingsRepository } from './store-settings.repository.ts';
import type { ClaimRecorder } from '#modules/claim-queue/claim-queue.service.ts';

const BOUTIQUE_GONE = 'Boutique introuvable.';

const LABELS: Partial<Record<keyof StoreSettings, string>> = {
  name: BOUTIQUE_TEXTS.name.label,
  description: BOUTIQUE_TEXTS.description.label,
  logoUrl: 'Logo',
  bannerUrl: 'Bannière',
  currency: 'Devise',
  taxRate: 'Taux de TVA',
  active: 'Boutique active',
};

/** « Image 3f0c1a2b »: an image by the start of its server-chosen name, not its whole address. */
const imageName = (url: unknown) =>
  typeof url === 'string' ? `Image ${url.replace(/^.*\//, '').slice(0, 8)}` : '—';

/** A setting as the history tells it, in the panel's words. */
function show(field: keyof StoreSettings, value: unknown): string {
  if (field === 'logoUrl' || field === 'bannerUrl') return imageName(value);
  if (field === 'currency') return CURRENCY_LABELS[value as StoreSettings['currency']];
  if (field === 'taxRate') return formatTaxRate(value as number);
  return shown(value);
}

/**
 * The 'Paramètres de la boutique' panel: the shop of the account's team only, found from the
 * account (a seller never names the shop it changes, so it cannot reach another's).
 */
export function createStoreSettingsService(
  repository: StoreSettingsRepository,
  claims: ClaimRecorder,
) {
  async function current(boutiqueId: number): Promise<StoreSettings> {
    const settings = await repository.find(boutiqueId);
    if (!settings) throw new NotFound(BOUTIQUE_GONE);
    return settings;
  }

  return {
    /** The saved settings ('Ma Boutique' offered to a shop without a name) and their history. */
    async view(account: CurrentAccount): Promise<StoreSettingsView> {
      const boutiqueId = teamBoutique(account, 'voir');
      const [settings, history, rejectedTexts] = await Promise.all([
        current(boutiqueId),
        repository.history(boutiqueId),
        repository.rejectedTexts(boutiqueId),
      ]);
      return {
        settings: { ...settings, name: settings.name || DEFAULT_SHOP_NAME },
        history,
        rejectedTexts,
      };
    },

    /**
     * Saves the panel, recording what changed and who changed it; the success message. A shop
     * text rewritten is public again and screened anew (issue 45).
     */
    async save(account: CurrentAccount, update: StoreSettingsUpdate): Promise<string> {
      const boutiqueId = teamBoutique(account, 'gerer');
      const before = await repository.save(boutiqueId, account, update, (previous) =>
        describeChanges(LABELS, previous, { ...update, pausedAt: previous.pausedAt }, show),
      );
      if (!before) throw new NotFound(BOUTIQUE_GONE);
      // The schema refused claims; what is only suspicious is saved, and the team reads it. A
      // text saved unchanged keeps the team's decision on it.
      for (const field of ['name', 'description'] as const) {
        if (update[field] === before[field]) continue;
        await claims.record(
          { subject: 'boutique', subjectId: boutiqueId, field: BOUTIQUE_TEXTS[field].label },
          update.name,
          update[field],
        );
      }
      return STORE_SETTINGS_SAVED;
    },
  };
}

export type StoreSettingsService = ReturnType<typeof createStoreSettingsService>;

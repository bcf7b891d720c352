import { eq } from 'drizzle-orm';
import type { StoreSettings } from '../../common/store-settings.ts';
import type { SettingsChange } from '../../common/settings-history.ts';
import type { CurrentAccount } from '../accounts/accounts.service.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { boutiques } from '../db/schema.ts';
import { latestSettingsChanges, recordSettingsChange } from './settings-history.repository.ts';

const columns = {
  name: boutiques.name,
  description: boutiques.description,
  logoUrl: boutiques.logoUrl,
  bannerUrl: boutiques.bannerUrl,
  currency: boutiques.currency,
  taxRate: boutiques.taxRate,
  pausedAt: boutiques.pausedAt,
};

type Row = Pick<typeof boutiques.$inferSelect, keyof typeof columns>;

const toSettings = ({ pausedAt, ...row }: Row): StoreSettings => ({
  ...row,
  active: pausedAt === null,
  pausedAt: pausedAt?.toISOString() ?? null,
});

export function createStoreSettingsRepository(db: Database, clock: Clock) {
  return {
    async find(boutiqueId: number): Promise<StoreSettings | undefined> {
      const [row] = await db.select(columns).from(boutiques).where(eq(boutiques.id, boutiqueId));
      return row && toSettings(row);
    },

    history(boutiqueId: number) {
      return latestSettingsChanges(db, boutiqueId, 'boutique');
    },

    /**
     * Writes the settings and their history entry together. Pausing dates the pause once (a
     * paused shop saved again keeps its date); resuming clears it.
     */
    async save(
      boutiqueId: number,
      account: Pick<CurrentAccount, 'id' | 'userName'>,
      settings: Omit<StoreSettings, 'pausedAt'>,
      describe: (before: StoreSettings) => SettingsChange[],
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select(columns)
          .from(boutiques)
          .where(eq(boutiques.id, boutiqueId))
          .for('update');
        if (!before) return;
        const { active, ...fields } = settings;
        await tx
          .update(boutiques)
          .set({ ...fields, pausedAt: active ? null : (before.pausedAt ?? clock()) })
          .where(eq(boutiques.id, boutiqueId));
        await recordSettingsChange(tx, {
          boutiqueId,
          account,
          panel: 'boutique',
          changes: describe(toSettings(before)),
        });
      });
    },
  };
}

export type StoreSettingsRepository = ReturnType<typeof createStoreSettingsRepository>;

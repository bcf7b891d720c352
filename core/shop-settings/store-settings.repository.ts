import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BoutiqueText } from '#common/claim-queue.ts';
import type { StoreSettings } from '#common/store-settings.ts';
import type { SettingsChange } from '#common/settings-history.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { Clock } from '#modules/clock.ts';
import type { Database, DatabaseTransaction } from '#modules/db/client.ts';
import { accounts, boutiques } from '#modules/db/schema.ts';
import type { OutgoingMail } from '#modules/mail/mailer.ts';
import {
  insertShopNotification,
  type ShopNotificationDraft,
} from '#modules/notifications/notifications.port.ts';
import { enqueueEventMessages } from '#modules/outbox/outbox.port.ts';
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

/** The texts the team rejected, each once: what the storefront keeps from buyers. */
const withoutText = (field: BoutiqueText) =>
  sql`array_remove(${boutiques.rejectedTexts}, ${field})`;

/** The team's decisions on a shop's text (core/claim-queue), in the decision's transaction. */
export const shopTextDecisions = {
  /** Off the storefront; its sellers, to tell them (none when the boutique is gone). */
  async reject(tx: DatabaseTransaction, boutiqueId: number, field: BoutiqueText) {
    const changed = await tx
      .update(boutiques)
      .set({ rejectedTexts: sql`array_append(${withoutText(field)}, ${field})` })
      .where(eq(boutiques.id, boutiqueId))
      .returning({ tenantId: boutiques.tenantId });
    const [boutique] = changed;
    if (!boutique) return [];
    return tx
      .select({ email: accounts.email, userName: accounts.userName })
      .from(accounts)
      .where(and(eq(accounts.tenantId, boutique.tenantId), eq(accounts.typeCompte, 'VENDEUR')));
  },

  /** Public again (approved after all). */
  async approve(tx: DatabaseTransaction, boutiqueId: number, field: BoutiqueText) {
    await tx
      .update(boutiques)
      .set({ rejectedTexts: withoutText(field) })
      .where(eq(boutiques.id, boutiqueId));
  },

  /** The sellers' bell and e-mails, written with the decision. */
  async tell(
    tx: DatabaseTransaction,
    boutiqueId: number,
    eventKey: string,
    notice: ShopNotificationDraft,
    mails: OutgoingMail[],
    at: Date,
  ) {
    await insertShopNotification(tx, boutiqueId, notice, at);
    await enqueueEventMessages(tx, eventKey, mails);
  },
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

    async rejectedTexts(boutiqueId: number): Promise<BoutiqueText[]> {
      const [row] = await db
        .select({ texts: boutiques.rejectedTexts })
        .from(boutiques)
        .where(eq(boutiques.id, boutiqueId));
      return (row?.texts ?? []) as BoutiqueText[];
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
    ): Promise<StoreSettings | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(columns)
          .from(boutiques)
          .where(eq(boutiques.id, boutiqueId))
          .for('update');
        if (!before) return undefined;
        const { active, ...fields } = settings;
        // A text the team rejected is public again once rewritten: the new one is screened.
        const rewritten = (['name', 'description'] as const).filter(
          (field) => fields[field] !== before[field],
        );
        await tx
          .update(boutiques)
          .set({
            ...fields,
            pausedAt: active ? null : (before.pausedAt ?? clock()),
            rejectedTexts: rewritten.reduce<SQL>(
              (texts, field) => sql`array_remove(${texts}, ${field})`,
              sql`${boutiques.rejectedTexts}`,
            ),
          })
          .where(eq(boutiques.id, boutiqueId));
        await recordSettingsChange(tx, {
          boutiqueId,
          account,
          panel: 'boutique',
          changes: describe(toSettings(before)),
        });
        return toSettings(before);
      });
    },
  };
}

export type StoreSettingsRepository = ReturnType<typeof createStoreSettingsRepository>;

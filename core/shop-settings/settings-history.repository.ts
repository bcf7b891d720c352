import { and, desc, eq } from 'drizzle-orm';
import {
  SETTINGS_HISTORY_SHOWN,
  type SettingsChange,
  type SettingsHistoryEntry,
} from '#common/settings-history.ts';
import type { SettingsPanel } from '#common/shop-settings.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { Database } from '#modules/db/client.ts';
import { boutiqueSettingsChanges } from '#modules/db/schema.ts';

/** A database or a transaction: an entry is written with the change it tells of. */
type Writer = Pick<Database, 'insert'>;

/**
 * Records who changed which of a shop's settings. Call it inside the transaction of the change,
 * so the history neither misses a change nor tells of one undone; nothing is written when
 * nothing changed.
 */
export async function recordSettingsChange(
  writer: Writer,
  entry: {
    boutiqueId: number;
    account: Pick<CurrentAccount, 'id' | 'userName'>;
    panel: SettingsPanel;
    changes: SettingsChange[];
  },
): Promise<void> {
  if (entry.changes.length === 0) return;
  await writer.insert(boutiqueSettingsChanges).values({
    boutiqueId: entry.boutiqueId,
    accountId: entry.account.id,
    actorName: entry.account.userName,
    panel: entry.panel,
    changes: entry.changes,
  });
}

/** A panel's latest changes, newest first. */
export async function latestSettingsChanges(
  db: Database,
  boutiqueId: number,
  panel: SettingsPanel,
): Promise<SettingsHistoryEntry[]> {
  const rows = await db
    .select()
    .from(boutiqueSettingsChanges)
    .where(
      and(
        eq(boutiqueSettingsChanges.boutiqueId, boutiqueId),
        eq(boutiqueSettingsChanges.panel, panel),
      ),
    )
    .orderBy(desc(boutiqueSettingsChanges.createdAt), desc(boutiqueSettingsChanges.id))
    .limit(SETTINGS_HISTORY_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    panel: row.panel,
    actorName: row.actorName,
    changes: row.changes as SettingsChange[],
    createdAt: row.createdAt.toISOString(),
  }));
}

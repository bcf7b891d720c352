import { sql } from 'drizzle-orm';
import type { Database } from '#modules/db/client.ts';
import { accounts, boutiques, notifications } from '#modules/db/schema.ts';

// The notifications' published port (decisions 013, 064): a change tells an account, or a
// boutique's sellers, in its own transaction. Reading and marking them read stay in
// notifications.repository.ts.

/** A notification to write; it is dated when written. */
export type NotificationDraft = Omit<
  typeof notifications.$inferInsert,
  'id' | 'readAt' | 'createdAt'
>;

/** Writes a notification with what runs the change it tells of (its transaction), dated `at`. */
export async function insertNotification(
  writer: Pick<Database, 'insert'>,
  notification: NotificationDraft,
  at: Date,
): Promise<void> {
  await writer.insert(notifications).values({ ...notification, createdAt: at });
}

/** A notification for every seller of a boutique: who reads it is decided when it is written. */
export type ShopNotificationDraft = Omit<NotificationDraft, 'accountId'>;

/**
 * Writes a notification for each seller account of `boutiqueId` but `except` (the one who made
 * the change), with what runs the change (its transaction), dated `at`.
 */
export async function insertShopNotification(
  writer: Pick<Database, 'execute'>,
  boutiqueId: number,
  notification: ShopNotificationDraft,
  at: Date,
  except: number | null = null,
): Promise<void> {
  await writer.execute(sql`
    insert into ${notifications} (account_id, kind, message, link, commande_id, created_at)
    select ${accounts.id}, ${notification.kind}, ${notification.message}, ${notification.link},
      ${notification.commandeId ?? null}, ${at}
    from ${boutiques} join ${accounts} on ${accounts.tenantId} = ${boutiques.tenantId}
    where ${boutiques.id} = ${boutiqueId} and ${accounts.typeCompte} = 'VENDEUR'
      and ${accounts.id} is distinct from ${except}`);
}

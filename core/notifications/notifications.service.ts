import { readPage } from '#common/list-pages.ts';
import { NOTIFICATIONS_PER_PAGE, type NotificationPage } from '#common/notifications.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { systemClock, type Clock } from '#modules/clock.ts';
import { NotFound } from '#modules/errors.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

const NOTIFICATION_NOT_FOUND = 'Notification introuvable.';

/** An account's own notifications: read them page by page, mark them read. */
export function createNotificationsService(
  repository: NotificationsRepository,
  clock: Clock = systemClock,
) {
  return {
    async page(account: CurrentAccount, asked: number): Promise<NotificationPage> {
      const { found, page, pageCount } = await readPage(asked, NOTIFICATIONS_PER_PAGE, (number) =>
        repository.findPage(account.id, {
          limit: NOTIFICATIONS_PER_PAGE,
          offset: (number - 1) * NOTIFICATIONS_PER_PAGE,
        }),
      );
      return { ...found, page, pageCount };
    },

    unreadCount: (account: CurrentAccount) => repository.unreadCount(account.id),

    /** Someone else's notification is answered as if it did not exist. */
    async markRead(account: CurrentAccount, id: number): Promise<void> {
      if (!(await repository.markRead(account.id, id, clock()))) {
        throw new NotFound(NOTIFICATION_NOT_FOUND);
      }
    },

    /**
     * 'Tout marquer comme lu': up to the newest the account was shown (`upToId`), so one that
     * arrived meanwhile stays unread; every one when null.
     */
    markAllRead: (account: CurrentAccount, upToId: number | null) =>
      repository.markAllRead(account.id, upToId, clock()),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

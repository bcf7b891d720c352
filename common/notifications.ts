import { listSearch, pageParam } from './list-pages.ts';

// An account's notifications (the buyer's 'Notifications' screen and bell): unread first, then
// the newest; `?page=2` pages them (list-pages.ts).

export const NOTIFICATIONS_PER_PAGE = 20;

export interface Notification {
  id: number;
  /** What happened, in French. */
  message: string;
  /** The dashboard screen that shows it, relative to the dashboard's root. */
  link: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  notifications: Notification[];
  /** How many notifications the account has, over every page. */
  total: number;
  unread: number;
  /** The newest notification's id: 'Tout marquer comme lu' stops there (null: none). */
  newestId: number | null;
  page: number;
  pageCount: number;
}

export const parseNotificationPage = (params: URLSearchParams): number => pageParam(params);

export const notificationPageSearch = (page: number): string => listSearch([['page', page]]);

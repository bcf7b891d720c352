import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastAsked, wasToastAsked } from './toasts.ts';

// Mantine's toast container (its transitions, portal, swipe, close button and scroll-lock
// classes: about 12 KB gzip, and its stylesheet) draws nothing until there is a toast, so it is
// not part of the first visit: its code loads and mounts with the page's first toast. That
// toast waits in Mantine's store (app/features/toasts.ts) and appears as soon as the container
// mounts.
const Notifications = lazy(() => import('./toast-container.tsx'));

export function DeferredNotifications(props: NotificationsProps) {
  const asked = useSyncExternalStore(subscribeToToastAsked, wasToastAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}

import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../components/use-hydrated.ts';

// Mantine's toast container (its transitions, portal, swipe, close button and scroll-lock
// classes: about 12 KB gzip) draws nothing on the first screen, so it is not part of it: its
// code loads once the page is interactive. A toast shown before waits in Mantine's store
// (app/features/toasts.ts) and appears as soon as the container mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function DeferredNotifications(props: NotificationsProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}

// Mantine's toast container with its styles: loaded with the page's first toast
// (./deferred-notifications.tsx), its stylesheet with it, not before every first paint.
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';

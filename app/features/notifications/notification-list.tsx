import { Anchor, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '#common/notifications.ts';
import { formatOrderDateTime } from '../orders/order-format.ts';
import type { RowActions } from '../use-action-fetcher.ts';
import { NOTIFICATION_INTENTS } from './notification-intents.ts';

interface NotificationListProps {
  notifications: Notification[];
  /** The dashboard's root: links are relative to it. */
  root: string;
  /** The screen's row actions, for 'Marquer comme lue'; without them, the list only reads. */
  actions?: RowActions;
}

/** Notifications one under the other: unread ones marked, each leading to what it tells of. */
export function NotificationList({ notifications, root, actions }: NotificationListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {notifications.map((notification) => (
        <Box
          component="li"
          key={notification.id}
          data-notification={notification.id}
          data-read={notification.read}
          pl="sm"
          py={4}
          style={{
            borderLeft: `3px solid var(--mantine-color-${notification.read ? 'dark-4' : 'orange-5'})`,
          }}
        >
          <Anchor
            component={Link}
            to={`${root}/${notification.link}`}
            c="inherit"
            fw={notification.read ? 400 : 700}
            fz="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {!notification.read && <VisuallyHidden>Non lue : </VisuallyHidden>}
            {notification.message}
          </Anchor>
          <Group gap="sm" mt={2} wrap="wrap">
            <Text fz="xs" c="dimmed">
              {formatOrderDateTime(notification.createdAt)}
            </Text>
            {actions && !notification.read && (
              <Button
                variant="subtle"
                size="compact-xs"
                aria-label={`Marquer comme lue : ${notification.message}`}
                loading={actions.isSending('notificationId', String(notification.id))}
                onClick={() =>
                  void actions.send({
                    intent: NOTIFICATION_INTENTS.markRead,
                    notificationId: String(notification.id),
                  })
                }
              >
                Marquer comme lue
              </Button>
            )}
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

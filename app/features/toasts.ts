import { notifications } from '@mantine/notifications';

// The dashboards' toasts. Their 5000 ms (spec) and the close button's French name come from
// app/root.tsx and app/theme.ts.

export function toastSuccess(message: string): void {
  notifications.show({ color: 'feuille', message });
}

export function toastFailure(title: string, message: string): void {
  notifications.show({ color: 'red', title, message });
}

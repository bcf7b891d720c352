import { notifications } from '@mantine/notifications';

// The seller screens' toasts (spec: 5000 ms), with a close button screen readers can name.

const TOAST = {
  autoClose: 5000,
  closeButtonProps: { 'aria-label': 'Fermer la notification' },
};

export function toastSuccess(message: string): void {
  notifications.show({ color: 'feuille', message, ...TOAST });
}

export function toastFailure(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, ...TOAST });
}

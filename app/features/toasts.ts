import type { notifications as notificationsStore } from '@mantine/notifications';

// The site's toasts. One toast per kind: a new message of a kind already on screen replaces
// it in place instead of stacking another one (five quick adds used to pile five toasts over
// 300 px of a phone's screen). They show at the top, under the sticky header, away from the
// buttons people tap (app/root.tsx, app/features/toasts.module.css); the close button's
// French name comes from app/theme.ts.
// Mantine's notifications package is not part of the first screen: it loads with the page's
// first toast (app/features/deferred-notifications.tsx). The toasts reach its store through
// one promise, so they are applied in the order they were made.

let loadingStore: Promise<typeof notificationsStore> | undefined;
function toastStore() {
  loadingStore ??= import('@mantine/notifications').then((module) => module.notifications);
  return loadingStore;
}

// Whether a toast has been asked for on this page: Mantine's container mounts then
// (app/features/deferred-notifications.tsx), so a visit that shows none never loads it.
let toastAsked = false;
const toastAskedListeners = new Set<() => void>();

export function subscribeToToastAsked(listener: () => void): () => void {
  toastAskedListeners.add(listener);
  return () => toastAskedListeners.delete(listener);
}

export function wasToastAsked(): boolean {
  return toastAsked;
}

function markToastAsked(): void {
  if (toastAsked) return;
  toastAsked = true;
  for (const listener of toastAskedListeners) listener();
}

type ToastKind = 'success' | 'failure' | 'cart-added' | 'cart-error';

/** The spec's default toast time. */
const TOAST_MS = 5000;

/** Each kind's pending close, present while its toast is on screen. */
const closeTimers = new Map<ToastKind, ReturnType<typeof setTimeout>>();
/** How many events each counting toast on screen stands for. */
const counts = new Map<ToastKind, number>();

function forget(kind: ToastKind): void {
  clearTimeout(closeTimers.get(kind));
  closeTimers.delete(kind);
  counts.delete(kind);
}

function showToast(
  kind: ToastKind,
  content: { color: string; message: string; title?: string },
  durationMs = TOAST_MS,
): void {
  // `title` is always given, even undefined: an update merges into the toast on screen.
  const toast = { title: undefined, ...content, id: kind, autoClose: false as const };
  const onScreen = closeTimers.has(kind);
  markToastAsked();
  void toastStore().then((store) => {
    if (onScreen) store.update(toast);
    else store.show({ ...toast, onClose: () => forget(kind) });
  });
  // Our own timer rather than Mantine's autoClose, which does not restart on an update:
  // the latest message stays readable for the full time.
  clearTimeout(closeTimers.get(kind));
  closeTimers.set(
    kind,
    setTimeout(() => void toastStore().then((store) => store.hide(kind)), durationMs),
  );
}

/**
 * A toast counting the events of its kind while it is on screen: `message(1)`, then
 * `message(2)`… in the same place. The count starts again once it has closed.
 */
export function toastCounted(
  kind: ToastKind,
  color: string,
  message: (count: number) => string,
  durationMs = TOAST_MS,
): void {
  if (successMuted) return;
  const count = (closeTimers.has(kind) ? (counts.get(kind) ?? 0) : 0) + 1;
  showToast(kind, { color, message: message(count) }, durationMs);
  counts.set(kind, count);
}

/**
 * The account turned its alerts off (showAlerts, app/root.tsx): confirmations are not shown;
 * failures still are, since something the user asked for did not happen.
 */
let successMuted = false;
export function muteSuccessToasts(muted: boolean): void {
  successMuted = muted;
}

export function toastSuccess(message: string): void {
  if (successMuted) return;
  showToast('success', { color: 'feuille', message });
}

export function toastFailure(title: string, message: string): void {
  showToast('failure', { color: 'red', title, message });
}

/** A refused cart change (out of stock, stock limit): the latest one replaces the previous. */
export function toastCartError(message: string): void {
  showToast('cart-error', { color: 'red', message });
}

import { useSyncExternalStore } from 'react';
import {
  parseSession,
  SESSION_KEYS,
  SESSION_UPDATED_EVENT,
  sessionEntries,
  type Session,
} from '#common/session.ts';

// The browser's copy of the session under the spec's keys in local storage (spec section 7):
// written after login and registration, removed at logout and whenever the server says the
// request had no valid session cookie. The site authorises nothing with it: the cookie is the
// credential and the root loader says who is signed in (decision 059). The `sessionUpdated`
// window event follows every change; other tabs follow through the `storage` event.

let lastSnapshot: string | undefined;
let lastSession: Session | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: nobody is signed in
  }
}

/** The stored session; the same object until the stored values change (React compares by reference). */
export function readSession(): Session | null {
  const snapshot = JSON.stringify(SESSION_KEYS.map(read));
  if (snapshot !== lastSnapshot) {
    lastSnapshot = snapshot;
    lastSession = parseSession(read);
  }
  return lastSession;
}

function update(change: (storage: Storage) => void): void {
  try {
    change(window.localStorage);
  } catch {
    // Storage full or disabled: the session lasts as long as the page.
  }
  window.dispatchEvent(new Event(SESSION_UPDATED_EVENT));
}

export function writeSession(session: Session): void {
  update((storage) => {
    for (const [key, value] of sessionEntries(session)) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
  });
}

/** Logout: removes the session keys only; the cart stays. */
export function clearSession(): void {
  update((storage) => {
    for (const key of SESSION_KEYS) storage.removeItem(key);
  });
}

function subscribe(onChange: () => void) {
  window.addEventListener(SESSION_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(SESSION_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The signed-in account, kept in sync with storage. Null during server rendering. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

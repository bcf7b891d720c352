import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while server-rendering and hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

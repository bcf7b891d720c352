// Counts failures per key in fixed windows, in this instance's memory (a shared store is the
// multi-instance work, see the README). Unlike a request rate limit, only failures count, and
// one attempt may count against several keys (every account a login identifier may name).

export interface FailureCounter {
  /** Seconds until the most exhausted of these keys may try again; 0 when none is exhausted. */
  retryAfterSeconds(keys: readonly string[]): number;
  record(keys: readonly string[]): void;
}

export function createFailureCounter(options: {
  max: number;
  windowMs: number;
  now?: () => number;
}): FailureCounter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetsAt: number }>();

  function current(key: string) {
    const window = windows.get(key);
    if (window && window.resetsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    retryAfterSeconds(keys) {
      let wait = 0;
      for (const key of keys) {
        const window = current(key);
        if (window && window.count >= options.max) {
          wait = Math.max(wait, Math.ceil((window.resetsAt - now()) / 1000));
        }
      }
      return wait;
    },
    record(keys) {
      for (const key of keys) {
        const window = current(key);
        if (window) window.count += 1;
        else windows.set(key, { count: 1, resetsAt: now() + options.windowMs });
      }
      // Expired windows of keys never seen again would otherwise stay forever.
      if (windows.size > 10_000) for (const key of windows.keys()) current(key);
    },
  };
}

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '#modules/clock.ts';
import type { Database } from '#modules/db/client.ts';
import { rateLimitWindows } from '#modules/db/schema.ts';
import { TooManyRequests } from '#modules/errors.ts';

// Every limit in PostgreSQL, so that it holds across app instances (DESIGN.md, "Growing past one
// machine"; docs/decisions/036-shared-limits-lifecycle-backups.md). A key's window opens at its
// first count and lasts the limit's length, as in one instance's memory: a burst is never split
// across two windows. Request limits count every attempt (`hit`, `consume`); counters count only
// what the caller records, such as a wrong password, and are checked before each attempt.

export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** One key (a reader, an address) and the limit it is held to. */
export interface LimitedKey {
  key: string;
  limit: WindowLimit;
}

/** The budgets of a write that sends or stores a message: per account and per client address. */
export interface SenderLimits {
  perAccount: WindowLimit;
  perAddress: WindowLimit;
}

/**
 * The keys that hold a sender to `limits`: its account (or, on a public form, the address it
 * writes to) and the client's address (`request.ip`, as TRUST_PROXY resolves it).
 */
export function senderKeys(account: string, clientIp: string, limits: SenderLimits): LimitedKey[] {
  return [
    { key: account, limit: limits.perAccount },
    { key: `ip:${clientIp}`, limit: limits.perAddress },
  ];
}

/** A budget that only counts what the caller records (a failure, a report). */
export interface SharedCounter {
  /** Seconds until the most exhausted of these keys may try again; 0 when none is exhausted. */
  retryAfterSeconds(keys: readonly string[]): Promise<number>;
  /** Refuses with `message`, and when to come back, while one of these keys is exhausted. */
  refuseWhileExhausted(keys: readonly string[], message: string): Promise<void>;
  record(keys: readonly string[]): Promise<void>;
}

/** Longer than any limit's window: rows older than this only take room. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createSharedRateLimits(db: Database, clock: Clock = systemClock) {
  function secondsLeft(windowStart: Date, limit: WindowLimit, now: Date) {
    const endsAt = windowStart.getTime() + limit.windowSeconds * 1000;
    return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  }

  /**
   * Adds one to the key's open window, or opens a new one when it ended, in one statement: the
   * row lock makes concurrent counts from every instance add up.
   */
  async function increment(bucket: string, { key, limit }: LimitedKey) {
    const now = clock();
    const windowMs = limit.windowSeconds * 1000;
    // Ended, or opened more than a window in the future: only the demo seed's clock goes back
    // in time (it replays a year); instances whose clocks differ by less keep one window.
    const ended = sql`(${rateLimitWindows.windowStart} <= ${timestamp(
      new Date(now.getTime() - windowMs),
    )} OR ${rateLimitWindows.windowStart} > ${timestamp(new Date(now.getTime() + windowMs))})`;
    const [row] = await db
      .insert(rateLimitWindows)
      .values({ bucket, key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.bucket, rateLimitWindows.key],
        set: {
          windowStart: sql`CASE WHEN ${ended} THEN ${timestamp(now)} ELSE ${rateLimitWindows.windowStart} END`,
          count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitWindows.count} + 1 END`,
        },
      })
      .returning({ count: rateLimitWindows.count, windowStart: rateLimitWindows.windowStart });
    if (!row) throw new Error(`Compteur ${bucket} introuvable après son écriture.`);
    if (row.count === 1) {
      // A window opened: the keys not seen for a day (addresses gone) need no row any more.
      await db
        .delete(rateLimitWindows)
        .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - RETENTION_MS)));
    }
    return { count: row.count, secondsLeft: secondsLeft(row.windowStart, limit, now) };
  }

  /** The key's count in its open window (0 when it has none), without adding to it. */
  async function countOf(bucket: string, { key, limit }: LimitedKey) {
    const now = clock();
    const [row] = await db
      .select({ count: rateLimitWindows.count, windowStart: rateLimitWindows.windowStart })
      .from(rateLimitWindows)
      .where(
        and(
          eq(rateLimitWindows.bucket, bucket),
          eq(rateLimitWindows.key, key),
          gt(rateLimitWindows.windowStart, new Date(now.getTime() - limit.windowSeconds * 1000)),
        ),
      );
    return row ? { count: row.count, secondsLeft: secondsLeft(row.windowStart, limit, now) } : null;
  }

  const limits = {
    /**
     * Counts one attempt against every key; returns the seconds to wait when any of them went
     * past its maximum in its window, else 0. The attempt counts even when refused: hammering
     * does not help.
     */
    async hit(bucket: string, keys: readonly LimitedKey[]): Promise<number> {
      let wait = 0;
      for (const limited of keys) {
        const { count, secondsLeft } = await increment(bucket, limited);
        if (count > limited.limit.max) wait = Math.max(wait, secondsLeft);
      }
      return wait;
    },

    /** `hit`, refusing with `message` when a key is past its maximum. */
    async consume(bucket: string, keys: readonly LimitedKey[], message: string): Promise<void> {
      const wait = await limits.hit(bucket, keys);
      if (wait > 0) throw new TooManyRequests(message, wait);
    },

    /** A budget of `limit` per key in `bucket` that counts only what is recorded. */
    counter(bucket: string, limit: WindowLimit): SharedCounter {
      const limited = (keys: readonly string[]) => keys.map((key) => ({ key, limit }));
      async function retryAfterSeconds(keys: readonly string[]) {
        let wait = 0;
        for (const key of limited(keys)) {
          const window = await countOf(bucket, key);
          if (window && window.count >= limit.max) wait = Math.max(wait, window.secondsLeft);
        }
        return wait;
      }
      return {
        retryAfterSeconds,
        async refuseWhileExhausted(keys, message) {
          const wait = await retryAfterSeconds(keys);
          if (wait > 0) throw new TooManyRequests(message, wait);
        },
        async record(keys) {
          for (const key of limited(keys)) await increment(bucket, key);
        },
      };
    },
  };
  return limits;
}

export type SharedRateLimits = ReturnType<typeof createSharedRateLimits>;

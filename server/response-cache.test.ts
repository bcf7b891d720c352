import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

function counter() {
  let calls = 0;
  return { load: async () => ++calls, calls: () => calls };
}

describe('createResponseCache', () => {
  it('serves the cached value until it expires', async () => {
    let time = 1_000;
    const cache = createResponseCache<number>({ ttlMs: 5_000, now: () => time });
    const source = counter();
    expect(await cache.get('k', source.load)).toBe(1);
    time += 4_999;
    expect(await cache.get('k', source.load)).toBe(1);
    time += 1;
    expect(await cache.get('k', source.load)).toBe(2);
  });

  it('loads once for concurrent requests of the same key', async () => {
    const cache = createResponseCache<number>({ ttlMs: 5_000 });
    const source = counter();
    const results = await Promise.all([1, 2, 3].map(() => cache.get('k', source.load)));
    expect(results).toEqual([1, 1, 1]);
    expect(source.calls()).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = createResponseCache<number>({ ttlMs: 5_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('never caches with a zero lifetime', async () => {
    const cache = createResponseCache<number>({ ttlMs: 0 });
    const source = counter();
    await cache.get('k', source.load);
    await cache.get('k', source.load);
    expect(source.calls()).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createResponseCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
  });
});

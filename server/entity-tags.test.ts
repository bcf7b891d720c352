import { describe, expect, it } from 'vitest';
import { clientHolds, entityTagOf } from './entity-tags.ts';

describe('entity tags', () => {
  it('names equal bytes alike and other bytes otherwise', () => {
    const tag = entityTagOf(Buffer.from('Beurre de karité'));
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(entityTagOf(Buffer.from('Beurre de karité'))).toBe(tag);
    expect(entityTagOf(Buffer.from('Savon noir'))).not.toBe(tag);
  });

  it('reads If-None-Match as RFC 9110 says: lists, weak tags and *', () => {
    expect(clientHolds(undefined, '"a"')).toBe(false);
    expect(clientHolds('"a"', '"a"')).toBe(true);
    expect(clientHolds('"b"', '"a"')).toBe(false);
    expect(clientHolds('W/"a"', '"a"')).toBe(true);
    expect(clientHolds('"a"', 'W/"a"')).toBe(true);
    expect(clientHolds('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(clientHolds('*', '"a"')).toBe(true);
  });
});

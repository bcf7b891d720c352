import { describe, expect, it } from 'vitest';
import { parseId } from './ids.ts';

describe('parseId', () => {
  it('accepts positive integers that fit a PostgreSQL integer', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', '2147483648', ' 7'])(
    'refuses %j',
    (text) => {
      expect(parseId(text)).toBeUndefined();
    },
  );
});

import { describe, expect, it } from 'vitest';
import { searchedPhoneDigits } from './phone-search.ts';

describe('searchedPhoneDigits', () => {
  it.each([
    ['90 11 22 33', '90112233'],
    ['+228 90-11-22-33', '22890112233'],
    ['0022890112233', '22890112233'],
    ['06 12 34 56 78', '612345678'],
    ['(228) 90.11', '2289011'],
  ])('reads %s as the digits %s', (typed, digits) => {
    expect(searchedPhoneDigits(typed)).toBe(digits);
  });

  it.each(['CMD-2026', 'Awa', '123', '', '  '])('does not read %j as a phone', (typed) => {
    expect(searchedPhoneDigits(typed)).toBeNull();
  });
});

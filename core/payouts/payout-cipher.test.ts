import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPayoutCipher } from './payout-cipher.ts';

const IBAN = 'TG53TG0090604310346500400070';

describe('payout cipher', () => {
  it('seals a number unreadably, differently each time, and opens it again', () => {
    const cipher = createPayoutCipher({ current: randomBytes(32) });
    const first = cipher.seal(IBAN);
    const second = cipher.seal(IBAN);
    expect(first).not.toContain(IBAN);
    expect(first).not.toBe(second);
    expect(cipher.open(first)).toBe(IBAN);
    expect(cipher.open(second)).toBe(IBAN);
  });

  it('opens what an earlier key sealed after the key changes, and seals with the new one', () => {
    const oldKey = randomBytes(32);
    const sealedBefore = createPayoutCipher({ current: oldKey }).seal(IBAN);
    const rotated = createPayoutCipher({ current: randomBytes(32), previous: [oldKey] });
    expect(rotated.open(sealedBefore)).toBe(IBAN);
    const sealedAfter = rotated.seal(IBAN);
    expect(sealedAfter.split(':')[0]).not.toBe(sealedBefore.split(':')[0]);
    expect(() => createPayoutCipher({ current: oldKey }).open(sealedAfter)).toThrow(/inconnue/);
  });

  it('refuses a value altered at rest', () => {
    const cipher = createPayoutCipher({ current: randomBytes(32) });
    const [id, iv, tag, body = ''] = cipher.seal(IBAN).split(':');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0]! ^= 1;
    expect(() => cipher.open([id, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createPayoutCipher({ current: randomBytes(16) })).toThrow(/32 octets/);
  });
});

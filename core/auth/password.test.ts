import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Karité-2026!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Karité-2026!', stored)).toBe(true);
    expect(await verifyPassword('karité-2026!', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('même mot de passe')).not.toBe(
      await hashPassword('même mot de passe'),
    );
  });

  it('rejects a malformed stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

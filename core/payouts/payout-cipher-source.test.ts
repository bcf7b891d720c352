import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payoutCipherSource } from '#modules/services.ts';

// The warning at start (server/config.ts, configWarnings) asks production to set its own
// PAYOUT_ENCRYPTION_KEY: following it must not lose the payout accounts sealed until then with
// the key derived from the signing secret.

const auth = { secret: 's'.repeat(48), secretFile: '/nonexistent/auth-secret', tokenDays: 7 };

describe('payoutCipherSource', () => {
  it('still opens what the derived key sealed once PAYOUT_ENCRYPTION_KEY is set', async () => {
    const derived = await payoutCipherSource({
      auth,
      payoutKeys: { current: undefined, previous: [] },
    })();
    const sealed = derived.seal('TG53 TG00 0000 0000 0000 0000 0000');

    const configured = await payoutCipherSource({
      auth,
      payoutKeys: { current: randomBytes(32), previous: [] },
    })();
    expect(configured.open(sealed)).toBe('TG53 TG00 0000 0000 0000 0000 0000');
    // New values are sealed with the configured key, which the derived one cannot open.
    expect(() => derived.open(configured.seal('+22890000000'))).toThrow();
  });
});

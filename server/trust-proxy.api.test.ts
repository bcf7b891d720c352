import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';

// Per-IP limits (login: 20 a minute) count the client's address. Only a proxy named by
// TRUST_PROXY may tell that address; anyone else's X-Forwarded-For is ignored.

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

let attempts = 0;

/** A failed login (a new unknown e-mail each time, so only the per-IP limit can bite). */
function loginFrom(app: TestApp, forwardedFor: string, remoteAddress = '127.0.0.1') {
  return app.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress,
    payload: { email: `personne-${++attempts}@exemple.tg`, password: 'x' },
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

// Each refused login costs a real password hash: some forty of them per test on a busy machine.
describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  it('is off by default: a forged X-Forwarded-For gets no new budget', async () => {
    testApp = await createTestApp({ template: 'empty', env: { TRUST_PROXY: 'false' } });
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await loginFrom(testApp, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    expect((await loginFrom(testApp, '198.51.100.200')).statusCode).toBe(429);
  });

  it('uses the client address a trusted proxy gives, and only that proxy’s', async () => {
    testApp = await createTestApp({ template: 'empty', env: { TRUST_PROXY: '10.0.0.5' } });
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await loginFrom(testApp, '203.0.113.7', '10.0.0.5')).statusCode).toBe(401);
    }
    expect((await loginFrom(testApp, '203.0.113.7', '10.0.0.5')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await loginFrom(testApp, '203.0.113.8', '10.0.0.5')).statusCode).toBe(401);
    // A client that is not the proxy cannot claim to be someone else.
    for (let attempt = 0; attempt < 20; attempt++) {
      await loginFrom(testApp, `192.0.2.${attempt}`, '198.51.100.99');
    }
    expect((await loginFrom(testApp, '192.0.2.250', '198.51.100.99')).statusCode).toBe(429);
  });
});

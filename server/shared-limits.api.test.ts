import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORDS } from '../demo/demo-accounts.ts';
import { nextIp } from '../tests/support/client-ip.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../tests/support/test-app.ts';

// Two instances of the app on one database, as behind a load balancer: a client that alternates
// between them gets one budget, not one per instance (issue 20, decision 036).

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp({ template: 'demo' });
  second = await createSecondInstance(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

function post(instance: TestApp, url: string, body: object, ip: string, token?: string) {
  return instance.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'x-forwarded-for': ip,
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
  });
}

/**
 * Sends `attempt` through the instances in turn until one answers 429; the number of that
 * attempt, every earlier one having answered `expected`.
 */
async function refusedAt(
  instances: TestApp[],
  attempt: (instance: TestApp, index: number) => ReturnType<typeof post>,
  expected: number,
  tries = 40,
) {
  for (let index = 1; index <= tries; index++) {
    const response = await attempt(instances[index % instances.length]!, index);
    if (response.statusCode === 429) return index;
    expect(response.statusCode, response.body).toBe(expected);
  }
  return null;
}

const wrongLogin = (email: string) => (instance: TestApp) =>
  post(instance, '/api/users/login', { email, password: 'pas-le-bon' }, nextIp());

// Each refused login costs a real password hash.
describe('two instances on one database', { timeout: 120_000 }, () => {
  it('refuse a login brute force at the same attempt as one instance', async () => {
    const alone = await refusedAt([first], wrongLogin('kofi@baobab.example'), 401);
    const alternating = await refusedAt([first, second], wrongLogin('fatou@baobab.example'), 401);
    expect(alone).toBe(6);
    expect(alternating).toBe(alone);
    // The owner is refused on both, even with the right password, until the window ends.
    for (const instance of [first, second]) {
      const response = await post(
        instance,
        '/api/users/login',
        { email: 'fatou@baobab.example', password: DEMO_PASSWORDS.ACHETEUR },
        nextIp(),
      );
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('hold one address to 20 logins a minute across both', async () => {
    const ip = '192.0.2.77';
    const attempt = (instance: TestApp, index: number) =>
      post(instance, '/api/users/login', { email: `x-${index}@exemple.tg`, password: 'x' }, ip);
    expect(await refusedAt([first, second], attempt, 401)).toBe(21);
  });

  it('hold one address to 5 password reset requests across both', async () => {
    const ip = '192.0.2.78';
    const attempt = (instance: TestApp) =>
      post(instance, '/api/users/mot-de-passe-oublie', { email: 'personne@exemple.tg' }, ip);
    expect(await refusedAt([first, second], attempt, 202)).toBe(6);
  });

  it('share the budget of wrong current passwords of an account', async () => {
    const awa = await post(
      second,
      '/api/users/login',
      { email: 'awa@baobab.example', password: DEMO_PASSWORDS.VENDEUR },
      nextIp(),
    );
    expect(awa.statusCode).toBe(200);
    const token = awa.json<{ token: string }>().token;
    const attempt = (instance: TestApp) =>
      post(
        instance,
        '/api/compte/mot-de-passe',
        {
          currentPassword: 'pas-le-bon',
          newPassword: 'nouveau-secret-2',
          confirmPassword: 'nouveau-secret-2',
        },
        nextIp(),
        token,
      );
    expect(await refusedAt([first, second], attempt, 400)).toBe(6);
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.ts';

const SECRET = 'un-secret-de-test-suffisamment-long-0123456789';
const DAY = 86_400;
const SESSION = '0b7c6f0e-2f4a-4c1e-9d3b-5a6e7f8a9b0c';

describe('signToken / verifyToken', () => {
  it('round-trips the account id, session and role, with an expiry', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const token = signToken({ accountId: 42, sessionId: SESSION, role: 'VENDEUR' }, SECRET, {
      ttlSeconds: 7 * DAY,
      now,
    });
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken(token, SECRET, now)).toEqual({
      accountId: 42,
      sessionId: SESSION,
      role: 'VENDEUR',
      issuedAt: now.getTime() / 1000,
      expiresAt: now.getTime() / 1000 + 7 * DAY,
    });
  });

  it('refuses an expired token', () => {
    const issued = new Date('2026-03-01T10:00:00Z');
    const token = signToken({ accountId: 1, sessionId: SESSION, role: 'ADMIN' }, SECRET, {
      ttlSeconds: DAY,
      now: issued,
    });
    expect(verifyToken(token, SECRET, new Date('2026-03-02T09:59:59Z'))).not.toBeNull();
    expect(verifyToken(token, SECRET, new Date('2026-03-02T10:00:00Z'))).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const token = signToken(
      { accountId: 1, sessionId: SESSION, role: 'ADMIN' },
      `${SECRET}-autre`,
      {
        ttlSeconds: DAY,
      },
    );
    expect(verifyToken(token, SECRET)).toBeNull();
  });

  it('refuses a payload changed after signing (a buyer making itself admin)', () => {
    const token = signToken({ accountId: 7, sessionId: SESSION, role: 'ACHETEUR' }, SECRET, {
      ttlSeconds: DAY,
    });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url');
    expect(verifyToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
  });

  it('refuses another algorithm, even correctly signed', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', role: 'ADMIN', iat: 0, exp: 9_999_999_999 }),
    ).toString('base64url');
    const signature = createHmac('sha256', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(verifyToken(`${header}.${payload}.${signature}`, SECRET)).toBeNull();
    expect(verifyToken(`${header}.${payload}.`, SECRET)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    for (const garbage of ['', 'abc', 'a.b.c', 'a.b.c.d', '...', 'Bearer x.y.z']) {
      expect(verifyToken(garbage, SECRET)).toBeNull();
    }
    const valid = signToken({ accountId: 1, sessionId: SESSION, role: 'ADMIN' }, SECRET, {
      ttlSeconds: DAY,
    });
    expect(verifyToken(`${valid}.extra`, SECRET)).toBeNull();
  });

  it('refuses a signed payload that does not have the expected claims', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'admin', role: 'ROOT', exp: 'jamais' }),
    ).toString('base64url');
    const signature = createHmac('sha256', SECRET)
      .update(`${header}.${payload}`)
      .digest('base64url');
    expect(verifyToken(`${header}.${payload}.${signature}`, SECRET)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResult } from '../api-client.ts';
import { sendAuthorized, SESSION_EXPIRED_MESSAGE } from './use-authorized-request.ts';

// The transport is replaced by a recorder: what is checked here is only what the wrapper adds
// (the token, and signing out on 401), not the HTTP client.
function recorder(answer: ApiResult<unknown>) {
  const calls: { url: string; request: ApiRequest }[] = [];
  const send = <T>(url: string, request: ApiRequest) => {
    calls.push({ url, request });
    return Promise.resolve(answer as ApiResult<T>);
  };
  return { calls, send };
}

describe('sendAuthorized', () => {
  it('sends the session token with the request and returns the answer', async () => {
    const { calls, send } = recorder({ ok: true, body: { orders: [] } });
    let signedOut = 0;
    const result = await sendAuthorized(
      '/api/commandes/mes-commandes',
      { method: 'GET' },
      'jeton',
      () => signedOut++,
      send,
    );
    expect(result).toEqual({ ok: true, body: { orders: [] } });
    expect(calls).toEqual([
      { url: '/api/commandes/mes-commandes', request: { method: 'GET', token: 'jeton' } },
    ]);
    expect(signedOut).toBe(0);
  });

  it('signs out on a 401 and hands the failure back', async () => {
    const refused = { ok: false, status: 401, message: 'Session invalide.' } as const;
    const { send } = recorder(refused);
    let signedOut = 0;
    const result = await sendAuthorized('/api/x', {}, 'jeton', () => signedOut++, send);
    expect(result).toEqual(refused);
    expect(signedOut).toBe(1);
  });

  it.each([403, 404, 409, 500, null])('keeps the session on a %s answer', async (status) => {
    const { send } = recorder({ ok: false, status, message: 'Refusé.' });
    let signedOut = 0;
    await sendAuthorized('/api/x', {}, 'jeton', () => signedOut++, send);
    expect(signedOut).toBe(0);
  });

  it('sends nothing without a token and signs out', async () => {
    const { calls, send } = recorder({ ok: true, body: {} });
    let signedOut = 0;
    const result = await sendAuthorized('/api/x', {}, undefined, () => signedOut++, send);
    expect(result).toEqual({ ok: false, status: 401, message: SESSION_EXPIRED_MESSAGE });
    expect(calls).toEqual([]);
    expect(signedOut).toBe(1);
  });
});

import { expect } from 'vitest';
import type { TeamView } from '#common/shop-team.ts';
import { nextIp } from './client-ip.ts';
import type { TestApp } from './test-app.ts';

// The shop teams' API tests, on one instance or several: requests from a new client address
// each (the per-address limits stay out of the way), signed in by bearer token.

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API request to `instance`, with `token`'s session when given, and its JSON body. */
export function teamApiCall(
  instance: TestApp,
  method: ApiMethod,
  url: string,
  token?: string,
  payload?: unknown,
) {
  return instance.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': nextIp(),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Signs in through the API; its session's token. */
export async function teamApiLogin(
  instance: TestApp,
  email: string,
  password: string,
): Promise<string> {
  const response = await teamApiCall(instance, 'POST', '/api/users/login', undefined, {
    email,
    password,
  });
  expect(response.statusCode, email).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The boutique's team as its member `token` reads it. */
export async function teamView(instance: TestApp, token: string): Promise<TeamView> {
  return (await teamApiCall(instance, 'GET', '/api/vendeur/parametres/equipe', token)).json();
}

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestSession } from '#app-context';
import type { AccountsService } from '../../core/accounts/accounts.service.ts';
import { Unauthenticated } from '../../core/errors.ts';

// The session token also travels as an HttpOnly cookie, so the server can render dashboards
// for the signed-in browser (the REST API itself only reads bearer tokens: a cookie sent by a
// cross-site form must never authorise an API write). Same token, same lifetime, same
// revocation: the cookie holds what local storage's `token` holds.

export const SESSION_COOKIE = 'baobab_session';

export interface SessionCookieOptions {
  /** True when the public URL is https: the cookie then never travels in clear. */
  secure: boolean;
  maxAgeSeconds: number;
}

export async function registerSessionCookie(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: SessionCookieOptions,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
}

function sessionCookieToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * The session of a page request, for its loaders and actions: checked like a bearer token
 * (signature, session not ended nor expired, account active), at most once per request.
 */
export function requestSession(
  request: FastifyRequest,
  accounts: AccountsService,
): () => Promise<RequestSession> {
  let checked: Promise<RequestSession> | undefined;
  const check = async (): Promise<RequestSession> => {
    const token = sessionCookieToken(request);
    if (!token) return { state: 'none' };
    try {
      return { state: 'valid', account: await accounts.authenticate(token) };
    } catch (error) {
      if (error instanceof Unauthenticated) return { state: 'refused' };
      throw error;
    }
  };
  return () => (checked ??= check());
}

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestSession, SessionCookieHeaders } from '#app-context';
import type { AppConfig } from '../config.ts';
import type { AccountsService } from '#modules/accounts/accounts.service.ts';
import { Unauthenticated } from '#modules/errors.ts';

// The site's session is an HttpOnly cookie: the pages' loaders and actions read it, and nothing
// else authorises the site's requests (decision 059). The REST API only reads bearer tokens (a
// cookie sent by a cross-site form must never authorise an API write); its login also sets the
// cookie. Same token, same lifetime, same revocation as the API's bearer token.

export const SESSION_COOKIE = 'baobab_session';

export interface SessionCookieOptions {
  /** True when the public URL is https: the cookie then never travels in clear. */
  secure: boolean;
  maxAgeSeconds: number;
}

export function sessionCookieOptions(config: AppConfig): SessionCookieOptions {
  return {
    secure: config.publicUrl.startsWith('https:'),
    maxAgeSeconds: config.auth.tokenDays * 86_400,
  };
}

export async function registerSessionCookie(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

/**
 * The one `Set-Cookie` value that gives the browser its session (the new session's token), or
 * ends it (null: emptied and expired at once). The API's login, registration and logout send it
 * on their reply; the pages' actions in their answer's headers (`pageSessionCookie`).
 */
export function sessionCookieHeader(token: string | null, options: SessionCookieOptions): string {
  const attributes = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  } as const;
  return token === null
    ? fastifyCookie.serialize(SESSION_COOKIE, '', {
        ...attributes,
        maxAge: 0,
        expires: new Date(0),
      })
    : fastifyCookie.serialize(SESSION_COOKIE, token, {
        ...attributes,
        maxAge: options.maxAgeSeconds,
      });
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: SessionCookieOptions,
): void {
  reply.header('set-cookie', sessionCookieHeader(token, options));
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.header('set-cookie', sessionCookieHeader(null, options));
}

/** The same values for the pages' actions, through the load context. */
export function pageSessionCookie(options: SessionCookieOptions): SessionCookieHeaders {
  return {
    opened: (token) => sessionCookieHeader(token, options),
    ended: () => sessionCookieHeader(null, options),
  };
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

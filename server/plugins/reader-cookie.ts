import fastifyCookie from '@fastify/cookie';
import type { ReaderAccess } from '#app-context';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { ReaderTokens } from '#modules/community/reader-tokens.ts';

// The anonymous reader's cookie (issue 18): set on their first like, rating, comment or report,
// never for a mere visit, so that the storefront's kept pages stay the same bytes for everyone
// (decision 014; a request carrying it is rendered for its reader, decision 028). HttpOnly,
// SameSite=Lax, signed (core/community/reader-tokens.ts).

export const READER_COOKIE = 'baobab_lecteur';
const ONE_YEAR_SECONDS = 365 * 86_400;

export interface ReaderCookieOptions {
  /** True when the public URL is https. */
  secure: boolean;
}

/** The `Set-Cookie` header value that gives the browser its reader token. */
export function readerCookieHeader(token: string, { secure }: ReaderCookieOptions): string {
  return fastifyCookie.serialize(READER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
}

/**
 * Who reads in this request: the signed-in account (`account`, from the session cookie for pages
 * or the bearer token for the API), else the reader of a valid cookie (the request's cookies);
 * made on demand.
 */
export function requestReader(
  cookies: Partial<Record<string, string>>,
  tokens: ReaderTokens,
  account: () => Promise<CurrentAccount | null>,
  options: ReaderCookieOptions,
): ReaderAccess {
  let current: ReturnType<ReaderAccess['current']> | undefined;
  const read = async () => {
    const signedIn = await account();
    if (signedIn) return { accountId: signedIn.id };
    const cookieId = await tokens.verify(cookies[READER_COOKIE]);
    return cookieId === null ? null : { cookieId };
  };
  const access: ReaderAccess = {
    current: () => (current ??= read()),
    async orCreate() {
      const identity = await access.current();
      if (identity) return { identity, setCookie: null };
      const { id, token } = await tokens.issue();
      current = Promise.resolve({ cookieId: id });
      return { identity: { cookieId: id }, setCookie: readerCookieHeader(token, options) };
    },
  };
  return access;
}

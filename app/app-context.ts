import { createContext } from 'react-router';
import type { ShopContact } from '#common/shop-info.ts';
import type { CurrentAccount } from '#modules/accounts/accounts.service.ts';
import type { RequestReader } from '#common/community.ts';
import type { FieldProblem } from '#modules/errors.ts';
import type { Operations } from '#modules/operations/operations.ts';
import type { Services } from '#modules/services.ts';

// What the Fastify server hands to every loader and action: the domain services, called
// in-process (never the REST API over HTTP). The server and the SSR build must share this
// module instance, so it is imported as "#app-context" and kept external in the build.

/** The request's session cookie, checked as the API checks a bearer token. */
export type RequestSession =
  | { state: 'none' }
  /** Expired, ended (logout, password change) or its account suspended. */
  | { state: 'refused' }
  | { state: 'valid'; account: CurrentAccount };

/** The `Set-Cookie` values an action answers with to sign the browser in, or out. */
export interface SessionCookieHeaders {
  /** Gives the browser the new session (its token, as login and registration return it). */
  opened(token: string): string;
  /** Clears the browser's session cookie. */
  ended(): string;
}

/** The blog's reader of a request: an account, or an anonymous reader known by a signed cookie. */
export type ReaderAccess = RequestReader;

/** A domain error as a route answers it: the API's status, code and French message. */
export interface RouteFailure {
  status: number;
  code: string;
  message: string;
  details?: FieldProblem[];
  /** A 429's wait until the limit's window ends: its Retry-After header. */
  retryAfterSeconds?: number;
}

export interface AppContext {
  services: Services;
  /** Every write declared once (decision 061), for the route actions that offer them. */
  operations: Operations;
  brandName: string;
  /**
   * The site's configured address (PUBLIC_URL, no trailing slash): every absolute URL a page
   * shows (canonical, Open Graph, sitemap) starts with it, never with the request's Host.
   */
  publicUrl: string;
  /** Where stored images (`/uploads/…` in the database) are fetched from: common/media-url.ts. */
  mediaBaseUrl: string;
  /** This request's Content-Security-Policy nonce, for the inline scripts of its HTML. */
  cspNonce: string;
  /**
   * The page will be kept and handed to other visitors (server/page-cache.ts): rendered whole
   * before it is sent, so that the same content always gives the same bytes and entity tag.
   */
  keptForOthers: boolean;
  /** The client's address (behind TRUST_PROXY's proxies), for the public forms' limits. */
  clientIp: string;
  /** The team's e-mail, phone and social pages as configured (CONTACT_*, SOCIAL_*_URL). */
  shopContact: ShopContact;
  /** This request's session, read once from its cookie when a loader or action asks. */
  session: () => Promise<RequestSession>;
  /** The session cookie to set after a login or a registration, or to clear after a logout. */
  sessionCookie: SessionCookieHeaders;
  /** The blog's reader (likes, ratings, comments), read from the session or the reader cookie. */
  reader: ReaderAccess;
  /** A service's refusal as the API would answer it; null for anything else (a bug). */
  failureOf: (error: unknown) => RouteFailure | null;
}

export const appContext = createContext<AppContext>();

import {
  TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
  TOO_MANY_REGISTRATIONS_MESSAGE,
  type RegistrationPayload,
} from '#common/accounts.ts';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '#common/account-security.ts';
import { Unauthenticated } from '#modules/errors.ts';
import type { SharedRateLimits } from '#modules/rate-limits/shared-rate-limits.ts';
import type { AccountsService, SessionOrigin } from './accounts.service.ts';

// Login and registration as every client goes through them, the site's pages (route actions)
// and the REST API alike: the same limits, counted in the same buckets in PostgreSQL, before the
// accounts service opens a session. A refusal past a limit is a TooManyRequests with the wait.

export const LOGIN_LIMIT_PER_IP = { max: 20, windowSeconds: 60 };
export const FAILED_LOGINS_PER_IDENTIFIER = { max: 5, windowSeconds: 15 * 60 };
// Generous: a mobile operator's or a cybercafé's many customers may share one address.
export const REGISTRATIONS_PER_IP = { max: 10, windowSeconds: 60 * 60 };

export interface LoginCredentials {
  /** An e-mail or a phone number (the spec's field name). */
  email: string;
  password: string;
  /** The second step's, for an account with two-factor sign-in. */
  code?: string | undefined;
}

/** Where the request comes from: its address (behind TRUST_PROXY's proxies) is what is limited. */
export type ClientOrigin = SessionOrigin & { ip: string };

export function createSignInService(accounts: AccountsService, rateLimits: SharedRateLimits) {
  const loginFailures = rateLimits.counter('connexion-echecs', FAILED_LOGINS_PER_IDENTIFIER);
  return {
    async login({ email, password, code }: LoginCredentials, origin: ClientOrigin) {
      await rateLimits.consume(
        'connexion',
        [{ key: origin.ip, limit: LOGIN_LIMIT_PER_IP }],
        TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      );
      // Failures count against the accounts the identifier names, however it is spelled; only
      // failures count, so the owner can still sign in while nobody is guessing.
      const attempt = await accounts.prepareLogin(email);
      await loginFailures.refuseWhileExhausted(
        attempt.throttleKeys,
        TOO_MANY_LOGIN_ATTEMPTS_MESSAGE,
      );
      try {
        return await attempt.signIn(password, origin, code);
      } catch (error) {
        // Being asked for the second step is no failure; a wrong code is one, like a password.
        if (error instanceof Unauthenticated && error.message !== TWO_FACTOR_REQUIRED_MESSAGE) {
          await loginFailures.record(attempt.throttleKeys);
        }
        throw error;
      }
    },

    async register(payload: RegistrationPayload, origin: ClientOrigin) {
      await rateLimits.consume(
        'inscriptions',
        [{ key: origin.ip, limit: REGISTRATIONS_PER_IP }],
        TOO_MANY_REGISTRATIONS_MESSAGE,
      );
      return accounts.register(payload, origin);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

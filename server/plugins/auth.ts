import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountType } from '../../core/accounts/accounts.repository.ts';
import type { AccountsService, CurrentAccount } from '../../core/accounts/accounts.service.ts';

// The one place that decides who may call a route: a route declares the roles it allows with
// `preHandler: app.requireRoles('ADMIN')` (no role: any signed-in account) and reads the
// account from `request.account`. Ownership (this boutique, this order) is the service's job,
// given that account: see core/accounts/accounts.service.ts.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRoles` once the bearer token is verified; null on public routes. */
    account: CurrentAccount | null;
  }
  interface FastifyInstance {
    requireRoles(...roles: AccountType[]): (request: FastifyRequest) => Promise<void>;
    /** Guests welcome; a token, when sent, must be valid (401 otherwise). */
    optionalAccount(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** 401 without a valid token (or for a suspended or deleted account), 403 for other roles. */
export function registerAuth(app: FastifyInstance, accounts: AccountsService) {
  app.decorateRequest('account', null);
  app.decorate('requireRoles', (...roles: AccountType[]) => async (request: FastifyRequest) => {
    const account = await accounts.authenticate(bearerToken(request));
    accounts.authorize(account, roles);
    request.account = account;
  });
  app.decorate('optionalAccount', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token !== undefined) request.account = await accounts.authenticate(token);
  });
}

/** The signed-in account inside a handler guarded by `requireRoles`. */
export function currentAccount(request: FastifyRequest): CurrentAccount {
  if (!request.account) throw new Error('Route sans requireRoles : aucun compte authentifié.');
  return request.account;
}

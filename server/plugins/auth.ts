import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AccountType } from '#common/accounts.ts';
import type { AccountsService, CurrentAccount } from '#modules/accounts/accounts.service.ts';
import { authorize } from '#modules/operations/operation.ts';
import type { TeamPermission } from '#common/shop-team.ts';

// The one place that decides who may call a route: a route declares the roles it allows with
// `preHandler: app.requireRoles('ADMIN')` (no role: any signed-in account) and reads the
// account from `request.account`. Ownership (this boutique, this order) is the service's job,
// given that account: see core/accounts/accounts.service.ts.
// The guard is moved to the route's first step (onRequest): a caller without the right is
// refused before its input is validated, so it learns nothing of the route's rules. Every
// guarded route is listed in `app.guardedRoutes`, which the authorization tests go through.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireRoles` once the bearer token is verified; null on public routes. */
    account: CurrentAccount | null;
  }
  interface FastifyInstance {
    requireRoles(...roles: AccountType[]): (request: FastifyRequest) => Promise<void>;
    /**
     * A boutique's work (issue 19): an account whose seat in a team allows `permission`
     * (core/shop-team/team-access.ts), or one of `alsoRoles` (an admin's own rules apply).
     */
    requireTeam(
      permission: TeamPermission,
      ...alsoRoles: AccountType[]
    ): (request: FastifyRequest) => Promise<void>;
    /** Guests welcome; a token, when sent, must be valid (401 otherwise). */
    optionalAccount(request: FastifyRequest): Promise<void>;
    /** Every route behind `requireRoles`, with the roles it allows (none: any account). */
    guardedRoutes: GuardedRoute[];
  }
}

export interface GuardedRoute {
  method: string;
  url: string;
  roles: readonly AccountType[];
  /** A team route: what the member's role must allow (its roles are then `alsoRoles`). */
  team?: TeamPermission;
}

type Guard = ((request: FastifyRequest) => Promise<void>) & {
  roles: readonly AccountType[];
  team?: TeamPermission;
};

const isGuard = (handler: unknown): handler is Guard =>
  typeof handler === 'function' && Array.isArray((handler as Partial<Guard>).roles);

/** Moves a route's role guard from preHandler to onRequest, and lists the route. */
function guardFirst(route: RouteOptions, guarded: GuardedRoute[]) {
  const handlers = [route.preHandler ?? []].flat();
  const guards = handlers.filter(isGuard);
  if (guards.length === 0) return;
  const others = handlers.filter((handler) => !isGuard(handler));
  route.preHandler = others.length > 0 ? others : undefined;
  route.onRequest = [...[route.onRequest ?? []].flat(), ...guards];
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    const team = guards.find((guard) => guard.team)?.team;
    guarded.push({
      method,
      url: route.url,
      roles: guards.flatMap((guard) => guard.roles),
      ...(team ? { team } : {}),
    });
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** 401 without a valid token (or for a suspended or deleted account), 403 for other roles. */
export function registerAuth(app: FastifyInstance, accounts: AccountsService) {
  app.decorateRequest('account', null);
  app.decorate('requireRoles', (...roles: AccountType[]): Guard => {
    const guard = async (request: FastifyRequest) => {
      const account = await accounts.authenticate(bearerToken(request));
      authorize({ kind: 'account', roles }, account);
      request.account = account;
    };
    return Object.assign(guard, { roles });
  });
  app.decorate('requireTeam', (team: TeamPermission, ...roles: AccountType[]): Guard => {
    const guard = async (request: FastifyRequest) => {
      const account = await accounts.authenticate(bearerToken(request));
      authorize({ kind: 'team', permission: team, alsoRoles: roles }, account);
      request.account = account;
    };
    return Object.assign(guard, { roles, team });
  });
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);
  app.addHook('onRoute', (route) => guardFirst(route, guarded));
  app.decorate('optionalAccount', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (token !== undefined) request.account = await accounts.authenticate(token);
  });
}

/** The signed-in account inside a handler guarded by `requireRoles`. */
export function currentAccount(request: FastifyRequest): CurrentAccount {
  if (!request.account) throw new Error('Route sans requireRoles : aucun compte authentifié.');
  return request.account;
}

import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writingReader } from '#common/community.ts';
import type { AnyOperation } from '#modules/operations/operation.ts';
import type { Services } from '#modules/services.ts';
import { currentAccount } from '../plugins/auth.ts';
import { requestReader, type ReaderCookieOptions } from '../plugins/reader-cookie.ts';
import { limitPerClient } from '../plugins/request-limits.ts';
import { clearSessionCookie, type SessionCookieOptions } from '../plugins/session-cookie.ts';
import { errorResponseSchema } from './error-responses.ts';

// An operation (core/operations/operation.ts) as a REST route of `api` (the `/api` scope): its
// schemas validated and documented in OpenAPI, its guard and limit run first, its service
// answered with its status. The same definition serves the pages' actions.

const bearer = [{ bearerAuth: [] }];

function guardOf(
  api: FastifyInstance,
  operation: AnyOperation,
): preHandlerAsyncHookHandler | undefined {
  const { access } = operation;
  if (access.kind === 'public') return undefined;
  if (access.kind === 'anyone' || access.kind === 'reader') return api.optionalAccount;
  if (access.kind === 'team') return api.requireTeam(access.permission, ...access.alsoRoles);
  return api.requireRoles(...access.roles);
}

/** The cookies an operation may set: required by those that end a session or make a reader. */
export interface OperationCookies {
  /** The session cookie an operation that ends the caller’s session clears. */
  session?: SessionCookieOptions;
  /** The anonymous reader’s cookie a reader’s first write sets. */
  reader?: ReaderCookieOptions;
}

export function mountOperation(
  api: FastifyInstance,
  operation: AnyOperation,
  services: Services,
  cookies: OperationCookies = {},
) {
  const { http, limit, idempotencyKey, access } = operation;
  const { session: sessionCookie, reader: readerCookie } = cookies;
  if (operation.endsSession && !sessionCookie) {
    throw new Error(`${operation.intent} : le cookie de session à effacer manque.`);
  }
  if (access.kind === 'reader' && !readerCookie) {
    throw new Error(`${operation.intent} : le cookie du lecteur manque.`);
  }
  const guarded = access.kind === 'account' || access.kind === 'team';
  const guard = guardOf(api, operation);
  const refusals = Object.fromEntries(
    [...operation.refusals, ...(limit ? [429] : [])].map((status) => [status, errorResponseSchema]),
  );
  api.withTypeProvider<ZodTypeProvider>().route({
    method: http.method,
    url: http.path,
    schema: {
      tags: [...http.tags],
      summary: http.summary,
      ...(http.description ? { description: http.description } : {}),
      ...(guarded ? { security: bearer } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.headers ? { headers: operation.headers } : {}),
      ...(operation.input ? { body: operation.input } : {}),
      response: { ...operation.answers, ...refusals },
    },
    // Before anything else, as every request counts: the same budget on every instance.
    ...(limit
      ? {
          onRequest: limitPerClient(
            services.rateLimits,
            limit.bucket,
            limit.perClient,
            limit.message,
          ),
        }
      : {}),
    ...(guard ? { preHandler: guard } : {}),
    async handler(request, reply) {
      const reader =
        access.kind === 'reader' && readerCookie
          ? writingReader(
              requestReader(
                request.cookies,
                services.readerTokens,
                async () => request.account,
                readerCookie,
              ),
              (setCookie) => void reply.header('set-cookie', setCookie),
            )
          : undefined;
      const result: unknown = await operation.run({
        services,
        account: guarded ? currentAccount(request) : guard ? request.account : null,
        params: request.params,
        input: request.body,
        idempotencyKey: idempotencyKey
          ? (request.headers as Record<string, string>)[idempotencyKey.header]
          : undefined,
        clientIp: request.ip,
        reader,
      });
      const { status, body } = operation.answerOf(result);
      if (operation.endsSession && sessionCookie) clearSessionCookie(reply, sessionCookie);
      return reply.status(status).send(body);
    },
  });
}

/** Every operation of a module's record, mounted in the record's order (the OpenAPI document's). */
export function mountOperations(
  api: FastifyInstance,
  operations: Record<string, AnyOperation>,
  services: Services,
  cookies: OperationCookies = {},
) {
  for (const operation of Object.values(operations))
    mountOperation(api, operation, services, cookies);
}

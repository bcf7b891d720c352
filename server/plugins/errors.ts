import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { RouteFailure } from '#app-context';
import { TOO_MANY_REQUESTS_MESSAGE } from '#common/limits.ts';
import {
  DomainError,
  schemaProblems,
  TooManyRequests,
  type DomainErrorCode,
  type FieldProblem,
} from '#modules/errors.ts';

// One place that turns every failure into { error: { code, message, details? } } with a French
// message, and never lets a stack trace or an internal detail reach the client.

const STATUS_BY_CODE: Record<DomainErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRICE_CHANGED: 409,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
};

const BAD_REQUEST = { code: 'BAD_REQUEST', message: 'Requête invalide.' };

const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: BAD_REQUEST,
  404: { code: 'NOT_FOUND', message: 'Ressource introuvable.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Méthode non autorisée.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Format de réponse non disponible.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Le contenu envoyé est trop volumineux.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Type de contenu non pris en charge.' },
  429: { code: 'TOO_MANY_REQUESTS', message: TOO_MANY_REQUESTS_MESSAGE },
};

const INTERNAL_ERROR_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';

/** A service's refusal with the status the API answers it with, for the pages' routes. */
export function routeFailureOf(error: unknown): RouteFailure | null {
  if (!(error instanceof DomainError)) return null;
  const { code, message, details } = error;
  const wait = retryAfterOf(error);
  return {
    status: STATUS_BY_CODE[code],
    code,
    message,
    ...(details ? { details } : {}),
    ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
  };
}

/** The seconds a refused client waits before its limit lets it in again, when known. */
const retryAfterOf = (error: DomainError) =>
  error instanceof TooManyRequests ? error.retryAfterSeconds : undefined;

export function errorBody(code: string, message: string, details?: FieldProblem[]) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** The validation's issues, checked where they were found: the body, the query or the params. */
function fieldProblems(issues: readonly FastifySchemaValidationError[]): FieldProblem[] {
  return schemaProblems(
    issues.map((issue) => {
      const unknownKeys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
      return {
        path: issue.instancePath.split('/').filter(Boolean),
        unknownKeys: Array.isArray(unknownKeys) ? unknownKeys.map(String) : undefined,
        message: issue.message ?? BAD_REQUEST.message,
      };
    }),
  );
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const wait = retryAfterOf(error);
      if (wait !== undefined) reply.header('retry-after', wait);
      return reply
        .status(STATUS_BY_CODE[error.code])
        .send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? BAD_REQUEST.message;
      const details = fieldProblems(error.validation);
      return reply
        .status(400)
        .send(errorBody('VALIDATION', message, details.length > 0 ? details : undefined));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = CLIENT_ERRORS[status] ?? BAD_REQUEST;
      return reply.status(status).send(errorBody(known.code, known.message));
    }
    request.log.error({ err: error }, 'Erreur non gérée');
    return reply.status(500).send(errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE));
  });
}

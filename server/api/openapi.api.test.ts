import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

// The OpenAPI document that clients generate code from: valid for a real validator, and
// honest about the errors each operation can answer.

interface Operation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};

const ERROR_SCHEMA = { $ref: '#/components/schemas/Erreur' };
/** Open to every signed-in account (`requireRoles()`): no role is refused, so no 403. */
const ANY_SIGNED_IN = new Set([
  'get /api/users/check-auth',
  'post /api/users/logout',
  'get /api/commandes/mes-commandes',
  // Anyone else, signed in or not, is answered 404: the invoice is not theirs to know of.
  'get /api/commandes/{id}/facture',
  // A ticket is its author's and the team's: anyone else is answered 404 (issue 19).
  'get /api/support/tickets',
  'get /api/support/tickets/{id}',
  'get /api/support/tickets/{id}/messages',
  'post /api/support/tickets/{id}/messages',
  // Every account has its own preferences.
  'get /api/compte/preferences',
  'put /api/compte/preferences/notifications',
  'put /api/compte/preferences/generales',
  // The account's own security screen and data export (issue 19).
  'get /api/compte/securite',
  'get /api/compte/export',
  // The password, admins' included (their « Sécurité » screen changes it).
  'post /api/compte/mot-de-passe',
]);
/** Limited per address or per identifier, each with its own route-level limiter. */
const RATE_LIMITED = new Set([
  'post /api/users/login',
  'post /api/users/mot-de-passe-oublie',
  'post /api/users/reinitialiser-mot-de-passe',
  'post /api/commandes',
]);

let testApp: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'empty' });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});
afterAll(async () => {
  await testApp?.close();
});

function operations() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method} ${path}`,
      operation,
    })),
  );
}

/** The error statuses an operation must document, from what it takes and who may call it. */
function expectedErrors(name: string, operation: Operation): string[] {
  const places = new Set(operation.parameters?.map((parameter) => parameter.in));
  const guarded = (operation.security?.length ?? 0) > 0;
  return [
    ...(operation.requestBody || places.size > 0 ? ['400'] : []),
    ...(guarded ? ['401'] : []),
    ...(guarded && !ANY_SIGNED_IN.has(name) ? ['403'] : []),
    ...(places.has('path') ? ['404'] : []),
    ...(RATE_LIMITED.has(name) ? ['429'] : []),
    '500',
  ];
}

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI document: every $ref resolves, every schema is well formed', async () => {
    // The validator dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('documents the shared error body, with the refused fields in details', () => {
    const error = document.components.schemas.Erreur?.properties.error as {
      properties: Record<string, { type?: string; items?: { properties: object } }>;
      required: string[];
    };
    expect(error.required).toEqual(['code', 'message']);
    expect(error.properties.details?.type).toBe('array');
    expect(Object.keys(error.properties.details?.items?.properties ?? {})).toEqual(
      expect.arrayContaining(['field', 'message']),
    );
  });

  it('documents on every operation the errors it can answer, with the shared error body', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(30);
    for (const { name, operation } of all) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, name).toEqual(expect.arrayContaining(expectedErrors(name, operation)));
      for (const status of statuses.filter((status) => Number(status) >= 400)) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema;
        expect(schema, `${name} ${status}`).toEqual(ERROR_SCHEMA);
      }
    }
  });
});

import { Writable } from 'node:stream';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pageRoutes from '../app/routes.ts';
import { createTestApp, type TestApp } from '../tests/support/test-app.ts';
import { MASK, SECRET_PAGE_ROUTES, SECRET_PARAMS } from './secret-links.ts';

// Issue 45, 1.5: the links that are their own key (tracking, reset, invitation, e-mail
// confirmation, payment) are written to the access log with their secret masked. The test reads
// the log the server writes, through its own logger.

let testApp: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  testApp = await createTestApp({ template: 'empty', log });
});
afterAll(async () => {
  await testApp?.close();
});

/** The URL of each request the access log recorded, in order. */
function loggedUrls(): string[] {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url ?? '');
}

describe('the access log', () => {
  it('masks every secret link, in the path and in the query', async () => {
    const secret = (n: number) => `Secret${n}xK9f2Qz`;
    const requests: { method: 'GET' | 'POST'; url: string; logged: string }[] = [
      {
        method: 'GET',
        url: `/api/commandes/suivi/${secret(1)}`,
        logged: `/api/commandes/suivi/${MASK}`,
      },
      {
        method: 'GET',
        url: `/api/equipe/invitations/${secret(2)}`,
        logged: `/api/equipe/invitations/${MASK}`,
      },
      { method: 'GET', url: `/api/paiements/${secret(3)}`, logged: `/api/paiements/${MASK}` },
      {
        method: 'POST',
        url: `/api/paiements/test/${secret(4)}/decision`,
        logged: `/api/paiements/test/${MASK}/decision`,
      },
      { method: 'GET', url: `/suivi-commande/${secret(5)}`, logged: `/suivi-commande/${MASK}` },
      {
        method: 'GET',
        url: `/suivi-commande/${secret(6)}.data?_routes=routes%2Fsuivi-commande`,
        logged: `/suivi-commande/${MASK}.data?_routes=routes%2Fsuivi-commande`,
      },
      { method: 'GET', url: `/confirmer-email/${secret(7)}`, logged: `/confirmer-email/${MASK}` },
      {
        method: 'GET',
        url: `/invitation-equipe/${secret(8)}/`,
        logged: `/invitation-equipe/${MASK}/`,
      },
      {
        method: 'GET',
        url: `/reinitialiser-mot-de-passe?jeton=${secret(9)}`,
        logged: `/reinitialiser-mot-de-passe?jeton=${encodeURIComponent(MASK)}`,
      },
      {
        method: 'GET',
        url: `/paiement-test/${secret(10)}?retour=%2Fsuivi-commande%2F${secret(11)}`,
        logged: `/paiement-test/${MASK}?retour=${encodeURIComponent(`/suivi-commande/${MASK}`)}`,
      },
      {
        method: 'GET',
        url: `/api/produits/listeproduits?token=${secret(12)}&page=2`,
        logged: `/api/produits/listeproduits?token=${encodeURIComponent(MASK)}&page=2`,
      },
    ];
    lines.length = 0;
    for (const { method, url } of requests) await testApp.app.inject({ method, url });

    const log = lines.join('\n');
    for (let n = 1; n <= 12; n += 1) expect(log).not.toContain(secret(n));
    expect(loggedUrls()).toEqual(requests.map((request) => request.logged));
  });

  it('keeps the addresses that hold no secret as they are', async () => {
    const requests = [
      { method: 'GET', url: '/api/paiements/historique?page=2' },
      { method: 'POST', url: '/api/equipe/invitations/accepter' },
      { method: 'GET', url: '/boutique/3?tri=prix' },
      { method: 'GET', url: '/aide/guides/payer-sa-commande' },
    ] as const;
    lines.length = 0;
    for (const request of requests) await testApp.app.inject(request);
    expect(loggedUrls()).toEqual(requests.map((request) => request.url));
  });
});

/** Every page's full path, as app/routes.ts nests them. */
function pagePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [path] : []), ...pagePaths(entry.children ?? [], path)];
  });
}

/** Route parameters that name what a link points at, never a secret. */
const PUBLIC_PARAMS = [
  'id',
  'orderId',
  'boutiqueId',
  'sessionId',
  'currency',
  'ticketId',
  'slug',
  'articleId',
  'accountId',
  'provider',
  'commentId',
  'file', // a statement's month and format: « 2026-12.csv »
  'usage', // what an uploaded image is for: « produit », « logo »…
];

const paramsOf = (path: string) =>
  [...path.matchAll(/[:{]([A-Za-z]+)\}?/g)].map((match) => match[1] ?? '');

describe('the class of secret links', () => {
  it('has every route parameter of the pages and the API classed, secret or public', () => {
    const apiPaths = Object.keys(testApp.app.swagger().paths ?? {});
    const unclassed = [...pagePaths(pageRoutes), ...apiPaths].flatMap((path) =>
      paramsOf(path)
        .filter((name) => !SECRET_PARAMS.includes(name) && !PUBLIC_PARAMS.includes(name))
        .map((name) => `${path} (${name})`),
    );
    expect(unclassed).toEqual([]);
  });

  it('lists every page whose path holds a secret', () => {
    const secretPages = pagePaths(pageRoutes).filter((path) =>
      paramsOf(path).some((name) => SECRET_PARAMS.includes(name)),
    );
    expect(secretPages.sort()).toEqual([...SECRET_PAGE_ROUTES].sort());
  });
});

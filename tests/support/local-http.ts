import type http from 'node:http';
import type { TestApp } from './test-app.ts';
import type { AddressInfo } from 'node:net';

// What the local servers speaking a provider's protocol share (tests/support/*-server.ts).

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function readBody(request: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** Listens on a port of the loopback interface the system picks; the server's base URL. */
export async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => server.close(() => resolve()));

/** Delivers a provider's webhook to the app (by inject in API tests, over HTTP end to end). */
export type WebhookDelivery = (request: {
  rawBody: string;
  headers: Record<string, string>;
}) => Promise<{ status: number; body: string }>;

/** Delivers webhooks to a test app's `url` as the aggregator would post them. */
export const injectedWebhook =
  (testApp: () => TestApp, url: string): WebhookDelivery =>
  async ({ rawBody, headers }) => {
    const response = await testApp().app.inject({ method: 'POST', url, payload: rawBody, headers });
    return { status: response.statusCode, body: response.body };
  };

/** Delivers webhooks over HTTP to a running app's `url`, as the aggregator would. */
export const httpWebhook =
  (url: () => string): WebhookDelivery =>
  async ({ rawBody, headers }) => {
    const response = await fetch(url(), { method: 'POST', body: rawBody, headers });
    return { status: response.status, body: await response.text() };
  };

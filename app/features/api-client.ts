import { OFFLINE_MESSAGE } from './offline-action.ts';

// The browser's calls to our API. A failure comes back as the server's French message, with
// the HTTP status (null when the server could not be reached), never as an exception.

export type ApiResult<T> =
  | { ok: true; body: T }
  | {
      ok: false;
      status: number | null;
      message: string;
      /** The server's error code (`PRICE_CHANGED`…), when it answered one. */
      code?: string;
      /** What the server adds to fix it (e.g. a CSV import's rejected rows). */
      details?: unknown;
    };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is instead: a photo (multipart FormData) or a CSV file's text. */
  rawBody?: FormData | string;
  /** For a string `rawBody`; a FormData sets its own multipart type. */
  contentType?: string;
  /** How to read a successful answer: JSON (default), or a file to save. */
  read?: 'json' | 'blob';
  /** The session's token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer.';

function bodyOf(request: ApiRequest): { body?: BodyInit; contentType?: string } {
  if (request.rawBody !== undefined) {
    return { body: request.rawBody, contentType: request.contentType };
  }
  if (request.body !== undefined) {
    return { body: JSON.stringify(request.body), contentType: 'application/json' };
  }
  return {};
}

export async function requestJson<T>(url: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const { body, contentType } = bodyOf(request);
  const headers: Record<string, string> = { ...request.headers };
  if (contentType) headers['content-type'] = contentType;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: request.signal,
    });
  } catch {
    return { ok: false, status: null, message: OFFLINE_MESSAGE };
  }
  if (response.ok) {
    const read = request.read === 'blob' ? response.blob() : response.json();
    const answer = (await read.catch(() => null)) as unknown;
    if (answer !== null) return { ok: true, body: answer as T };
    return { ok: false, status: response.status, message: UNAVAILABLE };
  }
  const error = (
    (await response.json().catch(() => null)) as {
      error?: { code?: unknown; message?: unknown; details?: unknown };
    } | null
  )?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error?.message === 'string' ? error.message : UNAVAILABLE,
    ...(typeof error?.code === 'string' ? { code: error.code } : {}),
    details: error?.details,
  };
}

// The browser's calls to our JSON API. A failure comes back as the server's French message,
// with the HTTP status (null when the server could not be reached), never as an exception.

export type ApiResult<T> =
  { ok: true; body: T } | { ok: false; status: number | null; message: string };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** The session's token, sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer.';
export const OFFLINE_MESSAGE =
  'Connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.';

export async function requestJson<T>(url: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch {
    return { ok: false, status: null, message: OFFLINE_MESSAGE };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok && body !== null) return { ok: true, body: body as T };
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return {
    ok: false,
    status: response.status,
    message: typeof message === 'string' ? message : UNAVAILABLE,
  };
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { OFFLINE_MESSAGE } from '../api-client.ts';
import { clearSession, useSession } from '../session/session-store.ts';
import { SESSION_EXPIRED_MESSAGE } from '../session/use-authorized-request.ts';

// The seller's calls whose body or answer is not JSON: a photo (multipart), a CSV file sent as
// text/csv, a CSV downloaded with the token (a plain link could not send it). As with
// useAuthorizedRequest, a 401 signs out and goes home.

export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}

export type RawResult<T> =
  | { ok: true; body: T }
  | { ok: false; status: number | null; message: string; details?: ImportProblem[] };

export interface RawRequest {
  method?: 'GET' | 'POST';
  body?: FormData | string;
  /** For a string body; a FormData sets its own multipart type. */
  contentType?: string;
  /** How to read a successful answer. */
  read: 'json' | 'blob';
}

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer.';

export async function requestRaw<T>(
  url: string,
  request: RawRequest & { token: string },
): Promise<RawResult<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${request.token}` };
  if (request.contentType) headers['content-type'] = request.contentType;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body,
    });
  } catch {
    return { ok: false, status: null, message: OFFLINE_MESSAGE };
  }
  if (response.ok) {
    const body = await (request.read === 'blob' ? response.blob() : response.json()).catch(
      () => null,
    );
    if (body !== null) return { ok: true, body: body as T };
    return { ok: false, status: response.status, message: UNAVAILABLE };
  }
  const error = (
    (await response.json().catch(() => null)) as {
      error?: { message?: unknown; details?: unknown };
    } | null
  )?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error?.message === 'string' ? error.message : UNAVAILABLE,
    details: Array.isArray(error?.details) ? (error.details as ImportProblem[]) : undefined,
  };
}

/** `requestRaw` with the signed-in seller's token; a refused token signs out and goes to `/`. */
export function useRawRequest() {
  const token = useSession()?.token;
  const navigate = useNavigate();
  return useCallback(
    async <T>(url: string, request: RawRequest): Promise<RawResult<T>> => {
      const signOut = () => {
        clearSession();
        void navigate('/', { replace: true });
      };
      if (!token) {
        signOut();
        return { ok: false, status: 401, message: SESSION_EXPIRED_MESSAGE };
      }
      const result = await requestRaw<T>(url, { ...request, token });
      if (!result.ok && result.status === 401) signOut();
      return result;
    },
    [token, navigate],
  );
}

/** Hands a downloaded file to the browser, as a link with `download` would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

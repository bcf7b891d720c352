export type JsonResult<T> = { ok: true; body: T } | { ok: false; message: string };

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer.';
const OFFLINE = 'Connexion au serveur impossible. Vérifiez votre connexion Internet et réessayez.';

/** POSTs JSON to our API; a failure comes back as the server's French message. */
export async function postJson<T>(url: string, payload: unknown): Promise<JsonResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, message: OFFLINE };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok && body !== null) return { ok: true, body: body as T };
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return { ok: false, message: typeof message === 'string' ? message : UNAVAILABLE };
}

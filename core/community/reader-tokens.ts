import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '#modules/accounts/auth-secret.ts';

// The anonymous reader's cookie value: a random id and its HMAC, with a key derived from the
// signing secret for this purpose only. Nobody can make up someone else's id, so nobody can
// like, rate or delete a comment in another reader's name.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createReaderTokens(secret: () => Promise<string>) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => (key ??= secret().then((value) => deriveKey(value, 'lecteur-anonyme')));
  const mac = async (id: string) =>
    createHmac('sha256', await keyOf())
      .update(id)
      .digest('base64url');

  return {
    /** A new anonymous reader: its id and the cookie value that proves it. */
    async issue(): Promise<{ id: string; token: string }> {
      const id = randomUUID();
      return { id, token: `${id}.${await mac(id)}` };
    },

    /** The reader id the value proves, or null for anything forged or garbled. */
    async verify(token: string | undefined): Promise<string | null> {
      const [id = '', signature = '', ...rest] = (token ?? '').split('.');
      if (rest.length > 0 || !UUID.test(id)) return null;
      const expected = Buffer.from(await mac(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type ReaderTokens = ReturnType<typeof createReaderTokens>;

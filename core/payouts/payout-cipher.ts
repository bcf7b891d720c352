import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Payout account numbers (a seller's IBAN or Mobile Money number) at rest: AES-256-GCM with a
// random IV per value. Each value names the key that sealed it (a fingerprint, not the key), so
// a new key can be configured while values sealed with the previous ones stay readable.

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

export interface PayoutKeys {
  /** Seals every new value. */
  current: Buffer;
  /** Earlier keys, still able to open what they sealed. */
  previous?: readonly Buffer[];
}

export interface PayoutCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A short public name of a key: which key sealed a value, without revealing it. */
function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export function createPayoutCipher(keys: PayoutKeys): PayoutCipher {
  for (const key of [keys.current, ...(keys.previous ?? [])]) {
    if (key.length !== 32) throw new Error('Une clé de chiffrement des versements fait 32 octets.');
  }
  const byId = new Map([keys.current, ...(keys.previous ?? [])].map((key) => [keyId(key), key]));
  const currentId = keyId(keys.current);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, keys.current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
      return `${currentId}:${parts.join(':')}`;
    },
    open(sealed) {
      const [id = '', iv = '', tag = '', body = ''] = sealed.split(':');
      const key = byId.get(id);
      if (!key) throw new Error(`Clé de chiffrement des versements inconnue (${id}).`);
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

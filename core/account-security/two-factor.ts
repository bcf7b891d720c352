import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorEnrolment } from '#common/account-security.ts';

// Two-factor sign-in with an authenticator app: TOTP (RFC 6238) as every app reads it (SHA-1,
// 6 digits, 30 s) through `otpauth`, the QR code drawn here as SVG so the page needs no script.

const PERIOD_SECONDS = 30;
/** One step either side of now: a phone's clock a little off still signs in. */
const WINDOW = 1;

function totp(secret: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new secret (160 bits, base32) with its `otpauth://` address and QR code. */
export async function newEnrolment(issuer: string, label: string): Promise<TwoFactorEnrolment> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totp(secret, issuer, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The time step `code` belongs to (within the window), or null when it is no code of now. */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes such as `k7m2p-x9qrt` (about 49 bits each), shown once. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** Only this is stored: the codes are random, so a plain hash cannot be reversed by guessing. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/\s+/g, '').toLowerCase()).digest('hex');
}

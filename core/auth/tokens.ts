import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// Bearer tokens are compact JWTs signed with HMAC-SHA256 (HS256). Only our own header is
// accepted, so a token cannot choose its algorithm ("none", RS256…).

export const TOKEN_ROLES = ['ACHETEUR', 'VENDEUR', 'ADMIN'] as const;
export type TokenRole = (typeof TOKEN_ROLES)[number];

export interface TokenClaims {
  accountId: number;
  /** The session (core/db/schema.ts `sessions`) this token belongs to: ending it ends the token. */
  sessionId: string;
  role: TokenRole;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const payloadSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]*$/),
  sid: z.uuid(),
  role: z.enum(TOKEN_ROLES),
  iat: z.number().int(),
  exp: z.number().int(),
});

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signToken(
  claims: { accountId: number; sessionId: string; role: TokenRole },
  secret: string,
  options: { ttlSeconds: number; now?: Date },
): string {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const payload = Buffer.from(
    JSON.stringify({
      sub: String(claims.accountId),
      sid: claims.sessionId,
      role: claims.role,
      iat,
      exp: iat + options.ttlSeconds,
    }),
  ).toString('base64url');
  const data = `${HEADER}.${payload}`;
  return `${data}.${sign(data, secret).toString('base64url')}`;
}

/** The token's claims, or null when it is malformed, forged or expired. */
export function verifyToken(token: string, secret: string, now = new Date()): TokenClaims | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !signature || rest.length > 0) return null;
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const { sub, sid, role, iat, exp } = parsed.data;
  if (exp <= Math.floor(now.getTime() / 1000)) return null;
  return { accountId: Number(sub), sessionId: sid, role, issuedAt: iat, expiresAt: exp };
}

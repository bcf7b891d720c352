import { createHash } from 'node:crypto';

// Entity tags (RFC 9110 §8.8.3) for answers a phone may already hold: it sends the tag back in
// If-None-Match and is told « 304, unchanged » in a few bytes instead of the answer again.

/** A strong tag named by the bytes themselves: equal bytes, equal tags, on every instance. */
export function entityTagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** Whether the client's If-None-Match names `tag` (weak comparison: `W/` prefixes ignored). */
export function clientHolds(ifNoneMatch: string | undefined, tag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((held) => opaque(held) === opaque(tag))
  );
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable opaque value: 32 random bytes (256 bits), base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a code or token: a leaked table gives no usable credential. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Compares two strings in constant time (client secrets). */
export function sameSecret(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}

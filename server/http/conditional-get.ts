const entityTag = /(?:W\/)?"[^"]*"/g;

/**
 * Whether a GET's `If-None-Match` matches the current `etag`, so that 304 is the answer (RFC 9110, 13.1.2): `*`,
 * or any tag of the list compared weakly, `W/` set aside on both sides. A proxy that compresses an answer
 * makes its tag weak, and a cache may send every tag it holds.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  const current = opaque(etag);
  return (header.match(entityTag) ?? []).some((tag) => opaque(tag) === current);
}

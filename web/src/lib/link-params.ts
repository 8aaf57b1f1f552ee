/**
 * Reads a query parameter of a link that lands on a hash route: `/#/page?name=…` (the hash's query) first,
 * then `/?name=…#/page` (the query before the hash), as OAuth providers may build either.
 */
export function readLinkParam(
  name: string,
  // The server's prerender has no address: nothing to read.
  location: Pick<Location, 'hash' | 'search'> = globalThis.location ?? { hash: '', search: '' },
) {
  const at = location.hash.indexOf('?');
  const fromHash = new URLSearchParams(at === -1 ? '' : location.hash.slice(at + 1)).get(name);
  return fromHash ?? new URLSearchParams(location.search).get(name);
}

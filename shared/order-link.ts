/**
 * The customer's order page: a hash route of the web app, so the token never reaches a server log or a
 * Referer header. The server builds the link on PUBLIC_BASE_URL; the web app reads the same prefix.
 */
export const ORDER_PAGE_HASH_PREFIX = '#/order/';

export function orderPageLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${ORDER_PAGE_HASH_PREFIX}${token}`;
}

/**
 * A customer's key. There is no table of customers (shared/customer-schemas.ts): a customer is the records that
 * share an identity, and its key is that identity, `siren:552100554`, `vat:DE123456789` or
 * `email:jeanne@example.org`, computed by the same SQL that groups them. So the key is stable for as long as the
 * buyer keeps their SIREN, VAT number or address, needs nothing stored, and a bookmark keeps working. In an
 * address it is written as base64url: an e-mail address may hold `/`, `?`, `#` or `%`, which a path segment
 * would change, and the page's address and the server's access log then do not spell out the address. The
 * clients treat it as opaque.
 */
const RAW_KEY = /^(siren:\d{9}|vat:[A-Z0-9+*]{4,15}|email:[^\s]{0,320})$/;

export function encodeCustomerKey(raw: string): string {
  return Buffer.from(raw, 'utf8').toString('base64url');
}

/** The identity a key stands for, or null for a key no customer can have. */
export function decodeCustomerKey(key: string): string | null {
  const raw = Buffer.from(key, 'base64url').toString('utf8');
  return RAW_KEY.test(raw) && encodeCustomerKey(raw) === key ? raw : null;
}

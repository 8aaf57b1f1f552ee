import { isIP } from 'node:net';

/**
 * Whether a URL's host is an IP address (`192.168.1.20`, `[::1]`) rather than a host name: browsers create
 * passkeys only for a host name (a registrable domain, or `localhost`), so the site must be reached by one.
 */
export function hostIsIpAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0;
}

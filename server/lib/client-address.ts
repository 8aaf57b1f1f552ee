import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/** TRUST_PROXY: no proxy, the one proxy in front, or the proxies of a longer chain. */
export type TrustProxySetting = boolean | string[];

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written: `false`, `true`, or proxies separated by commas (addresses, CIDR ranges, `loopback`,
 * `linklocal`, `uniquelocal`).
 */
export const trustProxySetting = z.string().transform((value, ctx): TrustProxySetting => {
  const lower = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(lower)) return true;
  if (['false', '0', 'no'].includes(lower)) return false;
  const entries = lower.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false, or proxy addresses or ranges separated by commas (not ${wrong.join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * Fastify's `trustProxy` for TRUST_PROXY, which decides the client address every per-address limit counts by.
 * `true` trusts the one proxy the server talks to: the client is the last X-Forwarded-For entry, the one that
 * proxy wrote. The entries before it are whatever the client sent; trusting them would let one client pass for
 * as many addresses as it likes, and step round the rate limits and the sign-in lockout. A list trusts those
 * proxies only, for a chain of several (a CDN, then a load balancer).
 */
export function trustProxyOption(setting: TrustProxySetting): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (setting === true) return (_address: string, hop: number) => hop === 0;
  return setting.join(',');
}

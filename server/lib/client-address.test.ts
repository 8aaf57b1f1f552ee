import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { trustProxyOption } from './client-address';

/** The client address a server started with TRUST_PROXY=`setting` sees for a request. */
async function clientAddress(setting: string, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: trustProxyOption(readEnv({ TRUST_PROXY: setting }).TRUST_PROXY) });
  app.get('/', async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    url: '/',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return (response.json() as { ip: string }).ip;
}

describe('the client address', () => {
  it('is the peer of the connection when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await clientAddress('false', '127.0.0.2')).toBe('127.0.0.2');
    expect(await clientAddress('false', '127.0.0.3', '192.0.2.1')).toBe('127.0.0.3');
  });

  it('behind one proxy, is the entry that proxy wrote, not one the client forged before it', async () => {
    expect(await clientAddress('true', '127.0.0.1', '192.0.2.1')).toBe('192.0.2.1');
    expect(await clientAddress('true', '127.0.0.1', '6.6.6.6, 192.0.2.1')).toBe('192.0.2.1');
    expect(await clientAddress('true', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('behind a chain of listed proxies, is the first address that is not one of them', async () => {
    const chain = 'loopback, 10.0.0.0/8';
    expect(await clientAddress(chain, '127.0.0.1', '6.6.6.6, 192.0.2.1, 10.1.2.3')).toBe('192.0.2.1');
    // A peer that is not a listed proxy is the client itself.
    expect(await clientAddress(chain, '198.51.100.7', '192.0.2.1')).toBe('198.51.100.7');
  });

  it('reads TRUST_PROXY as true, false or a list of proxies, and names a wrong entry', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
    expect(() => readEnv({ TRUST_PROXY: 'loopback, proxy.example.com' })).toThrow(
      /TRUST_PROXY.*proxy\.example\.com/,
    );
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

import { createServer, type IncomingMessage, type Server } from 'node:http';

type FakeNetatmoMode = 'success' | 'invalid_grant' | 'timeout';

export interface FakeNetatmoTokenEndpoint {
  url: string;
  /** Base of /control/mode/{mode} (POST) and /control/requests (GET). */
  controlUrl: string;
  mode: FakeNetatmoMode;
  /** The form bodies received, parsed. */
  requests: { contentType: string | undefined; form: Record<string, string> }[];
  stop(): Promise<void>;
}

/**
 * A stand-in for https://api.netatmo.com/oauth2/token on loopback, for tests: answers tokens, Netatmo's
 * invalid_grant error, or nothing at all (time-out). Tokens are derived from the code so tests can tell
 * which exchange produced them.
 */
export async function startFakeNetatmoTokenEndpoint(): Promise<FakeNetatmoTokenEndpoint> {
  const pending = new Set<IncomingMessage>();
  const fake: FakeNetatmoTokenEndpoint = {
    url: '',
    controlUrl: '',
    mode: 'success',
    requests: [],
    stop: async () => undefined,
  };
  const server: Server = createServer(async (request, response) => {
    // Browser tests run in another process than this fake: they switch its mode over HTTP.
    const mode = /^\/control\/mode\/(success|invalid_grant|timeout)$/.exec(request.url ?? '')?.[1];
    if (request.method === 'POST' && mode) {
      fake.mode = mode as FakeNetatmoMode;
      response.end('ok');
      return;
    }
    if (request.method === 'GET' && request.url === '/control/requests') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(fake.requests));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    fake.requests.push({ contentType: request.headers['content-type'], form });
    response.setHeader('Content-Type', 'application/json');
    if (fake.mode === 'timeout') {
      pending.add(request);
      return;
    }
    if (fake.mode === 'invalid_grant' || form.grant_type !== 'authorization_code') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid authorization code' }),
      );
      return;
    }
    response.end(
      JSON.stringify({
        access_token: `access-${form.code}`,
        refresh_token: `refresh-${form.code}`,
        expires_in: 10800,
        scope: (form.scope ?? '').split(' '),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  fake.url = `http://127.0.0.1:${port}/oauth2/token`;
  fake.controlUrl = `http://127.0.0.1:${port}/control`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

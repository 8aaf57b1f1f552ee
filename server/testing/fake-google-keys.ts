import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface FakeGoogleKeys {
  /** Serves {keys: [...]} like Google's securetoken JWKS endpoint. */
  jwksUrl: string;
  /** Signs an ID token with the published key (or with `unpublished: true`, a key not in the set). */
  sign(claims: JWTPayload, options?: { unpublished?: boolean; kid?: string }): Promise<string>;
  requests: number;
  stop(): Promise<void>;
}

/** An RS256 key pair made for the test and its public key set served on loopback, for ID-token tests. */
export async function startFakeGoogleKeys(): Promise<FakeGoogleKeys> {
  const published = await generateKeyPair('RS256', { extractable: true });
  const unpublished = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const fake: FakeGoogleKeys = {
    jwksUrl: '',
    requests: 0,
    async sign(claims, options = {}) {
      const key = options.unpublished ? unpublished.privateKey : published.privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key-1', typ: 'JWT' })
        .sign(key);
    },
    stop: async () => undefined,
  };
  const server: Server = createServer((_request, response) => {
    fake.requests += 1;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.jwksUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/jwks`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** Claims of a fresh Firebase ID token for a Google sign-in to `projectId`. */
export function firebaseClaims(projectId: string, overrides: JWTPayload = {}): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: 'google-user-1',
    email: 'owner@example.com',
    auth_time: now - 30,
    iat: now - 10,
    exp: now + 3600,
    firebase: { sign_in_provider: 'google.com', identities: {} },
    ...overrides,
  };
}

/** An unsigned token as the Auth emulator issues them. */
export function unsignedToken(claims: JWTPayload): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

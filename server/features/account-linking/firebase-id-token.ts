import {
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  errors as joseErrors,
  type JWTPayload,
  jwtVerify,
} from 'jose';

export interface FirebaseUser {
  uid: string;
  email: string | null;
}

/** The ID token was refused; `reason` is for the server log, never for the client. */
export class InvalidIdTokenError extends Error {
  constructor(readonly reason: string) {
    super(`invalid Firebase ID token: ${reason}`);
    this.name = 'InvalidIdTokenError';
  }
}

export interface IdTokenVerifierOptions {
  projectId: string;
  jwksUrl: string;
  /** Set only with the Auth emulator, whose tokens are unsigned (`alg: none`). */
  acceptUnsigned: boolean;
}

const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies Firebase Authentication ID tokens as Firebase documents it: RS256 signature by one of Google's
 * published keys, audience = the project, issuer https://securetoken.google.com/<project>, not expired,
 * issued and authenticated in the past, a subject, and a Google sign-in.
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    cacheMaxAge: 6 * 3600_000,
  });
  const issuer = `https://securetoken.google.com/${options.projectId}`;

  return async function verifyIdToken(token: string): Promise<FirebaseUser> {
    let header: ReturnType<typeof decodeProtectedHeader>;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new InvalidIdTokenError('not a JWT');
    }

    let payload: JWTPayload;
    if (header.alg === 'none') {
      if (!options.acceptUnsigned) throw new InvalidIdTokenError('unsigned token');
      payload = decodeJwt(token);
      checkClaims(payload, options.projectId, issuer);
    } else {
      try {
        ({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          audience: options.projectId,
          issuer,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw new InvalidIdTokenError(error.code);
        throw error;
      }
    }

    const now = Math.floor(Date.now() / 1000);
    if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_TOLERANCE_SECONDS) {
      throw new InvalidIdTokenError('issued in the future');
    }
    const authTime = payload.auth_time;
    if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_SECONDS) {
      throw new InvalidIdTokenError('auth_time missing or in the future');
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
      throw new InvalidIdTokenError('no subject');
    }
    // A claim of the verified token; only read, and compared with a string on the next line.
    const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
    if (firebase?.sign_in_provider !== 'google.com') {
      throw new InvalidIdTokenError('not a Google sign-in');
    }
    const email = typeof payload.email === 'string' ? payload.email : null;
    return { uid: payload.sub, email };
  };
}

/** The checks jwtVerify makes, for the emulator's unsigned tokens. */
function checkClaims(payload: JWTPayload, projectId: string, issuer: string): void {
  const now = Math.floor(Date.now() / 1000);
  const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audience.includes(projectId)) throw new InvalidIdTokenError('wrong audience');
  if (payload.iss !== issuer) throw new InvalidIdTokenError('wrong issuer');
  if (typeof payload.exp !== 'number' || payload.exp <= now - CLOCK_TOLERANCE_SECONDS) {
    throw new InvalidIdTokenError('expired');
  }
}

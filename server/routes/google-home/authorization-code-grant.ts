import { createRequire } from 'node:module';
import OAuth2Server from '@node-oauth/oauth2-server';

const require = createRequire(import.meta.url);

interface LibraryGrant {
  handle(request: OAuth2Server.Request, client: OAuth2Server.Client): Promise<OAuth2Server.Token>;
  validateRedirectUri(request: OAuth2Server.Request, code: OAuth2Server.AuthorizationCode): void;
}

// The library exports the abstract grant only; the authorization-code grant is extended from its file.
const LibraryAuthorizationCodeGrant =
  require('@node-oauth/oauth2-server/lib/grant-types/authorization-code-grant-type') as new (
    options: OAuth2Server.TokenOptions,
  ) => LibraryGrant;

/**
 * The library's authorization_code grant, with RFC 6749 §5.2's answer to a redirect_uri that differs from
 * the authorization request: invalid_grant (the library says invalid_request). The code is already
 * consumed at that point, so a wrong guess cannot be retried.
 */
export class AuthorizationCodeGrant extends LibraryAuthorizationCodeGrant {
  override validateRedirectUri(request: OAuth2Server.Request, code: OAuth2Server.AuthorizationCode): void {
    const given: unknown = request.body?.redirect_uri;
    if (typeof given !== 'string' || given.length === 0) {
      throw new OAuth2Server.InvalidRequestError('Missing parameter: `redirect_uri`');
    }
    if (given !== code.redirectUri) {
      throw new OAuth2Server.InvalidGrantError(
        'Invalid grant: `redirect_uri` does not match the authorization',
      );
    }
  }
}

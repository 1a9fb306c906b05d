import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';

export interface CognitoAccessTokenOptions {
  userPoolId: string;
  clientId: string;
  /** Known signing keys (tests); otherwise the pool's public JWKS is fetched once and cached. */
  jwks?: Jwks;
}

/**
 * Resolves a Cognito access token to the user's id (its `sub`), or null when the token is
 * expired, signed by another pool, issued to another app client, or is an id token.
 */
export function createCognitoAuthenticate({ userPoolId, clientId, jwks }: CognitoAccessTokenOptions) {
  const verifier = CognitoJwtVerifier.create({ userPoolId, clientId, tokenUse: 'access' });
  if (jwks) verifier.cacheJwks(jwks);
  return async (token: string): Promise<string | null> => {
    try {
      return (await verifier.verify(token)).sub;
    } catch {
      return null;
    }
  };
}

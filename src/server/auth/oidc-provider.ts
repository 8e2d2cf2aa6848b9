/**
 * Sign-in with Google, or any OpenID Connect issuer: the endpoints come from
 * the issuer's discovery document, the code flow runs with state and PKCE
 * (arctic), and every ID token is verified by signature (the issuer's JWKS),
 * issuer, audience and expiry (jose) before anyone is signed in.
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { AppError } from '../errors.ts';

/** Who the issuer vouches for, once the token has been verified. */
export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface OidcProvider {
  authorizationUrl(state: string, codeVerifier: string, redirectUri: string): Promise<URL>;
  /** Exchanges the callback's code (with the PKCE verifier) for a verified identity. */
  exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<OidcIdentity>;
  verifyIdToken(idToken: string): Promise<OidcIdentity>;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status} from ${url}`);
  return (await response.json()) as Discovery;
}

function identityFrom(payload: JWTPayload): OidcIdentity {
  const email = typeof payload.email === 'string' ? payload.email : '';
  if (!payload.sub || !email)
    throw new AppError('UNAUTHORIZED', 'The sign-in token has no account email');
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  const name =
    typeof payload.name === 'string' && payload.name.trim()
      ? payload.name.trim()
      : (email.split('@')[0] ?? '');
  return { subject: payload.sub, email, emailVerified: verified, name: name.slice(0, 80) };
}

export function createOidcProvider(settings: OidcSettings): OidcProvider {
  // The redirect URI depends on the address the request came in on.
  const clientFor = (redirectUri: string) =>
    new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);
  let discovery: Promise<Discovery> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  // Discovery is fetched on first use and kept; a failure is retried next time.
  const discover = () => {
    discovery ??= fetchDiscovery(settings.issuer).catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };

  const verifyIdToken = async (idToken: string): Promise<OidcIdentity> => {
    const config = await discover();
    keys ??= createRemoteJWKSet(new URL(config.jwks_uri));
    const issuers = GOOGLE_ISSUERS.includes(config.issuer) ? GOOGLE_ISSUERS : [config.issuer];
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: issuers,
        audience: settings.clientId,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: 30,
      });
      return identityFrom(payload);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('UNAUTHORIZED', 'The Google sign-in token could not be verified', {
        cause: error,
      });
    }
  };

  return {
    async authorizationUrl(state, codeVerifier, redirectUri) {
      const config = await discover();
      return clientFor(redirectUri).createAuthorizationURLWithPKCE(
        config.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ['openid', 'email', 'profile'],
      );
    },
    async exchangeCode(code, codeVerifier, redirectUri) {
      const config = await discover();
      let idToken: string;
      try {
        const tokens = await clientFor(redirectUri).validateAuthorizationCode(
          config.token_endpoint,
          code,
          codeVerifier,
        );
        idToken = tokens.idToken();
      } catch (error) {
        throw new AppError('BAD_REQUEST', 'Google did not accept the sign-in code', {
          cause: error,
        });
      }
      return verifyIdToken(idToken);
    },
    verifyIdToken,
  };
}

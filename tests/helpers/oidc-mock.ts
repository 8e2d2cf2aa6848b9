/**
 * A real OpenID provider on a local port (oauth2-mock-server) standing in
 * for Google: discovery, JWKS, /authorize (which signs the visitor in at once
 * and redirects back with a code) and /token (which checks PKCE). Tests say
 * who signs in next, and mint ID tokens, good or deliberately bad.
 */
import { randomBytes } from 'node:crypto';
import { OAuth2Issuer, OAuth2Server, type MutableToken, type Payload } from 'oauth2-mock-server';
import { freshEmail } from './accounts.ts';

export const CLIENT_ID = 'test-client';
export const CLIENT_SECRET = 'test-secret';

export interface Identity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export function newIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    sub: `google-${randomBytes(6).toString('hex')}`,
    email: freshEmail('google'),
    email_verified: true,
    name: 'Google Person',
    ...overrides,
  };
}

export interface MockProvider {
  server: OAuth2Server;
  issuer: string;
  /** The environment that points the app at this provider. */
  env: Record<string, string>;
  /** Every token the provider signs from now on is about this person. */
  signInAs: (identity: Identity) => void;
  /** An ID token for this app, signed by the provider; `adjust` can spoil it. */
  idToken: (
    identity: Identity,
    options?: { expiresIn?: number; adjust?: (payload: Payload) => void },
  ) => Promise<string>;
  /** An ID token that looks right but is signed by a key the provider never published. */
  forgedIdToken: (identity: Identity, options?: { sameKid?: boolean }) => Promise<string>;
  stop: () => Promise<void>;
}

function applyIdentity(payload: Payload, identity: Identity) {
  Object.assign(payload, identity, { aud: CLIENT_ID });
}

export async function startMockProvider(): Promise<MockProvider> {
  const server = new OAuth2Server();
  const key = await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the mock provider has no issuer URL');
  let current: Identity | undefined;
  // Both the access token and the ID token of a code exchange are signed here.
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    if (current) applyIdentity(token.payload, current);
  });

  const forge = async (identity: Identity, sameKid: boolean) => {
    const forger = new OAuth2Issuer();
    forger.url = issuer;
    await forger.keys.generate('RS256', sameKid ? { kid: key.kid } : {});
    return forger.buildToken({
      scopesOrTransform: (_header, payload) => applyIdentity(payload, identity),
    });
  };

  return {
    server,
    issuer,
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_ISSUER: issuer,
    },
    signInAs: (identity) => {
      current = identity;
    },
    idToken: (identity, options = {}) =>
      server.issuer.buildToken({
        expiresIn: options.expiresIn,
        scopesOrTransform: (_header, payload) => {
          applyIdentity(payload, identity);
          options.adjust?.(payload);
        },
      }),
    forgedIdToken: (identity, options = {}) => forge(identity, options.sameKid ?? false),
    stop: () => server.stop(),
  };
}

import { Events, OAuth2Server } from 'oauth2-mock-server';

export type OidcUser = {
  sub: string;
  email: string;
  name: string;
  /** The email_verified claim; true unless given. */
  emailVerified?: boolean;
};

export type TestOidc = {
  /** http://127.0.0.1:<port>, for GOOGLE_ISSUER (discovery is at <issuer>/.well-known/openid-configuration). */
  issuer: string;
  /** The user the next sign-in at the mock is for (claims of ID token, access token and userinfo). */
  setUser(user: OidcUser): void;
  stop(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oauth2-mock-server) on a free local port, signing with a fresh
 * RS256 key. Its /authorize signs in the configured user at once, without a login page.
 */
export async function startOidc(user: OidcUser): Promise<TestOidc> {
  let current = { ...user };
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');

  const claims = () => ({
    sub: current.sub,
    email: current.email,
    email_verified: current.emailVerified ?? true,
    name: current.name,
  });
  server.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, claims());
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = claims();
    response.statusCode = 200;
  });

  await server.start(0, '127.0.0.1');
  // The mock names itself http://localhost:<port>; use the address it really listens on.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;

  return {
    issuer,
    setUser(next) {
      current = { ...next };
    },
    stop: () => server.stop(),
  };
}

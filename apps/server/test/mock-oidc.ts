// A local OpenID Connect provider for the browser tests (run as its own process:
// `tsx apps/server/test/mock-oidc.ts`), the kept npm package oauth2-mock-server speaking the real
// protocol: discovery, /authorize (answers at once with a code: nobody types a password),
// /token with PKCE and RS256-signed ID tokens. Everyone who signs in is the one person below.
//
//   MOCK_OIDC_PORT   where it listens (on 127.0.0.1); its issuer is http://127.0.0.1:<port>
import { OAuth2Server } from 'oauth2-mock-server';

/** The person the provider says signs in, with an e-mail it has verified. */
export const MOCK_OIDC_PERSON = {
  sub: 'e2e-provider-person',
  email: 'provider.person@example.com',
  email_verified: true,
  preferred_username: 'Provider_Person',
};

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
  Object.assign(token.payload, MOCK_OIDC_PERSON);
});
await server.start(Number(process.env.MOCK_OIDC_PORT ?? 4191), '127.0.0.1');
console.log(`mock OpenID provider at ${server.issuer.url}`);

import { createHash, randomBytes } from 'node:crypto';
import type { TestPlatform } from '../src/testing';
import { httpClient, visitorToken } from './helpers';

/** Shared steps of the identity, redirect and mail tests; every step goes through HTTP. */
export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const uniqueEmail = (label = 'member') => `${label}-${randomBytes(5).toString('hex')}@vitrine.test`;

export function identityClient(platform: TestPlatform) {
  const http = httpClient(platform);
  let visitor: string | undefined;
  let owner: string | undefined;
  const asVisitor = async () => ({ authorization: (visitor ??= await visitorToken(platform)) });
  const asOwner = async () => {
    owner ??= (
      await http.post('/_api/vitrine/v1/owner/login', {
        email: platform.site.ownerEmail,
        password: platform.site.ownerPassword,
        clientId: platform.site.clientId,
      })
    ).body.access_token;
    return { authorization: owner! };
  };

  return {
    http,
    asVisitor,
    asOwner,
    register: async (email: string, password = 'correct horse', extra: Record<string, unknown> = {}) =>
      http.post('/_api/iam/authentication/v2/register', { loginId: { email }, password, ...extra }, await asVisitor()),
    login: async (email: string, password: string, extra: Record<string, unknown> = {}) =>
      http.post('/_api/iam/authentication/v2/login', { loginId: { email }, password, ...extra }, await asVisitor()),
    setPolicy: async (settings: Record<string, unknown>) => http.patch('/_api/vitrine/v1/identity/settings', settings, await asOwner()),

    /** The newest e-mail to `to`, from the owner's outbox view. */
    async lastMail(to: string) {
      const { body } = await http.get('/_api/vitrine/v1/mail/outbox?limit=100', await asOwner());
      return (body.messages as Array<{ to: string; kind: string; subject: string; text: string }>).find((mail) => mail.to === to);
    },

    /** Session token → authorization code (redirect session with prompt=none) → member tokens. */
    async memberTokens(sessionToken: string) {
      const { verifier, challenge } = pkcePair();
      const session = await http.post(
        '/_api/redirects-api/v1/redirect-session',
        {
          auth: {
            authRequest: {
              clientId: platform.site.clientId,
              codeChallenge: challenge,
              codeChallengeMethod: 'S256',
              responseMode: 'query',
              responseType: 'code',
              scope: 'offline_access',
              state: 'st-1',
              redirectUri: platform.site.redirectUri,
              prompt: 'none',
              sessionToken,
            },
          },
        },
        await asVisitor(),
      );
      const hop = await fetch(session.body.redirectSession.fullUrl, { redirect: 'manual' });
      const location = new URL(hop.headers.get('location')!);
      const code = location.searchParams.get('code');
      const tokens = await http.post('/oauth2/token', {
        clientId: platform.site.clientId,
        grantType: 'authorization_code',
        code,
        codeVerifier: verifier,
        redirectUri: platform.site.redirectUri,
      });
      return tokens.body as { access_token: string; refresh_token: string; expires_in: number };
    },
  };
}

import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { identityClient, uniqueEmail } from './identity-helpers';

let platform: TestPlatform;
let client: ReturnType<typeof identityClient>;
let privateKey: CryptoKey;
let connectionId: string;
const issuer = 'https://idp.example';
const audience = 'vitrine-store';

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
  client = identityClient(platform);
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'idp-key-1', alg: 'RS256' };
  const created = await client.http.post('/_api/vitrine/v1/idp-connections', { name: 'Example IdP', issuer, audience, jwks: { keys: [jwk] } }, await client.asOwner());
  connectionId = created.body.connection.id;
});
afterAll(() => platform.close());

const idToken = (claims: Record<string, unknown>, options: { key?: CryptoKey; aud?: string; iss?: string; exp?: string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'idp-key-1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '5m')
    .sign(options.key ?? privateKey);

const ssoLogin = async (token: string) =>
  client.http.post('/_api/iam/authentication/v1/sso/login-with-token-params', { idpConnectionId: connectionId, tokenParams: { id_token: token } }, await client.asVisitor());

describe('SSO login with token params', () => {
  it('creates the member on first sign-in and finds them again by subject', async () => {
    const email = uniqueEmail('sso');
    const first = await ssoLogin(await idToken({ sub: 'user-1', email, email_verified: true, given_name: 'Grace' }));
    expect(first.status).toBe(200);
    expect(first.body.state).toBe('SUCCESS');
    expect(first.body.identity).toMatchObject({ email: { address: email, isVerified: true }, identityProfile: { firstName: 'Grace' } });
    const second = await ssoLogin(await idToken({ sub: 'user-1', email: 'changed@elsewhere.test' }));
    expect(second.body.identity.id).toBe(first.body.identity.id);
    expect((await client.memberTokens(second.body.sessionToken)).access_token).toBeTruthy();
  });

  it('refuses tokens with a wrong audience, issuer or key, or expired', async () => {
    const other = await generateKeyPair('RS256');
    const claims = { sub: 'user-2', email: uniqueEmail('sso'), email_verified: true };
    for (const token of [
      await idToken(claims, { aud: 'another-app' }),
      await idToken(claims, { iss: 'https://evil.example' }),
      await idToken(claims, { key: other.privateKey }),
      await idToken(claims, { exp: '-1m' }),
    ]) {
      const response = await ssoLogin(token);
      expect(response.status).toBe(401);
      expect(response.body.details.applicationError.code).toBe('INVALID_EXTERNAL_TOKEN');
    }
  });

  it('keeps a long name cut between characters, never inside one: 150 emoji after a letter sign in with the first 99', async () => {
    const name = 'a' + '😀'.repeat(150);
    const response = await ssoLogin(await idToken({ sub: 'emoji-name', email: uniqueEmail('sso'), given_name: name, family_name: name }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.identity.identityProfile).toMatchObject({ firstName: 'a' + '😀'.repeat(99), lastName: 'a' + '😀'.repeat(99) });
  });

  it('refuses a token whose sub, email or names the platform cannot store, naming the claim (401, not a database error)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sub: 'a\u0000b', email: uniqueEmail('sso') }, 'sub claim must not contain a NUL'],
      [{ sub: 'a\ud800b', email: uniqueEmail('sso') }, 'sub claim must be well-formed Unicode'],
      [{ sub: { id: 1 }, email: uniqueEmail('sso') }, 'sub claim must be a non-empty string'],
      [{ sub: 'x'.repeat(256), email: uniqueEmail('sso') }, 'sub claim must be at most 255'],
      [{ sub: 'bad-email-1', email: 'a\u0000b@vitrine.test' }, 'email claim must not contain a NUL'],
      [{ sub: 'bad-email-2', email: 'a\udc00b@vitrine.test' }, 'email claim must be well-formed Unicode'],
      [{ sub: 'bad-email-3', email: `${'x'.repeat(250)}@vitrine.test` }, 'email claim must be at most 254'],
      [{ sub: 'bad-name-1', email: uniqueEmail('sso'), given_name: 'Ada\u0000' }, 'given_name claim must not contain a NUL'],
      [{ sub: 'bad-name-2', email: uniqueEmail('sso'), family_name: '\ud800Lovelace' }, 'family_name claim must be well-formed Unicode'],
    ];
    for (const [claims, description] of cases) {
      const response = await ssoLogin(await idToken(claims));
      expect(response.status, JSON.stringify(claims)).toBe(401);
      expect(response.body.details.applicationError, JSON.stringify(claims)).toMatchObject({ code: 'INVALID_EXTERNAL_TOKEN', description: expect.stringContaining(description) });
    }
    // None of them left a member behind.
    const members = await client.http.get('/_api/vitrine/v1/members?limit=100', await client.asOwner());
    expect(members.body.members.map((m: { email: { address: string } }) => m.email.address).filter((a: string) => a.includes('\ufffd') || a.startsWith('x'.repeat(20)))).toEqual([]);
  });

  it('does not hand an existing member to a provider that does not vouch for the e-mail', async () => {
    const email = uniqueEmail('taken');
    await client.register(email);
    const response = await ssoLogin(await idToken({ sub: 'attacker', email, email_verified: false }));
    expect(response.status).toBe(401);
  });

  it('keeps only public key material of a connection', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    const created = await client.http.post('/_api/vitrine/v1/idp-connections', { name: 'Leaky', issuer, audience, jwks: { keys: [privateJwk] } }, await client.asOwner());
    expect(created.body.connection.jwks.keys[0].d).toBeUndefined();
    expect(created.body.connection.jwks.keys[0].x).toBe(privateJwk.x);
  });

  it('answers 404 for another site’s connection', async () => {
    const other = await platform.createSite();
    const visitor = (await client.http.post('/oauth2/token', { clientId: other.clientId, grantType: 'anonymous' })).body.access_token;
    const response = await client.http.post(
      '/_api/iam/authentication/v1/sso/login-with-token-params',
      { idpConnectionId: connectionId, tokenParams: { id_token: await idToken({ sub: 'x', email: uniqueEmail() }) } },
      { authorization: visitor },
    );
    expect(response.status).toBe(404);
  });
});

/**
 * An identity provider for the SSO call: an RS256 key pair, its public JWK for the site's
 * connection, and ID tokens signed with it (node:crypto alone; the SDK's tests take no JWT library).
 */
import { generateKeyPairSync, sign } from 'node:crypto';

export function testIdentityProvider(issuer: string, audience: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'conformance-key';
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    connection: { name: 'Conformance IdP', issuer, audience, jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] } },
    idToken(claims: Record<string, unknown>): string {
      const now = Math.floor(Date.now() / 1000);
      const signed = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode({ iss: issuer, aud: audience, iat: now, exp: now + 300, ...claims })}`;
      return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), privateKey).toString('base64url')}`;
    },
  };
}

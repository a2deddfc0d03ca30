import { createSigner } from 'fast-jwt';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import type { IdentityType } from '../../lib/caller';
import { createExpiringMap, type ExpiringMap } from '../../lib/expiring-map';
import type { KeyRing, SigningKey } from './signing-keys';

/** Access tokens live four hours (`expires_in` 14400), as the hosted platform's do. */
export const accessTokenLifetimeSeconds = 4 * 60 * 60;
const issuer = 'vitrine';

export interface AccessTokenClaims {
  siteId: string;
  identityType: Exclude<IdentityType, 'APP'>;
  identityId: string;
  clientId: string;
  /** The authorization grant a member token came from; revoking the grant revokes the token. */
  grantId?: string;
  /** For members: the visitor they were before signing in, so their visitor cart can merge. */
  visitorId?: string;
}

/**
 * Signers of access tokens, one per signing key. `fast-jwt` signs through `node:crypto` in the
 * calling thread: 39 µs of CPU a token here, against 108 µs for `jose`'s `SignJWT`, whose ES256
 * goes through WebCrypto (a job on libuv's thread pool), and every visitor's first request is a
 * token grant (docs/ecom.md). Tokens are verified with `jose` as before: the same JWS either way.
 */
const signers = new WeakMap<SigningKey, (payload: Record<string, unknown>) => string>();

function signerFor(key: SigningKey) {
  let signer = signers.get(key);
  if (!signer) {
    signer = createSigner({ key: key.privatePem, algorithm: 'ES256', kid: key.kid, header: { alg: 'ES256', typ: 'at+jwt' }, iss: issuer, expiresIn: accessTokenLifetimeSeconds * 1000 });
    signers.set(key, signer);
  }
  return signer;
}

export async function signAccessToken(keys: KeyRing, claims: AccessTokenClaims): Promise<string> {
  const payload: Record<string, unknown> = { sid: claims.siteId, ity: claims.identityType, cid: claims.clientId, sub: claims.identityId };
  if (claims.grantId !== undefined) payload.gid = claims.grantId;
  if (claims.visitorId !== undefined) payload.vid = claims.visitorId;
  return signerFor(keys.current())(payload);
}

/**
 * Tokens already verified, until they expire, so a caller's repeated requests skip the ES256 check
 * (a WebCrypto job on libuv's thread pool, and most of a cheap request's CPU). One cache per key
 * ring: a token is remembered only by the platform whose keys verified it, even when a process
 * runs several (tests do). Bounded: the oldest entry goes first.
 */
const verifiedByRing = new WeakMap<KeyRing, ExpiringMap<string, AccessTokenClaims>>();
const verifiedCacheSize = 10_000;

/** Verifies signature, issuer and expiry; undefined for anything that is not a valid token. */
export async function verifyAccessToken(keys: KeyRing, token: string): Promise<AccessTokenClaims | undefined> {
  let verified = verifiedByRing.get(keys);
  if (!verified) verifiedByRing.set(keys, (verified = createExpiringMap({ maxEntries: verifiedCacheSize })));
  const hit = verified.get(token);
  if (hit) return hit;
  const claims = await verifySignedToken(keys, token);
  if (claims) verified.set(token, claims.claims, claims.expiresAtMs);
  return claims?.claims;
}

async function verifySignedToken(keys: KeyRing, token: string): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | undefined> {
  try {
    const { kid } = decodeProtectedHeader(token);
    if (!kid) return undefined;
    const key = await keys.publicKey(kid);
    if (!key) return undefined;
    const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['ES256'], typ: 'at+jwt' });
    const { sid, ity, cid, gid, vid, sub } = payload as Record<string, unknown>;
    if (typeof sid !== 'string' || typeof sub !== 'string' || typeof cid !== 'string') return undefined;
    if (ity !== 'ANONYMOUS_VISITOR' && ity !== 'MEMBER' && ity !== 'WIX_USER') return undefined;
    if (typeof payload.exp !== 'number') return undefined;
    const claims: AccessTokenClaims = {
      siteId: sid,
      identityType: ity,
      identityId: sub,
      clientId: cid,
      grantId: typeof gid === 'string' ? gid : undefined,
      visitorId: typeof vid === 'string' ? vid : undefined,
    };
    return { claims, expiresAtMs: payload.exp * 1000 };
  } catch {
    return undefined;
  }
}

import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import type { IdentityType } from '../../lib/caller';
import { createExpiringMap, type ExpiringMap } from '../../lib/expiring-map';
import type { KeyRing } from './signing-keys';

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

export async function signAccessToken(keys: KeyRing, claims: AccessTokenClaims): Promise<string> {
  const key = keys.current();
  return new SignJWT({ sid: claims.siteId, ity: claims.identityType, cid: claims.clientId, gid: claims.grantId, vid: claims.visitorId })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setSubject(claims.identityId)
    .setIssuedAt()
    .setExpirationTime(`${accessTokenLifetimeSeconds}s`)
    .sign(key.privateKey);
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

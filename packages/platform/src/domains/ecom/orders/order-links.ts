import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';
import type { KeyRing } from '../../auth/signing-keys';

/**
 * A guest's link to one order, sent in the order e-mails: a JWT signed with the platform's ES256
 * keys that names the site and the order and expires. It is a credential for reading that one
 * order and nothing else: its `typ` (`order-link+jwt`) and audience differ from an access token's
 * (`at+jwt`), so no API takes it as one, and it grants no cart, account or other order. Signed
 * rather than stored: nothing to look up, and key rotation retires old links with their key.
 */
export const orderLinkLifetimeDays = 90;
const typ = 'order-link+jwt';
const issuer = 'vitrine';
const audience = 'order-link';

export async function signOrderLink(keys: KeyRing, order: { siteId: string; orderId: string }): Promise<string> {
  const key = keys.current();
  return new SignJWT({ sid: order.siteId })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(order.orderId)
    .setIssuedAt()
    .setExpirationTime(`${orderLinkLifetimeDays}d`)
    .sign(key.privateKey);
}

export type OrderLinkCheck = { valid: true; siteId: string; orderId: string } | { valid: false; expired: boolean };

/** The order a link names, or why it names none (expired, or not a link this platform signed). */
export async function verifyOrderLink(keys: KeyRing, token: string): Promise<OrderLinkCheck> {
  try {
    const { kid } = decodeProtectedHeader(token);
    if (!kid) return { valid: false, expired: false };
    const key = await keys.publicKey(kid);
    if (!key) return { valid: false, expired: false };
    const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['ES256'], typ });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return { valid: false, expired: false };
    return { valid: true, siteId: payload.sid, orderId: payload.sub };
  } catch (error) {
    return { valid: false, expired: error instanceof errors.JWTExpired };
  }
}

import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import type { KeyRing } from '../auth/signing-keys';
import type { EventView } from './events.repository';

/** The JWS `typ` of a webhook body, so it can never pass for an access token (`at+jwt`) or the reverse. */
export const webhookJwtType = 'vitrine-event+jwt';
export const webhookIssuer = 'vitrine';

/**
 * A delivery's body: a compact JWS (ES256, the platform's current key, verifiable through
 * `GET /oauth2/jwks`) whose `event` claim is the event. `jti` is the event id, the same on every
 * attempt and replay, so receivers drop duplicates by it; `aud` is the subscription.
 */
export function signEvent(keys: KeyRing, event: EventView, webhookId: string): Promise<string> {
  const key = keys.current();
  return new SignJWT({ event })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: webhookJwtType })
    .setIssuer(webhookIssuer)
    .setAudience(webhookId)
    .setJti(event.id)
    .setIssuedAt()
    .sign(key.privateKey);
}

/**
 * `x-vitrine-signature: v1=<base64url HMAC-SHA256(secret, body)>`: proof that a body was sent for
 * the receiver's own subscription, for receivers that check the subscription's secret rather than
 * (or beside) the platform's public key.
 */
export const bodySignature = (secret: string, body: string): string =>
  `v1=${createHmac('sha256', secret).update(body).digest('base64url')}`;

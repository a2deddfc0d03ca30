import { cutText, textProblem } from '../../lib/storable-text';
import { invalidExternalToken } from './identity-errors';

/**
 * The claims of a verified identity-provider token that the platform keeps, read as it can store
 * them. The token's payload is JSON inside base64url, so the request's own checks (lib/storable-text.ts)
 * never see its strings: a `sub`, `email` or name holding a NUL character or half a surrogate pair
 * reached the database, which refused it as "a value of the wrong form" or, in a `text` column,
 * kept U+FFFD in its place.
 */
export interface SsoClaims {
  subject: string;
  /** As the token spells it; the service normalises it. */
  email?: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

/** OpenID Connect's own bound on `sub`: at most 255 ASCII characters. */
const maxSubject = 255;
/** The longest e-mail address anywhere on the platform (`identity.schemas.ts` `Email`). */
const maxEmail = 254;
/** A name from the provider is kept to this many characters, as before. */
const maxName = 200;

/** Refuses the token (401 `INVALID_EXTERNAL_TOKEN`, naming the claim) when a claim the platform keeps cannot be stored. */
export function readSsoClaims(claims: Record<string, unknown>): SsoClaims {
  const { sub, email } = claims;
  if (typeof sub !== 'string' || sub === '') throw invalidExternalToken('its sub claim must be a non-empty string');
  if (sub.length > maxSubject) throw invalidExternalToken(`its sub claim must be at most ${maxSubject} characters`);
  storable('sub', sub);
  if (typeof email === 'string') {
    if (email.length > maxEmail) throw invalidExternalToken(`its email claim must be at most ${maxEmail} characters`);
    storable('email', email);
  }
  return {
    subject: sub,
    email: typeof email === 'string' ? email : undefined,
    emailVerified: claims.email_verified === true,
    firstName: name('given_name', claims.given_name),
    lastName: name('family_name', claims.family_name),
  };
}

function name(claim: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return storable(claim, cutText(value, maxName));
}

function storable(claim: string, value: string): string {
  const problem = textProblem(value);
  if (problem) throw invalidExternalToken(`its ${claim} claim ${problem}`);
  return value;
}

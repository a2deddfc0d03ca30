import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { KeyOwner } from './idempotency.repository';

/**
 * Kept answers that hold a secret shown once (idempotent-routes.ts `sealedAnswerRoutes`): a key
 * kept in plain text for its 24 hours would sit in the database beside the digest that is all the
 * platform keeps of an API key. The answer is encrypted (AES-256-GCM) under a key derived from the
 * request's Idempotency-Key, and the table holds only that key's digest (`storedKey`), so only the
 * client retrying with the same Idempotency-Key, as the same caller, reads it back.
 */
const prefix = 'sealed:v1:';

/** What the table keeps of a sealed route's Idempotency-Key: its digest, never the key. */
export const storedKey = (key: string): string => `sha256:${createHash('sha256').update(key).digest('base64url')}`;

/** The row's identity (site, caller, digest) is bound to the ciphertext: a sealed body moved to another row does not open. */
const boundTo = (owner: KeyOwner) => Buffer.from(`${owner.siteId}\0${owner.caller}\0${owner.key}`);

const keyFor = (key: string, owner: KeyOwner) => Buffer.from(hkdfSync('sha256', key, 'vitrine-idempotency-seal', boundTo(owner), 32));

export function seal(body: string, key: string, owner: KeyOwner): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(key, owner), iv);
  cipher.setAAD(boundTo(owner));
  const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * The kept answer as sent; undefined when it was sealed under another key (which its digest makes
 * out of reach). An answer kept unsealed (a fallback that holds no secret) is answered as it is.
 */
export function unseal(kept: string, key: string, owner: KeyOwner): string | undefined {
  if (!kept.startsWith(prefix)) return kept;
  const bytes = Buffer.from(kept.slice(prefix.length), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(key, owner), bytes.subarray(0, 12));
    decipher.setAAD(boundTo(owner));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

import { createHash, randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

/** A random secret with a readable prefix, e.g. `vk_…` for API keys: 256 bits of entropy. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/**
 * Secrets (refresh tokens, API keys, codes) are stored as SHA-256 digests: they are long random
 * values, so a slow hash adds nothing, and a lookup by digest stays an index scan.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => uuidPattern.test(value);

/** An id as the platform writes it (`newId`: a lower-case uuid), the only form a stored reference to a record can match. */
export const isPlatformId = (value: string): boolean => isUuid(value) && value === value.toLowerCase();

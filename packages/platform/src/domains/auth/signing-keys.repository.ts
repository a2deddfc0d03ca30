import type { JWK } from 'jose';
import type { Queryable } from '../../db/database';

export interface SigningKeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  retired_date: Date | null;
}

/** Serialises key creation between instances starting together (held until the transaction ends). */
export async function lockKeyCreation(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(727275)');
}

export async function hasActiveSigningKey(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT kid FROM signing_keys WHERE retired_date IS NULL LIMIT 1')).length > 0;
}

export async function insertSigningKey(db: Queryable, key: { kid: string; privateJwk: JWK; publicJwk: JWK }): Promise<void> {
  await db.query('INSERT INTO signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [key.kid, JSON.stringify(key.privateJwk), JSON.stringify(key.publicJwk)]);
}

/** Every key, newest first. */
export const listSigningKeys = (db: Queryable) =>
  db.query<SigningKeyRow>('SELECT kid, private_jwk, public_jwk, retired_date FROM signing_keys ORDER BY created_date DESC');

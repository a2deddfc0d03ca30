import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/database';
import { newId } from '../../lib/ids';
import * as repo from './signing-keys.repository';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface KeyRing {
  /** The key new tokens are signed with. */
  current(): SigningKey;
  /** The public key a token names, reloading from the database once for a kid signed elsewhere. */
  publicKey(kid: string): Promise<CryptoKey | undefined>;
  /** Public keys in JWKS form, for `GET /oauth2/jwks`. */
  jwks(): { keys: JWK[] };
}

const algorithm = 'ES256';

/**
 * Loads the signing keys from the database, creating the first one if there is none. Every
 * platform instance on one database signs and verifies with the same keys.
 */
export async function loadKeyRing(db: Database): Promise<KeyRing> {
  await db.transaction(async (tx) => {
    await repo.lockKeyCreation(tx);
    if (await repo.hasActiveSigningKey(tx)) return;
    const { privateKey, publicKey } = await generateKeyPair(algorithm, { extractable: true });
    const kid = newId();
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: algorithm, use: 'sig' };
    await repo.insertSigningKey(tx, { kid, privateJwk: await exportJWK(privateKey), publicJwk });
  });

  let keys = await readKeys(db);
  const publicKeys = new Map<string, CryptoKey>();
  const cachePublicKeys = async () => {
    for (const key of keys.all) publicKeys.set(key.kid, (await importJWK(key.publicJwk, algorithm)) as CryptoKey);
  };
  await cachePublicKeys();

  return {
    current: () => keys.current,
    async publicKey(kid) {
      if (!publicKeys.has(kid)) {
        keys = await readKeys(db);
        await cachePublicKeys();
      }
      return publicKeys.get(kid);
    },
    jwks: () => ({ keys: keys.all.map((key) => key.publicJwk) }),
  };
}

async function readKeys(db: Database) {
  const rows = await repo.listSigningKeys(db);
  const active = rows.find((row) => row.retired_date === null) ?? rows[0];
  if (!active) throw new Error('no signing key');
  const current: SigningKey = {
    kid: active.kid,
    privateKey: (await importJWK(active.private_jwk, algorithm)) as CryptoKey,
    publicJwk: active.public_jwk,
  };
  return { current, all: rows.map((row) => ({ kid: row.kid, publicJwk: row.public_jwk })) };
}

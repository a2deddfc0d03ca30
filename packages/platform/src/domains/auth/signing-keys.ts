import { createPrivateKey } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Database } from '../../db/database';
import { newId } from '../../lib/ids';
import * as repo from './signing-keys.repository';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  /** The same private key as PKCS #8 PEM, for signers built on `node:crypto` (access-tokens.ts). */
  privatePem: string;
  publicJwk: JWK;
}

export interface KeyRing {
  /** The key new tokens are signed with. */
  current(): SigningKey;
  /**
   * The public key a token names. A kid this ring does not hold reloads the keys from the database
   * (another instance may have made a new one), at most once a second however many such tokens come.
   */
  publicKey(kid: string): Promise<CryptoKey | undefined>;
  /** Public keys in JWKS form, for `GET /oauth2/jwks`. */
  jwks(): { keys: JWK[] };
}

const algorithm = 'ES256';

/**
 * How long after a reload an unknown kid is refused without reading the database again. Anyone can
 * send tokens naming made-up kids; without this each would cost a read and a key import. A key made
 * by another instance is still picked up within this time (keys are made rarely: at first start).
 */
const reloadCooldownMs = 1_000;

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

  // One reload at a time: unknown kids that arrive together wait for the same read.
  let reloading: Promise<void> | undefined;
  let lastReloadMs = 0;
  const reload = () =>
    (reloading ??= (async () => {
      lastReloadMs = Date.now();
      keys = await readKeys(db);
      await cachePublicKeys();
    })().finally(() => (reloading = undefined)));

  return {
    current: () => keys.current,
    async publicKey(kid) {
      if (publicKeys.has(kid)) return publicKeys.get(kid);
      if (reloading) await reloading;
      else if (Date.now() - lastReloadMs >= reloadCooldownMs) await reload();
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
    privatePem: createPrivateKey({ key: active.private_jwk as Record<string, string>, format: 'jwk' }).export({ type: 'pkcs8', format: 'pem' }) as string,
    publicJwk: active.public_jwk,
  };
  return { current, all: rows.map((row) => ({ kid: row.kid, publicJwk: row.public_jwk })) };
}

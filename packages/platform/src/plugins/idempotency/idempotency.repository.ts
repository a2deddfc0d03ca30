import { queryOne, type Queryable } from '../../db/database';

/** How long a first answer is kept and replayed. */
export const keyLifetime = '24 hours';
/** How long a running first request holds its key before a retry may take it over. */
const leaseLength = '2 minutes';

export interface KeyOwner {
  siteId: string;
  caller: string;
  key: string;
}

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; statusCode: number; contentType: string | null; body: string }
  | { outcome: 'running' }
  | { outcome: 'other-request' };

/**
 * Takes the key for this request in one statement: a new key, a key older than its lifetime, or a
 * key whose first request died holding it, unless that request had taken effect (it left a fallback
 * answer, `keepFallback`): running it again would repeat the effect. Otherwise reports what the
 * first request left.
 */
export async function claimKey(db: Queryable, owner: KeyOwner, requestHash: string): Promise<Claim> {
  // Two rounds at most: the row read after a lost insert may be released (a 5xx) in between.
  for (let round = 0; round < 2; round += 1) {
    const taken = await queryOne(
      db,
      `INSERT INTO idempotency_keys (site_id, caller, key, request_hash, locked_until)
       VALUES ($1, $2, $3, $4, now() + interval '${leaseLength}')
       ON CONFLICT (site_id, caller, key) DO UPDATE SET
         request_hash = EXCLUDED.request_hash, locked_until = EXCLUDED.locked_until,
         status_code = NULL, content_type = NULL, response_body = NULL, created_date = now()
       WHERE idempotency_keys.created_date < now() - interval '${keyLifetime}'
          OR (idempotency_keys.status_code IS NULL AND idempotency_keys.locked_until < now() AND idempotency_keys.response_body IS NULL)
       RETURNING 1`,
      [owner.siteId, owner.caller, owner.key, requestHash],
    );
    if (taken) return { outcome: 'claimed' };
    const held = await queryOne<{ request_hash: string; status_code: number | null; content_type: string | null; response_body: string | null; lapsed: boolean }>(
      db,
      'SELECT request_hash, status_code, content_type, response_body, locked_until < now() AS lapsed FROM idempotency_keys WHERE site_id = $1 AND caller = $2 AND key = $3',
      [owner.siteId, owner.caller, owner.key],
    );
    if (!held) continue;
    if (held.status_code === null && held.lapsed && held.response_body !== null) {
      if (held.request_hash !== requestHash) return { outcome: 'other-request' };
      // The first request took effect (`keepFallback`) and then held the key past its lease, gone or
      // still running: taken over, the key would run the effect again (a second refund), so its fallback answers.
      return { outcome: 'replay', statusCode: 409, contentType: held.content_type, body: held.response_body };
    }
    // A key in use is "wait" whatever the body: what the first request sent decides once it answers.
    if (held.status_code === null) return { outcome: 'running' };
    if (held.request_hash !== requestHash) return { outcome: 'other-request' };
    return { outcome: 'replay', statusCode: held.status_code, contentType: held.content_type, body: held.response_body ?? '' };
  }
  return { outcome: 'running' };
}

/** Keeps the first answer for replay. */
export async function keepAnswer(db: Queryable, owner: KeyOwner, statusCode: number, contentType: string | null, body: string): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET status_code = $4, content_type = $5, response_body = $6 WHERE site_id = $1 AND caller = $2 AND key = $3',
    [owner.siteId, owner.caller, owner.key, statusCode, contentType, body],
  );
}

/**
 * Leaves the answer a retry gets should the running request never answer (its process stopped) or
 * answer only past its lease: the key is no longer taken over then, the fallback is answered
 * instead. The request's own answer, kept or released, replaces it.
 */
export async function keepFallback(db: Queryable, owner: KeyOwner, contentType: string, body: string): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET content_type = $4, response_body = $5 WHERE site_id = $1 AND caller = $2 AND key = $3 AND status_code IS NULL',
    [owner.siteId, owner.caller, owner.key, contentType, body],
  );
}

/** Frees the key after an answer that must not be replayed (a server error): the retry runs anew. */
export async function releaseKey(db: Queryable, owner: KeyOwner): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE site_id = $1 AND caller = $2 AND key = $3 AND status_code IS NULL', [owner.siteId, owner.caller, owner.key]);
}

/** Removes keys past their lifetime. */
export async function sweepExpiredKeys(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_date < now() - interval '${keyLifetime}'`);
}

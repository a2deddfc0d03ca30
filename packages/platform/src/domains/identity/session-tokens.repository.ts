import { queryOne, type Queryable } from '../../db/database';
import { hashSecret, newSecret } from '../../lib/ids';

/**
 * A session token proves a finished sign-in (login, registration, verification, SSO) for a few
 * minutes. It is not an access token: it is exchanged, once, for an authorization code (hosted
 * authorize step, or a redirect session with prompt=none) or for member tokens.
 */
export const sessionTokenLifetimeSeconds = 5 * 60;

export async function createSessionToken(tx: Queryable, siteId: string, memberId: string, now = new Date()): Promise<string> {
  const token = newSecret('vs');
  await tx.query('INSERT INTO member_session_tokens (token_hash, site_id, member_id, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecret(token),
    siteId,
    memberId,
    new Date(now.getTime() + sessionTokenLifetimeSeconds * 1000),
  ]);
  return token;
}

/**
 * Marks a session token used and returns its member, when it is unused, unexpired, of `siteId` and
 * its member is still active. The conditional update makes two concurrent uses yield one winner.
 */
export async function consumeSessionTokenHash(
  tx: Queryable,
  siteId: string,
  tokenHash: string,
): Promise<{ memberId: string } | undefined> {
  const row = await queryOne<{ member_id: string }>(
    tx,
    `UPDATE member_session_tokens t SET used_at = now()
     FROM members m
     WHERE t.token_hash = $1 AND t.site_id = $2 AND t.used_at IS NULL AND t.expires_at > now()
       AND m.id = t.member_id AND m.site_id = t.site_id AND m.status = 'ACTIVE'
     RETURNING t.member_id`,
    [tokenHash, siteId],
  );
  return row && { memberId: row.member_id };
}

export const consumeSessionToken = (tx: Queryable, siteId: string, token: string) =>
  consumeSessionTokenHash(tx, siteId, hashSecret(token));

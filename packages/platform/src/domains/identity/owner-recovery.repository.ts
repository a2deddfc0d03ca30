import { queryOne, type Queryable } from '../../db/database';

export async function insertOwnerRecoveryToken(db: Queryable, token: { tokenHash: string; siteUserId: string; siteId: string; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO owner_recovery_tokens (token_hash, site_user_id, site_id, expires_at) VALUES ($1, $2, $3, $4)', [
    token.tokenHash,
    token.siteUserId,
    token.siteId,
    token.expiresAt,
  ]);
}

/** The live (unused, unexpired) token's condition, for the studio of the site it was asked for. */
const liveTokenOfClient = `t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND a.id::text = $2 AND a.site_id = t.site_id`;

export async function isOwnerRecoveryTokenLive(db: Queryable, tokenHash: string, clientId: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM owner_recovery_tokens t JOIN oauth_apps a ON ${liveTokenOfClient}`, [tokenHash, clientId])).length > 0;
}

/** Marks a live token used; one winner when two requests race. */
export const consumeOwnerRecoveryToken = (db: Queryable, tokenHash: string, clientId: string) =>
  queryOne<{ site_user_id: string; site_id: string }>(
    db,
    `UPDATE owner_recovery_tokens t SET used_at = now() FROM oauth_apps a WHERE ${liveTokenOfClient} RETURNING t.site_user_id, t.site_id`,
    [tokenHash, clientId],
  );

/** Ends every other open reset link of the user. */
export async function endOwnerRecoveryTokens(db: Queryable, siteUserId: string): Promise<void> {
  await db.query('UPDATE owner_recovery_tokens SET used_at = now() WHERE site_user_id = $1 AND used_at IS NULL', [siteUserId]);
}

export async function setSiteUserPassword(db: Queryable, siteUserId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE site_users SET password_hash = $2 WHERE id = $1', [siteUserId, passwordHash]);
}

/** The grants of the user's studio sessions still open, to revoke them all. */
export async function openSiteUserGrants(db: Queryable, siteUserId: string): Promise<string[]> {
  const rows = await db.query<{ grant_id: string }>(
    `SELECT DISTINCT grant_id FROM refresh_tokens WHERE identity_type = 'WIX_USER' AND identity_id = $1 AND revoked_at IS NULL AND grant_id IS NOT NULL`,
    [siteUserId],
  );
  return rows.map((row) => row.grant_id);
}

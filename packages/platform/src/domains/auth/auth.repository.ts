import { queryOne, type Queryable } from '../../db/database';

export interface OAuthAppRow {
  id: string;
  site_id: string;
  name: string;
  redirect_uris: string[];
  allowed_origins: string[];
  /** Any loopback redirect URI and origin is accepted (see `redirects/allowed-targets.ts`). */
  loopback_redirects: boolean;
}

export interface ApiKeyRow {
  id: string;
  account_id: string;
  permissions: string[];
}

export interface RefreshTokenRow {
  id: string;
  site_id: string;
  client_id: string;
  identity_type: 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER';
  identity_id: string;
  grant_id: string | null;
  visitor_id: string | null;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface AuthorizationCodeRow {
  grant_id: string;
  site_id: string;
  client_id: string;
  member_id: string;
  redirect_uri: string | null;
  code_challenge: string;
  expires_at: Date;
  used_at: Date | null;
}

export const findOAuthApp = (db: Queryable, clientId: string) =>
  queryOne<OAuthAppRow>(db, 'SELECT id, site_id, name, redirect_uris, allowed_origins, loopback_redirects FROM oauth_apps WHERE id = $1', [
    clientId,
  ]);

/** The site's first OAuth app: the one its own storefront and studio sign in through. */
export const findFirstOAuthAppId = async (db: Queryable, siteId: string) =>
  (await queryOne<{ id: string }>(db, 'SELECT id FROM oauth_apps WHERE site_id = $1 ORDER BY created_date LIMIT 1', [siteId]))?.id;

/**
 * The active (unrevoked) key with this digest and, in the same statement, the account of the site
 * the request names (`site_account_id`, null without a site or for a site that does not exist):
 * an API key call is one round trip to the database before its route runs, not two.
 */
export const findActiveApiKey = (db: Queryable, keyHash: string, siteId?: string) =>
  queryOne<ApiKeyRow & { site_account_id: string | null }>(
    db,
    `SELECT id, account_id, permissions, (SELECT account_id FROM sites WHERE id = $2::uuid) AS site_account_id
     FROM api_keys WHERE key_hash = $1 AND revoked_date IS NULL`,
    [keyHash, siteId ?? null],
  );

export const findSiteAccount = async (db: Queryable, siteId: string) =>
  (await queryOne<{ account_id: string }>(db, 'SELECT account_id FROM sites WHERE id = $1', [siteId]))?.account_id;

export async function insertRefreshToken(
  db: Queryable,
  token: {
    id: string;
    siteId: string;
    clientId: string;
    tokenHash: string;
    identityType: RefreshTokenRow['identity_type'];
    identityId: string;
    grantId?: string;
    visitorId?: string;
    expiresAt: Date;
  },
) {
  await db.query(
    `INSERT INTO refresh_tokens (id, site_id, client_id, token_hash, identity_type, identity_id, grant_id, visitor_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      token.id,
      token.siteId,
      token.clientId,
      token.tokenHash,
      token.identityType,
      token.identityId,
      token.grantId ?? null,
      token.visitorId ?? null,
      token.expiresAt,
    ],
  );
}

/**
 * A new visitor of the client's site and its refresh token, in one statement (no transaction
 * round trips: a statement is atomic on its own). Returns the visitor's site, or undefined when no
 * OAuth app has this client id (then nothing is written).
 */
export async function insertVisitorWithRefreshToken(
  db: Queryable,
  grant: { clientId: string; visitorId: string; tokenId: string; tokenHash: string; expiresAt: Date },
): Promise<string | undefined> {
  const row = await queryOne<{ site_id: string }>(
    db,
    `WITH app AS (SELECT site_id FROM oauth_apps WHERE id = $1),
     visitor AS (INSERT INTO visitors (id, site_id, client_id) SELECT $2, site_id, $1 FROM app RETURNING site_id)
     INSERT INTO refresh_tokens (id, site_id, client_id, token_hash, identity_type, identity_id, expires_at)
     SELECT $3, site_id, $1, $4, 'ANONYMOUS_VISITOR', $2, $5 FROM visitor
     RETURNING site_id`,
    [grant.clientId, grant.visitorId, grant.tokenId, grant.tokenHash, grant.expiresAt],
  );
  return row?.site_id;
}

export const findRefreshToken = (db: Queryable, tokenHash: string) =>
  queryOne<RefreshTokenRow>(
    db,
    `SELECT id, site_id, client_id, identity_type, identity_id, grant_id, visitor_id, expires_at, revoked_at
     FROM refresh_tokens WHERE token_hash = $1`,
    [tokenHash],
  );

export async function insertAuthorizationCode(
  db: Queryable,
  code: {
    codeHash: string;
    grantId: string;
    siteId: string;
    clientId: string;
    memberId: string;
    redirectUri?: string;
    codeChallenge: string;
    expiresAt: Date;
  },
) {
  await db.query(
    `INSERT INTO authorization_codes (code_hash, grant_id, site_id, client_id, member_id, redirect_uri, code_challenge, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [code.codeHash, code.grantId, code.siteId, code.clientId, code.memberId, code.redirectUri ?? null, code.codeChallenge, code.expiresAt],
  );
}

/** Marks a code used and returns it, or returns undefined when it was already used or never existed. */
export const consumeAuthorizationCode = (db: Queryable, codeHash: string) =>
  queryOne<AuthorizationCodeRow>(
    db,
    `UPDATE authorization_codes SET used_at = now() WHERE code_hash = $1 AND used_at IS NULL
     RETURNING grant_id, site_id, client_id, member_id, redirect_uri, code_challenge, expires_at, used_at`,
    [codeHash],
  );

export const findAuthorizationCode = (db: Queryable, codeHash: string) =>
  queryOne<AuthorizationCodeRow>(
    db,
    `SELECT grant_id, site_id, client_id, member_id, redirect_uri, code_challenge, expires_at, used_at
     FROM authorization_codes WHERE code_hash = $1`,
    [codeHash],
  );

/** Revokes every refresh token of a grant and remembers the grant, so its access tokens stop working too. */
export async function revokeGrant(db: Queryable, grantId: string) {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE grant_id = $1 AND revoked_at IS NULL', [grantId]);
  await db.query('INSERT INTO revoked_grants (grant_id) VALUES ($1) ON CONFLICT DO NOTHING', [grantId]);
}

export const isGrantRevoked = async (db: Queryable, grantId: string) =>
  (await queryOne(db, 'SELECT 1 FROM revoked_grants WHERE grant_id = $1', [grantId])) !== undefined;

export const findMemberStatus = async (db: Queryable, siteId: string, memberId: string) =>
  (await queryOne<{ status: string }>(db, 'SELECT status FROM members WHERE site_id = $1 AND id = $2', [siteId, memberId]))
    ?.status;

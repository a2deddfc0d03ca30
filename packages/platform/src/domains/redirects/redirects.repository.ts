import { queryOne, type Queryable } from '../../db/database';

export interface RedirectSessionRow {
  id: string;
  site_id: string;
  client_id: string | null;
  kind: string;
  request: Record<string, unknown>;
  session_token_hash: string | null;
  expires_at: Date;
  completed_at: Date | null;
}

const columns = 'id, site_id, client_id, kind, request, session_token_hash, expires_at, completed_at';

export async function insertRedirectSession(
  db: Queryable,
  session: { id: string; siteId: string; clientId?: string; kind: string; request: unknown; sessionTokenHash?: string; expiresAt: Date },
) {
  await db.query(
    `INSERT INTO redirect_sessions (id, site_id, client_id, kind, request, session_token_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id,
      session.siteId,
      session.clientId ?? null,
      session.kind,
      JSON.stringify(session.request),
      session.sessionTokenHash ?? null,
      session.expiresAt,
    ],
  );
}

export const findRedirectSession = (db: Queryable, id: string) =>
  queryOne<RedirectSessionRow>(db, `SELECT ${columns} FROM redirect_sessions WHERE id = $1`, [id]);

/** Completes a session once: the second caller gets undefined. */
export const completeRedirectSession = (db: Queryable, id: string) =>
  queryOne<RedirectSessionRow>(
    db,
    `UPDATE redirect_sessions SET completed_at = now() WHERE id = $1 AND completed_at IS NULL AND expires_at > now() RETURNING ${columns}`,
    [id],
  );

export const listSiteApps = (db: Queryable, siteId: string) =>
  db.query<import('../auth/auth.repository').OAuthAppRow>(
    'SELECT id, site_id, name, redirect_uris, allowed_origins FROM oauth_apps WHERE site_id = $1 ORDER BY created_date',
    [siteId],
  );

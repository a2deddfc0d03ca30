import { queryOne, type Queryable } from '../../db/database';
import { isUuid } from '../../lib/ids';
import type { OAuthAppRow } from '../auth/auth.repository';

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

const appColumns = 'id, site_id, name, redirect_uris, allowed_origins, loopback_redirects';

export const listSiteApps = (db: Queryable, siteId: string) =>
  db.query<OAuthAppRow>(`SELECT ${appColumns} FROM oauth_apps WHERE site_id = $1 ORDER BY created_date`, [siteId]);

/**
 * One OAuth app of one site. Return URLs are always checked against an app of the caller's own
 * site: looked up by client id alone, any tenant could register a URL and borrow the platform's
 * domain for an open redirect.
 */
export const findSiteApp = (db: Queryable, siteId: string, clientId: string) =>
  isUuid(clientId)
    ? queryOne<OAuthAppRow>(db, `SELECT ${appColumns} FROM oauth_apps WHERE site_id = $1 AND id = $2`, [siteId, clientId])
    : Promise.resolve(undefined);

/**
 * Keeps an unfinished auth or login session open until `until` (a reset link lives an hour, the
 * session ten minutes). Undefined when the session is not one of the site's open sign-ins.
 */
export const holdSignInSession = (db: Queryable, siteId: string, id: string, until: Date) =>
  isUuid(id)
    ? queryOne<RedirectSessionRow>(
        db,
        `UPDATE redirect_sessions SET expires_at = GREATEST(expires_at, $3) WHERE id = $1 AND site_id = $2
           AND kind IN ('auth', 'login') AND completed_at IS NULL AND expires_at > now() RETURNING ${columns}`,
        [id, siteId, until],
      )
    : Promise.resolve(undefined);

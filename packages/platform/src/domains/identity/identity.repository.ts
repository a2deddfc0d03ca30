import { queryOne, type Queryable } from '../../db/database';
import type { IdentityProfile, IdentitySettings } from './identity.schemas';
import { limitAndOffset } from '../../db/whole-number';
import { isPlatformId } from '../../lib/ids';

export interface MemberRow {
  id: string;
  site_id: string;
  login_email: string;
  status: 'PENDING' | 'ACTIVE' | 'DELETED' | 'BLOCKED' | 'OFFLINE';
  status_reasons: string[];
  password_hash: string | null;
  email_verified: boolean;
  profile: IdentityProfile;
  privacy_status: string;
  password_reset_required: boolean;
  revision: string;
  created_date: Date;
  updated_date: Date;
}

const memberColumns = `id, site_id, login_email, status, status_reasons, password_hash, email_verified, profile, privacy_status,
  password_reset_required, revision::text AS revision, created_date, updated_date`;

/** Inserts a member unless the e-mail is taken on the site; undefined then. */
export const insertMember = (
  db: Queryable,
  member: {
    id: string;
    siteId: string;
    email: string;
    passwordHash?: string;
    status: MemberRow['status'];
    reasons: string[];
    emailVerified: boolean;
    /** The address is proven (migration 157): false unless said. */
    emailProven?: boolean;
    profile: IdentityProfile;
    privacyStatus: string;
  },
) =>
  queryOne<MemberRow>(
    db,
    `INSERT INTO members (id, site_id, login_email, password_hash, status, status_reasons, email_verified, profile, privacy_status, email_proven)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (site_id, login_email) DO NOTHING RETURNING ${memberColumns}`,
    [
      member.id,
      member.siteId,
      member.email,
      member.passwordHash ?? null,
      member.status,
      member.reasons,
      member.emailVerified,
      JSON.stringify(member.profile),
      member.privacyStatus,
      member.emailProven ?? false,
    ],
  );

export const findMemberByEmail = (db: Queryable, siteId: string, email: string, lock = false) =>
  queryOne<MemberRow>(db, `SELECT ${memberColumns} FROM members WHERE site_id = $1 AND login_email = $2${lock ? ' FOR UPDATE' : ''}`, [
    siteId,
    email,
  ]);

/** A member's sign-in e-mail, for other domains that write to them (an order's buyer). */
export const findMemberEmail = async (db: Queryable, siteId: string, id: string) =>
  (await queryOne<{ login_email: string }>(db, 'SELECT login_email FROM members WHERE site_id = $1 AND id = $2', [siteId, id]))?.login_email;

/**
 * A member's sign-in e-mail when it is proven (a guest order with it is theirs): by a code or a
 * recovery link, or by a sign-in provider the site set up, never on an app's word alone (migration 157).
 */
export const findProvenMemberEmail = async (db: Queryable, siteId: string, id: string) =>
  (await queryOne<{ login_email: string }>(db, 'SELECT login_email FROM members WHERE site_id = $1 AND id = $2 AND email_proven', [siteId, id]))?.login_email;

/** `findProvenMemberEmail`, lower-cased, as an expression inside another statement: the site is `siteParam`, the member `memberParam`. */
export const provenMemberEmailSql = (siteParam: string, memberParam: string) =>
  `(SELECT lower(m.login_email) FROM members m WHERE m.site_id = ${siteParam} AND m.id = ${memberParam} AND m.email_proven)`;

/** Which of `ids` are the site's members, for other domains that store member ids (a membership's holders). */
export const memberIdsOfSite = async (db: Queryable, siteId: string, ids: readonly string[]): Promise<Set<string>> =>
  new Set((await db.query<{ id: string }>('SELECT id FROM members WHERE site_id = $1 AND id = ANY($2::uuid[])', [siteId, ids.filter(isPlatformId)])).map((row) => row.id));

export const findMember = (db: Queryable, siteId: string, id: string, lock = false) =>
  queryOne<MemberRow>(db, `SELECT ${memberColumns} FROM members WHERE site_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [siteId, id]);

/** A page of the site's members, newest first; the status filter is in the text only when asked, so each text keeps one plan. */
export const listMembers = (db: Queryable, siteId: string, status: string | undefined, limit: number, offset: number) =>
  db.query<MemberRow>(
    `SELECT ${memberColumns} FROM members WHERE site_id = $1${status === undefined ? '' : ' AND status = $2'}
     ORDER BY created_date DESC, id ${limitAndOffset(limit, offset)}`,
    status === undefined ? [siteId] : [siteId, status],
  );

/** Writes the parts of a member that change; bumps the revision. */
export const updateMember = (
  db: Queryable,
  siteId: string,
  id: string,
  patch: {
    status?: string;
    reasons?: string[];
    passwordHash?: string;
    emailVerified?: boolean;
    /** Proven (migration 157); never unset here: an address once proven stays so. */
    emailProven?: true;
    passwordResetRequired?: boolean;
    lastLogin?: boolean;
    /** Replaces the whole profile (callers merge first). */
    profile?: IdentityProfile;
    privacyStatus?: string;
  },
) =>
  queryOne<MemberRow>(
    db,
    `UPDATE members SET status = COALESCE($3, status), status_reasons = COALESCE($4, status_reasons),
       password_hash = COALESCE($5, password_hash), email_verified = COALESCE($6, email_verified),
       password_reset_required = COALESCE($7, password_reset_required),
       last_login_date = CASE WHEN $8 THEN now() ELSE last_login_date END,
       profile = COALESCE($9::jsonb, profile), privacy_status = COALESCE($10, privacy_status),
       email_proven = email_proven OR $11,
       revision = revision + 1, updated_date = now()
     WHERE site_id = $1 AND id = $2 RETURNING ${memberColumns}`,
    [
      siteId,
      id,
      patch.status ?? null,
      patch.reasons ?? null,
      patch.passwordHash ?? null,
      patch.emailVerified ?? null,
      patch.passwordResetRequired ?? null,
      patch.lastLogin ?? false,
      patch.profile ? JSON.stringify(patch.profile) : null,
      patch.privacyStatus ?? null,
      patch.emailProven ?? false,
    ],
  );

/** The sign-up policy and how many times it was saved (no row yet: the defaults, at revision 0). */
export async function findSettings(db: Queryable, siteId: string): Promise<IdentitySettings & { revision: number }> {
  const row = await queryOne<{
    require_email_verification: boolean;
    require_owner_approval: boolean;
    captcha: IdentitySettings['captcha'];
    invisible_captcha_site_key: string;
    visible_captcha_site_key: string;
    revision: number;
  }>(
    db,
    `SELECT require_email_verification, require_owner_approval, captcha, invisible_captcha_site_key, visible_captcha_site_key, revision
     FROM identity_settings WHERE site_id = $1`,
    [siteId],
  );
  return {
    requireEmailVerification: row?.require_email_verification ?? false,
    requireOwnerApproval: row?.require_owner_approval ?? false,
    captcha: row?.captcha ?? 'NONE',
    invisibleCaptchaSiteKey: row?.invisible_captcha_site_key ?? '',
    visibleCaptchaSiteKey: row?.visible_captcha_site_key ?? '',
    revision: row?.revision ?? 0,
  };
}

/** Locks the site's policy row for a read-check-write, creating it with the defaults first (same policy as no row). */
export async function lockSettings(tx: Queryable, siteId: string): Promise<void> {
  await tx.query('INSERT INTO identity_settings (site_id) VALUES ($1) ON CONFLICT (site_id) DO NOTHING', [siteId]);
  await tx.query('SELECT site_id FROM identity_settings WHERE site_id = $1 FOR UPDATE', [siteId]);
}

/** Writes the policy and counts the save. */
export async function saveSettings(db: Queryable, siteId: string, settings: IdentitySettings) {
  await db.query(
    `INSERT INTO identity_settings (site_id, require_email_verification, require_owner_approval, captcha, invisible_captcha_site_key, visible_captcha_site_key, revision)
     VALUES ($1, $2, $3, $4, $5, $6, 1)
     ON CONFLICT (site_id) DO UPDATE SET require_email_verification = $2, require_owner_approval = $3, captcha = $4,
       invisible_captcha_site_key = $5, visible_captcha_site_key = $6, revision = identity_settings.revision + 1, updated_date = now()`,
    [siteId, settings.requireEmailVerification, settings.requireOwnerApproval, settings.captcha, settings.invisibleCaptchaSiteKey, settings.visibleCaptchaSiteKey],
  );
}

/** The site key of the captcha variant a policy asks for ('' when none is set or none is required). */
export const captchaSiteKey = (settings: IdentitySettings): string =>
  settings.captcha === 'INVISIBLE' ? settings.invisibleCaptchaSiteKey : settings.captcha === 'VISIBLE' ? settings.visibleCaptchaSiteKey : '';

export interface StateRow {
  token_hash: string;
  site_id: string;
  member_id: string;
  code_hash: string | null;
  code_expires_at: Date | null;
  attempts: number;
  sends: number;
  last_sent_at: Date | null;
  expires_at: Date;
  completed_at: Date | null;
}

export async function insertState(
  db: Queryable,
  state: { tokenHash: string; siteId: string; memberId: string; codeHash?: string; codeExpiresAt?: Date; expiresAt: Date },
) {
  await db.query(
    `INSERT INTO identity_states (token_hash, site_id, member_id, code_hash, code_expires_at, sends, last_sent_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      state.tokenHash,
      state.siteId,
      state.memberId,
      state.codeHash ?? null,
      state.codeExpiresAt ?? null,
      state.codeHash ? 1 : 0,
      state.codeHash ? new Date() : null,
      state.expiresAt,
    ],
  );
}

export const findState = (db: Queryable, siteId: string, tokenHash: string, lock = false) =>
  queryOne<StateRow>(
    db,
    `SELECT token_hash, site_id, member_id, code_hash, code_expires_at, attempts, sends, last_sent_at, expires_at, completed_at
     FROM identity_states WHERE site_id = $1 AND token_hash = $2${lock ? ' FOR UPDATE' : ''}`,
    [siteId, tokenHash],
  );

export async function recordCodeAttempt(db: Queryable, tokenHash: string) {
  await db.query('UPDATE identity_states SET attempts = attempts + 1 WHERE token_hash = $1', [tokenHash]);
}

export async function replaceCode(db: Queryable, tokenHash: string, codeHash: string, codeExpiresAt: Date) {
  await db.query(
    `UPDATE identity_states SET code_hash = $2, code_expires_at = $3, attempts = 0, sends = sends + 1, last_sent_at = now()
     WHERE token_hash = $1`,
    [tokenHash, codeHash, codeExpiresAt],
  );
}

/** A code proves the e-mail once: it is cleared when used. */
export async function clearCode(db: Queryable, tokenHash: string) {
  await db.query('UPDATE identity_states SET code_hash = NULL, code_expires_at = NULL WHERE token_hash = $1', [tokenHash]);
}

export async function completeState(db: Queryable, tokenHash: string) {
  await db.query('UPDATE identity_states SET completed_at = now() WHERE token_hash = $1', [tokenHash]);
}

export async function insertRecoveryToken(
  db: Queryable,
  token: { tokenHash: string; siteId: string; memberId: string; purpose: 'RESET' | 'ACTIVATION'; expiresAt: Date },
) {
  await db.query('INSERT INTO recovery_tokens (token_hash, site_id, member_id, purpose, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    token.tokenHash,
    token.siteId,
    token.memberId,
    token.purpose,
    token.expiresAt,
  ]);
}

/** Uses a recovery token once; every other open token of the member dies with it. */
/** Whether a recovery token is live (unused, unexpired), without using it up. */
export async function isLiveRecoveryToken(db: Queryable, siteId: string, tokenHash: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM recovery_tokens WHERE site_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()', [siteId, tokenHash]);
  return rows.length > 0;
}

export async function consumeRecoveryToken(db: Queryable, siteId: string, tokenHash: string) {
  const row = await queryOne<{ member_id: string; purpose: 'RESET' | 'ACTIVATION' }>(
    db,
    `UPDATE recovery_tokens SET used_at = now() WHERE site_id = $1 AND token_hash = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING member_id, purpose`,
    [siteId, tokenHash],
  );
  if (row) {
    await db.query('UPDATE recovery_tokens SET used_at = now() WHERE site_id = $1 AND member_id = $2 AND used_at IS NULL', [
      siteId,
      row.member_id,
    ]);
  }
  return row;
}

/** The grants that issued a member's live refresh tokens (to end them after a password change). */
export const memberGrantIds = async (db: Queryable, siteId: string, memberId: string) =>
  (
    await db.query<{ grant_id: string }>(
      `SELECT DISTINCT grant_id FROM refresh_tokens
       WHERE site_id = $1 AND identity_type = 'MEMBER' AND identity_id = $2 AND revoked_at IS NULL AND grant_id IS NOT NULL`,
      [siteId, memberId],
    )
  ).map((row) => row.grant_id);

export interface IdpConnectionRow {
  id: string;
  name: string;
  issuer: string;
  audience: string;
  jwks: { keys: Record<string, unknown>[] };
  created_date: Date;
}

export const insertIdpConnection = (
  db: Queryable,
  connection: { id: string; siteId: string; name: string; issuer: string; audience: string; jwks: unknown },
) =>
  queryOne<IdpConnectionRow>(
    db,
    `INSERT INTO idp_connections (id, site_id, name, issuer, audience, jwks) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, name, issuer, audience, jwks, created_date`,
    [connection.id, connection.siteId, connection.name, connection.issuer, connection.audience, JSON.stringify(connection.jwks)],
  );

export const findIdpConnection = (db: Queryable, siteId: string, id: string) =>
  queryOne<IdpConnectionRow>(db, 'SELECT id, name, issuer, audience, jwks, created_date FROM idp_connections WHERE site_id = $1 AND id = $2', [
    siteId,
    id,
  ]);

export const listIdpConnections = (db: Queryable, siteId: string) =>
  db.query<IdpConnectionRow>('SELECT id, name, issuer, audience, jwks, created_date FROM idp_connections WHERE site_id = $1 ORDER BY created_date', [
    siteId,
  ]);

export const deleteIdpConnection = async (db: Queryable, siteId: string, id: string) =>
  (await db.query('DELETE FROM idp_connections WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;

export const findExternalMember = async (db: Queryable, siteId: string, connectionId: string, subject: string) =>
  (
    await queryOne<{ member_id: string }>(
      db,
      'SELECT member_id FROM member_external_ids WHERE site_id = $1 AND idp_connection_id = $2 AND subject = $3',
      [siteId, connectionId, subject],
    )
  )?.member_id;

export async function linkExternalMember(db: Queryable, siteId: string, connectionId: string, subject: string, memberId: string) {
  await db.query(
    'INSERT INTO member_external_ids (site_id, idp_connection_id, subject, member_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [siteId, connectionId, subject, memberId],
  );
}

export interface SiteUserRow {
  id: string;
  password_hash: string;
  site_id: string;
}

/** A site user of the account that owns the OAuth app's site. */
export const findSiteUserForClient = (db: Queryable, clientId: string, email: string) =>
  queryOne<SiteUserRow>(
    db,
    `SELECT u.id, u.password_hash, s.id AS site_id FROM oauth_apps a JOIN sites s ON s.id = a.site_id
     JOIN site_users u ON u.account_id = s.account_id WHERE a.id = $1 AND u.email = $2`,
    [clientId, email],
  );

/** Adds one to a fixed-window counter and returns the new count. */
export const bumpCounter = async (db: Queryable, key: string, windowStart: Date) =>
  (
    await queryOne<{ count: number }>(
      db,
      `INSERT INTO attempt_counters (counter_key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (counter_key, window_start) DO UPDATE SET count = attempt_counters.count + 1 RETURNING count`,
      [key, windowStart],
    )
  )!.count;

export const dropCounter = async (db: Queryable, key: string, windowStart: Date) => {
  await db.query('UPDATE attempt_counters SET count = count - 1 WHERE counter_key = $1 AND window_start = $2 AND count > 0', [key, windowStart]);
};

export const readCounter = async (db: Queryable, key: string, windowStart: Date) =>
  (await queryOne<{ count: number }>(db, 'SELECT count FROM attempt_counters WHERE counter_key = $1 AND window_start = $2', [key, windowStart]))
    ?.count ?? 0;

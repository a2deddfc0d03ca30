import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { queryOne, type Queryable } from '../db/database';
import { insertOAuthApp } from '../domains/sites/sites.repository';
import { takeStartupLock } from '../db/migrate';
import { createApiKey, insertSite, type SiteCredentials } from '../domains/sites/sites.service';
import { permissions } from '../lib/caller';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/password';
import { seedBlankStore } from './blank-store';
import { seedDemoStore } from './demo';

export interface SeedOptions {
  ownerEmail: string;
  ownerPassword?: string;
  baseUrl: string;
  /** The platform listens on a loopback address: its startup app accepts any loopback redirect URI. */
  loopback?: boolean;
  /** `--allow-origin` URLs: each is registered as a redirect URI and its origin as an allowed origin. */
  allowUrls?: string[];
}

export interface SeedResult {
  site: SiteCredentials & { ownerPassword?: string };
  /** True when this start created the site (and so the owner password is new). */
  created: boolean;
}

const startupKeyName = 'Startup key';

/**
 * The redirect URIs and origins the startup app needs: the bundled apps (storefront, studio) at
 * `baseUrl`, and the developer's own `--allow-origin` URLs.
 */
const startupAppUrls = (options: SeedOptions) => {
  const allowUrls = options.allowUrls ?? [];
  return {
    redirectUris: [`${options.baseUrl}/`, `${options.baseUrl}/callback`, `${options.baseUrl}/studio/callback`, ...allowUrls],
    allowedOrigins: [options.baseUrl, ...allowUrls.map((url) => new URL(url).origin)],
  };
};

const union = (kept: string[], added: string[]) => [...kept, ...added.filter((value) => !kept.includes(value))];

/**
 * Registers this start's addresses on the site's first OAuth app, keeping the addresses it had:
 * a restart on another port (`PORT=4000 npm start`) must still be able to sign in. An app the
 * owner deleted is recreated, since the printed client id has to work. Loopback redirects follow
 * this start's listen address: set on a loopback address, cleared on any other.
 */
async function registerStartupApp(tx: Queryable, siteId: string, options: SeedOptions): Promise<string> {
  const wanted = startupAppUrls(options);
  const existing = await queryOne<{ id: string; redirect_uris: string[]; allowed_origins: string[] }>(
    tx,
    'SELECT id, redirect_uris, allowed_origins FROM oauth_apps WHERE site_id = $1 ORDER BY created_date LIMIT 1',
    [siteId],
  );
  const app = existing ?? { id: (await insertOAuthApp(tx, { id: newId(), siteId, name: 'Storefront', ...wanted })).id, redirect_uris: [], allowed_origins: [] };
  await tx.query('UPDATE oauth_apps SET redirect_uris = $2, allowed_origins = $3, loopback_redirects = $4 WHERE id = $1', [
    app.id,
    union(app.redirect_uris, wanted.redirectUris),
    union(app.allowed_origins, wanted.allowedOrigins),
    options.loopback ?? false,
  ]);
  return app.id;
}

/**
 * Makes sure the platform has its site. The first start creates it (owner, OAuth app, API key);
 * later starts find it, add this start's address to its OAuth app, and issue a fresh startup API
 * key, revoking the previous one, since a key is stored hashed and cannot be shown again. All of
 * it runs under the startup lock, so processes starting together on an empty database create one
 * site between them: the first creates it, the others find it.
 */
async function ensureSite(app: FastifyInstance, options: SeedOptions): Promise<SeedResult> {
  // Hashed before the lock (scrypt takes a while, so others are not held up by it) and only when
  // it will be needed: a first start, or a password reset by `--owner-password`.
  const newOwnerPassword = options.ownerPassword ?? randomBytes(9).toString('base64url');
  const firstStart = !(await queryOne(app.db, 'SELECT 1 FROM sites LIMIT 1'));
  const passwordHash = firstStart || options.ownerPassword ? await hashPassword(newOwnerPassword) : undefined;
  return app.db.transaction(async (tx) => {
    await takeStartupLock(tx);
    const existing = await queryOne<{ id: string; account_id: string }>(tx, 'SELECT id, account_id FROM sites ORDER BY created_date LIMIT 1');
    if (!existing) {
      const site = await insertSite(
        tx,
        { siteName: 'Vitrine Demo Store', ownerEmail: options.ownerEmail, ...startupAppUrls(options) },
        passwordHash ?? (await hashPassword(newOwnerPassword)),
      );
      await registerStartupApp(tx, site.siteId, options);
      await tx.query(`UPDATE api_keys SET name = $1 WHERE account_id = $2`, [startupKeyName, site.accountId]);
      return { site: { ...site, ownerPassword: newOwnerPassword }, created: true };
    }
    await tx.query('UPDATE api_keys SET revoked_date = now() WHERE account_id = $1 AND name = $2 AND revoked_date IS NULL', [
      existing.account_id,
      startupKeyName,
    ]);
    const { apiKey } = await createApiKey(tx, existing.account_id, startupKeyName, [...permissions]);
    const clientId = await registerStartupApp(tx, existing.id, options);
    const owner = await queryOne<{ id: string; email: string }>(
      tx,
      `SELECT id, email FROM site_users WHERE account_id = $1 AND role = 'OWNER' LIMIT 1`,
      [existing.account_id],
    );
    // `--owner-password` on a later start resets the owner's password (the first start printed it once).
    if (passwordHash && options.ownerPassword) await tx.query('UPDATE site_users SET password_hash = $1 WHERE id = $2', [passwordHash, owner!.id]);
    const site = { accountId: existing.account_id, siteId: existing.id, clientId, apiKey, ownerEmail: owner!.email, ownerId: owner!.id };
    return { site: { ...site, ownerPassword: options.ownerPassword }, created: false };
  });
}

export const seeders = {
  async none(app: FastifyInstance, options: SeedOptions): Promise<SeedResult> {
    const result = await ensureSite(app, options);
    if (result.created) await seedBlankStore(app, result.site.siteId);
    return result;
  },
  async demo(app: FastifyInstance, options: SeedOptions): Promise<SeedResult> {
    const result = await ensureSite(app, options);
    if (result.created) await seedDemoStore(app, result.site);
    return result;
  },
};

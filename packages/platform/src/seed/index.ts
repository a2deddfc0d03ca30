import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { queryOne } from '../db/database';
import { createApiKey, createSite, type SiteCredentials } from '../domains/sites/sites.service';
import { permissions } from '../lib/caller';
import { hashPassword } from '../lib/password';
import { seedDemoStore } from './demo';

export interface SeedOptions {
  ownerEmail: string;
  ownerPassword?: string;
  baseUrl: string;
}

export interface SeedResult {
  site: SiteCredentials & { ownerPassword?: string };
  /** True when this start created the site (and so the owner password is new). */
  created: boolean;
}

const startupKeyName = 'Startup key';

/**
 * Makes sure the platform has its site. The first start creates it (owner, OAuth app, API key);
 * later starts find it and issue a fresh startup API key, revoking the previous one, since a key
 * is stored hashed and cannot be shown again.
 */
async function ensureSite(app: FastifyInstance, options: SeedOptions): Promise<SeedResult> {
  const existing = await queryOne<{ id: string; account_id: string }>(
    app.db,
    'SELECT id, account_id FROM sites ORDER BY created_date LIMIT 1',
  );
  if (!existing) {
    const ownerPassword = options.ownerPassword ?? randomBytes(9).toString('base64url');
    const site = await createSite(app.db, {
      siteName: 'Vitrine Demo Store',
      ownerEmail: options.ownerEmail,
      ownerPassword,
      redirectUris: [`${options.baseUrl}/`, `${options.baseUrl}/callback`, `${options.baseUrl}/studio/callback`],
      allowedOrigins: [options.baseUrl],
    });
    await app.db.query(`UPDATE api_keys SET name = $1 WHERE account_id = $2`, [startupKeyName, site.accountId]);
    return { site: { ...site, ownerPassword }, created: true };
  }
  const site = await app.db.transaction(async (tx) => {
    await tx.query('UPDATE api_keys SET revoked_date = now() WHERE account_id = $1 AND name = $2 AND revoked_date IS NULL', [
      existing.account_id,
      startupKeyName,
    ]);
    const { apiKey } = await createApiKey(tx, existing.account_id, startupKeyName, [...permissions]);
    const client = await queryOne<{ id: string }>(tx, 'SELECT id FROM oauth_apps WHERE site_id = $1 ORDER BY created_date LIMIT 1', [
      existing.id,
    ]);
    const owner = await queryOne<{ id: string; email: string }>(
      tx,
      `SELECT id, email FROM site_users WHERE account_id = $1 AND role = 'OWNER' LIMIT 1`,
      [existing.account_id],
    );
    // `--owner-password` on a later start resets the owner's password (the first start printed it once).
    if (options.ownerPassword) {
      await tx.query('UPDATE site_users SET password_hash = $1 WHERE id = $2', [await hashPassword(options.ownerPassword), owner!.id]);
    }
    return {
      accountId: existing.account_id,
      siteId: existing.id,
      clientId: client!.id,
      apiKey,
      ownerEmail: owner!.email,
      ownerId: owner!.id,
    };
  });
  return { site: { ...site, ownerPassword: options.ownerPassword }, created: false };
}

export const seeders = {
  none: ensureSite,
  async demo(app: FastifyInstance, options: SeedOptions): Promise<SeedResult> {
    const result = await ensureSite(app, options);
    if (result.created) await seedDemoStore(app, result.site);
    return result;
  },
};

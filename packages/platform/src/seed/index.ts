import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { setSiteUserPassword } from '../domains/identity/owner-recovery.repository';
import * as sitesRepo from '../domains/sites/sites.repository';
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
  const existing = await sitesRepo.findFirstOAuthApp(tx, siteId);
  const app = existing ?? { id: (await sitesRepo.insertOAuthApp(tx, { id: newId(), siteId, name: 'Storefront', ...wanted })).id, redirect_uris: [], allowed_origins: [] };
  await sitesRepo.setOAuthAppAddresses(tx, siteId, app.id, {
    redirectUris: union(app.redirect_uris, wanted.redirectUris),
    allowedOrigins: union(app.allowed_origins, wanted.allowedOrigins),
    loopback: options.loopback ?? false,
  });
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
  const firstStart = !(await sitesRepo.findFirstSite(app.db));
  const passwordHash = firstStart || options.ownerPassword ? await hashPassword(newOwnerPassword) : undefined;
  return app.db.transaction(async (tx) => {
    await takeStartupLock(tx);
    const existing = await sitesRepo.findFirstSite(tx);
    if (!existing) {
      const site = await insertSite(
        tx,
        { siteName: 'Vitrine Demo Store', ownerEmail: options.ownerEmail, ...startupAppUrls(options) },
        passwordHash ?? (await hashPassword(newOwnerPassword)),
      );
      await registerStartupApp(tx, site.siteId, options);
      await sitesRepo.renameApiKeys(tx, site.accountId, startupKeyName);
      return { site: { ...site, ownerPassword: newOwnerPassword }, created: true };
    }
    await sitesRepo.revokeApiKeysNamed(tx, existing.account_id, startupKeyName);
    const { apiKey } = await createApiKey(tx, existing.account_id, startupKeyName, [...permissions]);
    const clientId = await registerStartupApp(tx, existing.id, options);
    const owner = await sitesRepo.findAccountOwner(tx, existing.account_id);
    // `--owner-password` on a later start resets the owner's password (the first start printed it once).
    if (passwordHash && options.ownerPassword) await setSiteUserPassword(tx, owner!.id, passwordHash);
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

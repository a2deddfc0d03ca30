import type { Database, Queryable } from '../../db/database';
import { permissions as allPermissions, type Permission } from '../../lib/caller';
import { hashSecret, newId, newSecret } from '../../lib/ids';
import { hashPassword } from '../../lib/password';

export interface SiteCredentials {
  accountId: string;
  siteId: string;
  /** The site's first OAuth app: the client id storefronts use for visitor and member tokens. */
  clientId: string;
  /** An API key with every permission, shown once. */
  apiKey: string;
  ownerEmail: string;
  ownerId: string;
}

export interface CreateSiteInput {
  siteName: string;
  ownerEmail: string;
  ownerPassword: string;
  currency?: string;
  redirectUris?: string[];
  allowedOrigins?: string[];
}

/** Creates an account with one site, its owner, an OAuth app and an all-permission API key. */
export async function createSite(db: Database, input: CreateSiteInput): Promise<SiteCredentials> {
  const ownerPasswordHash = await hashPassword(input.ownerPassword);
  return db.transaction((tx) => insertSite(tx, input, ownerPasswordHash));
}

/** `createSite` inside the caller's transaction (the first start creates its site under the startup lock). */
export async function insertSite(tx: Queryable, input: Omit<CreateSiteInput, 'ownerPassword'>, ownerPasswordHash: string): Promise<SiteCredentials> {
  const accountId = newId();
  const siteId = newId();
  const clientId = newId();
  const ownerId = newId();
  await tx.query('INSERT INTO accounts (id, name) VALUES ($1, $2)', [accountId, input.siteName]);
  await tx.query('INSERT INTO sites (id, account_id, name, currency) VALUES ($1, $2, $3, $4)', [siteId, accountId, input.siteName, input.currency ?? 'USD']);
  await tx.query(`INSERT INTO site_users (id, account_id, email, password_hash, role) VALUES ($1, $2, $3, $4, 'OWNER')`, [
    ownerId,
    accountId,
    input.ownerEmail.toLowerCase(),
    ownerPasswordHash,
  ]);
  await tx.query('INSERT INTO oauth_apps (id, site_id, name, redirect_uris, allowed_origins) VALUES ($1, $2, $3, $4, $5)', [
    clientId,
    siteId,
    'Storefront',
    input.redirectUris ?? [],
    input.allowedOrigins ?? [],
  ]);
  const { apiKey } = await createApiKey(tx, accountId, 'Bootstrap key', [...allPermissions]);
  return { accountId, siteId, clientId, apiKey, ownerEmail: input.ownerEmail.toLowerCase(), ownerId };
}

/** A new API key; the caller shows `apiKey` once, only its digest is stored. */
export async function createApiKey(
  db: Pick<Database, 'query'>,
  accountId: string,
  name: string,
  permissions: Permission[],
): Promise<{ id: string; apiKey: string }> {
  const id = newId();
  const apiKey = newSecret('vk');
  await db.query('INSERT INTO api_keys (id, account_id, name, key_hash, key_hint, permissions) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    accountId,
    name,
    hashSecret(apiKey),
    apiKey.slice(-4),
    permissions,
  ]);
  return { id, apiKey };
}

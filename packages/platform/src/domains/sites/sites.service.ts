import type { Database, Queryable } from '../../db/database';
import { permissions as allPermissions, type Permission } from '../../lib/caller';
import { hashSecret, newId, newSecret } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import * as repo from './sites.repository';

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
  const ownerEmail = input.ownerEmail.toLowerCase();
  await repo.insertAccountWithSite(tx, { accountId, siteId, name: input.siteName, currency: input.currency ?? 'USD', ownerId, ownerEmail, ownerPasswordHash });
  await repo.insertOAuthApp(tx, { id: clientId, siteId, name: 'Storefront', redirectUris: input.redirectUris ?? [], allowedOrigins: input.allowedOrigins ?? [] });
  const { apiKey } = await createApiKey(tx, accountId, 'Bootstrap key', [...allPermissions]);
  return { accountId, siteId, clientId, apiKey, ownerEmail, ownerId };
}

/** A new API key; the caller shows `apiKey` once, only its digest is stored. */
export async function createApiKey(
  db: Queryable,
  accountId: string,
  name: string,
  permissions: Permission[],
): Promise<{ id: string; apiKey: string }> {
  const id = newId();
  const apiKey = newSecret('vk');
  await repo.insertApiKey(db, { id, accountId, name, keyHash: hashSecret(apiKey), keyHint: apiKey.slice(-4), permissions });
  return { id, apiKey };
}

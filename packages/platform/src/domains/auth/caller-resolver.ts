import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { permissions as allPermissions, type AccountCaller, type Caller, type Permission } from '../../lib/caller';
import { hashSecret, isUuid } from '../../lib/ids';
import { verifyAccessToken } from './access-tokens';
import * as repo from './auth.repository';
import type { KeyRing } from './signing-keys';

/** The tenant headers of the wire contract, as the request sent them. */
export interface TenantHeaders {
  /** `wix-site-id` */
  siteId?: string;
  /** `wix-account-id` */
  accountId?: string;
}

export interface ResolvedCallers {
  caller?: Caller;
  actingVisitor?: Caller;
  account?: AccountCaller;
}

/** 401 with the UNAUTHENTICATED application error: credentials present but not acceptable. */
export const unauthenticated = (description: string) =>
  new AppError('unauthorized', description, { applicationError: { code: 'UNAUTHENTICATED', description } });

/**
 * Turns the `Authorization`, `wix-site-id` and `wix-account-id` headers into callers. Every
 * credential and tenant header that is present must agree with the others: a token of one site sent
 * with another site's id, or a key of one account sent with another account's id, is a 401, never
 * a call that quietly ignores the header.
 */
export function createCallerResolver({ db, keys }: { db: Database; keys: KeyRing }) {
  async function callerFromToken(token: string): Promise<Caller> {
    const claims = await verifyAccessToken(keys, token);
    if (!claims) throw unauthenticated('The access token is invalid or expired');
    if (claims.grantId && (await repo.isGrantRevoked(db, claims.grantId))) {
      throw unauthenticated('The access token has been revoked');
    }
    return {
      siteId: claims.siteId,
      identityType: claims.identityType,
      identityId: claims.identityId,
      clientId: claims.clientId,
      visitorId: claims.visitorId,
      permissions: new Set(claims.identityType === 'WIX_USER' ? allPermissions : []),
    };
  }

  /** A key acts for its account; with a site (header or the visitor token's) it also acts on that site. */
  async function callersFromApiKey(apiKey: string, tenant: TenantHeaders): Promise<{ caller?: Caller; account: AccountCaller }> {
    // The site's account comes with the key; a site id that is not a uuid names no site.
    const siteId = tenant.siteId !== undefined && isUuid(tenant.siteId) ? tenant.siteId : undefined;
    const key = await repo.findActiveApiKey(db, hashSecret(apiKey), siteId);
    if (!key) throw unauthenticated('The API key is invalid or revoked');
    if (tenant.accountId !== undefined && tenant.accountId !== key.account_id) {
      throw unauthenticated('The API key belongs to another account than wix-account-id');
    }
    const account: AccountCaller = {
      accountId: key.account_id,
      identityType: 'APP',
      identityId: key.id,
      permissions: new Set(key.permissions.filter((p): p is Permission => (allPermissions as readonly string[]).includes(p))),
    };
    if (tenant.siteId === undefined) {
      if (tenant.accountId === undefined) throw unauthenticated('API key calls need the wix-site-id or wix-account-id header');
      return { account };
    }
    if (siteId === undefined || key.site_account_id !== key.account_id) throw unauthenticated('The API key has no access to this site');
    const { accountId: _accountId, ...rest } = account;
    return { account, caller: { ...rest, siteId: tenant.siteId } };
  }

  /** A token's site must be the one the tenant headers name, when they name one. */
  async function checkTokenTenant(caller: Caller, tenant: TenantHeaders): Promise<void> {
    if (tenant.siteId !== undefined && tenant.siteId !== caller.siteId) {
      throw unauthenticated('The access token belongs to another site than wix-site-id');
    }
    if (tenant.accountId !== undefined && tenant.accountId !== (await repo.findSiteAccount(db, caller.siteId))) {
      throw unauthenticated('The access token belongs to another account than wix-account-id');
    }
  }

  return {
    callerFromToken,

    /**
     * Resolves the `Authorization` header of the wire contract: an access token (raw or `Bearer`),
     * an API key (with `wix-site-id` and/or `wix-account-id`), or `<visitor token>,<api key>`.
     * Anything present but invalid is a 401, never an anonymous call.
     */
    async resolveCaller(authorization: string | undefined, tenant: TenantHeaders = {}): Promise<ResolvedCallers> {
      if (!authorization?.trim()) return {};
      const parts = authorization.split(',').map((part) => part.trim().replace(/^Bearer\s+/i, ''));
      if (parts.length > 2 || parts.some((part) => !part)) throw unauthenticated('Malformed Authorization header');
      const apiKeyPart = parts.find((part) => part.startsWith('vk_'));
      const tokenPart = parts.find((part) => !part.startsWith('vk_'));
      if (parts.length === 2 && (!apiKeyPart || !tokenPart)) throw unauthenticated('Expected <access token>,<api key>');

      const tokenCaller = tokenPart ? await callerFromToken(tokenPart) : undefined;
      if (tokenCaller) await checkTokenTenant(tokenCaller, tenant);
      if (!apiKeyPart) return { caller: tokenCaller };
      // With `<visitor token>,<api key>` and no wix-site-id, the key acts on the visitor's site.
      const { caller, account } = await callersFromApiKey(apiKeyPart, { ...tenant, siteId: tenant.siteId ?? tokenCaller?.siteId });
      return { caller, account, actingVisitor: tokenCaller };
    },
  };
}

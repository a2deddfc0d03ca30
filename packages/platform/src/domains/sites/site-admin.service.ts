import type { Database } from '../../db/database';
import { AppError, invalid, notFound, type FieldViolation } from '../../lib/app-error';
import { permissions as allPermissions, type AccountCaller, type Caller, type Permission } from '../../lib/caller';
import { newId } from '../../lib/ids';
import { checkRevision } from '../../lib/revisions';
import { originViolation, redirectUriViolation } from './redirect-uri';
import * as repo from './sites.repository';
import { createApiKey } from './sites.service';

interface AppInput {
  name?: string;
  redirectUris?: string[];
  allowedOrigins?: string[];
}

function checkAppInput(input: AppInput) {
  const violations: FieldViolation[] = [
    ...(input.redirectUris ?? []).map((uri, i) => redirectUriViolation(uri, `redirectUris.${i}`)),
    ...(input.allowedOrigins ?? []).map((origin, i) => originViolation(origin, `allowedOrigins.${i}`)),
  ].filter((v): v is FieldViolation => v !== undefined);
  if (violations.length) throw invalid(violations);
}

/** A change to a currency with other decimals, refused: the store keeps amounts in its own (sites.repository.ts `updateSite`). */
const currencyInUse = (currency: string, holding: readonly repo.AmountHolder[]) =>
  new AppError('conflict', 'The store already holds amounts in its currency', {
    applicationError: {
      code: 'CURRENCY_IN_USE',
      description: `The store keeps amounts in ${currency} (${holding.join(', ')}); it can move only to a currency with the same number of decimals`,
      data: { currency, holding: [...holding] },
    },
  });

/** A site as its staff see it: the owning account stays internal. */
const publicSite = ({ accountId: _accountId, ...site }: repo.Site) => site;

/**
 * What a site's staff manage about the site itself: its name and currency, its OAuth apps
 * (public clients and their redirect URIs) and its account's API keys.
 */
/** API keys are made and ended by people (owners, collaborators), never by another key. */
function ownersOnly(caller: Caller, act: 'create' | 'revoke'): void {
  if (caller.identityType !== 'WIX_USER') {
    throw new AppError('forbidden', 'Permission denied', {
      applicationError: { code: 'PERMISSION_DENIED', description: `Only site owners ${act} API keys` },
    });
  }
}

export function createSiteAdminService(db: Database) {
  async function accountOf(caller: Caller) {
    const site = await repo.findSite(db, caller.siteId);
    if (!site) throw notFound('site', caller.siteId);
    return site.accountId;
  }

  return {
    /** Every site of the key's account (tenant type ACCOUNT): what an account-level key may act on. */
    async listSites(account: AccountCaller) {
      return (await repo.listSites(db, account.accountId)).map(publicSite);
    },
    async getSite(caller: Caller) {
      const site = await repo.findSite(db, caller.siteId);
      if (!site) throw notFound('site', caller.siteId);
      return publicSite(site);
    },
    async updateSite(caller: Caller, patch: { name?: string; currency?: string }) {
      const updated = await repo.updateSite(db, caller.siteId, patch);
      if (!updated) throw notFound('site', caller.siteId);
      if (updated.refused) throw currencyInUse(updated.refused.currency, updated.refused.holding);
      return publicSite(updated.site);
    },
    listOAuthApps: (caller: Caller) => repo.listOAuthApps(db, caller.siteId),
    async createOAuthApp(caller: Caller, input: Required<Pick<AppInput, 'name'>> & AppInput) {
      checkAppInput(input);
      return repo.insertOAuthApp(db, {
        id: newId(),
        siteId: caller.siteId,
        name: input.name,
        redirectUris: input.redirectUris ?? [],
        allowedOrigins: input.allowedOrigins ?? [],
      });
    },
    /** Changes the fields sent, unless the caller read an older revision (checked under the row lock). */
    async updateOAuthApp(caller: Caller, id: string, { expectedRevision, ...patch }: AppInput & { expectedRevision?: number }) {
      checkAppInput(patch);
      return db.transaction(async (tx) => {
        const revision = await repo.lockOAuthApp(tx, caller.siteId, id);
        if (revision === undefined) throw notFound('OAuth app', id);
        checkRevision('OAuth app', expectedRevision, revision);
        return (await repo.updateOAuthApp(tx, caller.siteId, id, patch))!;
      });
    },
    async deleteOAuthApp(caller: Caller, id: string) {
      if (!(await repo.deleteOAuthApp(db, caller.siteId, id))) throw notFound('OAuth app', id);
    },
    listApiKeys: async (caller: Caller) => repo.listApiKeys(db, await accountOf(caller)),
    /** Only people (owners) create keys, so a key can never mint a stronger key. */
    async createApiKey(caller: Caller, input: { name: string; permissions: string[] }) {
      ownersOnly(caller, 'create');
      const unknown = input.permissions
        .map((permission, i) => ({ permission, i }))
        .filter(({ permission }) => !(allPermissions as readonly string[]).includes(permission));
      if (unknown.length) {
        throw invalid(
          unknown.map(({ i }) => ({
            field: `permissions.${i}`,
            description: `must be one of ${allPermissions.join(', ')}`,
            violatedRule: 'INVALID_ENUM_VALUE' as const,
          })),
        );
      }
      const accountId = await accountOf(caller);
      const { id, apiKey } = await createApiKey(db, accountId, input.name, [...new Set(input.permissions)] as Permission[]);
      return { apiKey: (await repo.findApiKey(db, accountId, id))!, key: apiKey };
    },
    /** Only people (owners) revoke keys, as they alone create them: a key cannot revoke the keys it sits beside. */
    async revokeApiKey(caller: Caller, id: string) {
      ownersOnly(caller, 'revoke');
      const accountId = await accountOf(caller);
      if (!(await repo.revokeApiKey(db, accountId, id))) throw notFound('API key', id);
      return (await repo.findApiKey(db, accountId, id))!;
    },
  };
}

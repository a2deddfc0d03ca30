import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAccount, requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { staffItemRoutes } from '../../lib/staff-item-routes';
import { createSiteAdminService } from './site-admin.service';
import {
  ApiKeyInputSchema,
  ApiKeySchema,
  IdParams,
  OAuthAppInputSchema,
  OAuthAppPatchSchema,
  OAuthAppSchema,
  SitePatchSchema,
  SiteSchema,
} from './sites.schemas';

const prefix = '/_api/vitrine/v1';
const tags = ['site settings'];

/** Site settings for owners and apps: the site, its OAuth apps and its API keys. */
export const sitesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSiteAdminService(app.db);

  // Any key of the account may list its sites: without their ids it could not name a site at all.
  app.get(
    `${prefix}/sites`,
    {
      schema: {
        tags,
        summary: 'The sites of the API key’s account (Authorization: <api key>, wix-account-id)',
        response: responses({ 200: Type.Object({ sites: Type.Array(SiteSchema) }) }),
      },
    },
    async (request) => ({ sites: await service.listSites(requireAccount(request)) }),
  );

  app.get(`${prefix}/site`, { schema: { tags, summary: 'The caller’s site', response: responses({ 200: Type.Object({ site: SiteSchema }) }) } }, async (request) => ({
    site: await service.getSite(requireStaff(request, 'settings:write')),
  }));

  app.patch(
    `${prefix}/site`,
    { schema: { tags, summary: 'Rename the site or change its currency', body: SitePatchSchema, response: responses({ 200: Type.Object({ site: SiteSchema }) }) } },
    async (request) => ({ site: await service.updateSite(requireStaff(request, 'settings:write'), request.body) }),
  );

  const oauthApps = staffItemRoutes(app, { permission: 'settings:write', url: `${prefix}/oauth-apps`, tags, params: IdParams, item: OAuthAppSchema, one: 'app' });
  oauthApps.list('apps', 'OAuth apps (public clients) of the site', (staff) => service.listOAuthApps(staff));
  oauthApps.create('Create an OAuth app', OAuthAppInputSchema, (staff, body) => service.createOAuthApp(staff, body));
  oauthApps.update('Change an OAuth app’s name, redirect URIs or allowed origins; with expectedRevision, only if unchanged since read', OAuthAppPatchSchema, (staff, id, body) =>
    service.updateOAuthApp(staff, id, body),
  );
  oauthApps.remove('Delete an OAuth app', (staff, id) => service.deleteOAuthApp(staff, id));

  const apiKeys = staffItemRoutes(app, { permission: 'settings:write', url: `${prefix}/api-keys`, tags, params: IdParams, item: ApiKeySchema, one: 'apiKey' });
  apiKeys.list('apiKeys', 'API keys of the site’s account (never the keys themselves)', (staff) => service.listApiKeys(staff));

  app.post(
    `${prefix}/api-keys`,
    {
      schema: {
        tags,
        summary: 'Create an API key; the key is in this answer only',
        body: ApiKeyInputSchema,
        response: responses({ 200: Type.Object({ apiKey: ApiKeySchema, key: Type.String() }) }),
      },
    },
    async (request) => service.createApiKey(requireStaff(request, 'settings:write'), request.body),
  );

  app.post(
    `${prefix}/api-keys/:id/revoke`,
    { schema: { tags, summary: 'Revoke an API key at once', params: IdParams, response: responses({ 200: Type.Object({ apiKey: ApiKeySchema }) }) } },
    async (request) => ({ apiKey: await service.revokeApiKey(requireStaff(request, 'settings:write'), request.params.id) }),
  );
};

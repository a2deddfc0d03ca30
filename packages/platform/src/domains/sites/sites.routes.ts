import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAccount, requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
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

  app.get(
    `${prefix}/oauth-apps`,
    { schema: { tags, summary: 'OAuth apps (public clients) of the site', response: responses({ 200: Type.Object({ apps: Type.Array(OAuthAppSchema) }) }) } },
    async (request) => ({ apps: await service.listOAuthApps(requireStaff(request, 'settings:write')) }),
  );

  app.post(
    `${prefix}/oauth-apps`,
    { schema: { tags, summary: 'Create an OAuth app', body: OAuthAppInputSchema, response: responses({ 200: Type.Object({ app: OAuthAppSchema }) }) } },
    async (request) => ({ app: await service.createOAuthApp(requireStaff(request, 'settings:write'), request.body) }),
  );

  app.patch(
    `${prefix}/oauth-apps/:id`,
    {
      schema: {
        tags,
        summary: 'Change an OAuth app’s name, redirect URIs or allowed origins; with expectedRevision, only if unchanged since read',
        params: IdParams,
        body: OAuthAppPatchSchema,
        response: responses({ 200: Type.Object({ app: OAuthAppSchema }) }),
      },
    },
    async (request) => ({ app: await service.updateOAuthApp(requireStaff(request, 'settings:write'), request.params.id, request.body) }),
  );

  app.delete(
    `${prefix}/oauth-apps/:id`,
    { schema: { tags, summary: 'Delete an OAuth app', params: IdParams, response: responses({ 200: Type.Object({}) }) } },
    async (request) => {
      await service.deleteOAuthApp(requireStaff(request, 'settings:write'), request.params.id);
      return {};
    },
  );

  app.get(
    `${prefix}/api-keys`,
    { schema: { tags, summary: 'API keys of the site’s account (never the keys themselves)', response: responses({ 200: Type.Object({ apiKeys: Type.Array(ApiKeySchema) }) }) } },
    async (request) => ({ apiKeys: await service.listApiKeys(requireStaff(request, 'settings:write')) }),
  );

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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireStaff } from '../../lib/caller';
import { responses } from '../../lib/schemas';
import { staffItemRoutes } from '../../lib/staff-item-routes';
import type { AttemptLimiter } from './attempt-limits';
import {
  IdentitySchema,
  IdpConnectionInputSchema,
  IdpConnectionSchema,
  MemberListQuerySchema,
  OwnerLoginSchema,
  OwnerRecoverSchema,
  OwnerResetRequestSchema,
  SettingsPatchSchema,
  SettingsViewSchema,
} from './identity.schemas';
import { createMembersAdminService } from './members-admin.service';
import { captchaProviderOf } from './captcha-setup';
import { ownerLogin } from './owner-login';
import { recoverOwner, sendOwnerResetEmail } from './owner-recovery';

const prefix = '/_api/vitrine/v1';
const tags = ['members'];
const IdParams = Type.Object({ id: Type.String({ maxLength: 100 }) });
const identityResponse = responses({ 200: Type.Object({ identity: IdentitySchema }) });
/** The owner's sign-in and reset answer like `/oauth2/token`, so the SDK's OAuth strategy can hold the tokens. */
const tokenResponse = responses({
  200: Type.Object({ access_token: Type.String(), expires_in: Type.Integer(), refresh_token: Type.String(), token_type: Type.String() }),
});

/** Vitrine's own calls around members: the owner's sign-in, the sign-up policy, approvals, SSO connections. */
export const membersAdminRoutes: FastifyPluginAsyncTypebox<{ limiter: AttemptLimiter }> = async (app, { limiter }) => {
  const service = createMembersAdminService(app.db);

  app.post(
    `${prefix}/owner/login`,
    {
      schema: {
        tags,
        summary: 'Sign a site owner or collaborator in (studio); answers like /oauth2/token',
        body: OwnerLoginSchema,
        response: tokenResponse,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => ownerLogin({ db: app.db, auth: app.auth, limiter }, request.body),
  );

  const recovery = { db: app.db, auth: app.auth, mailer: app.mailer, limiter, publicUrl: () => app.platformOptions.publicUrl ?? '' };
  app.post(
    `${prefix}/owner/recovery/send-email`,
    {
      schema: {
        tags,
        summary: 'E-mail a site owner or collaborator a password-reset link to the studio; the answer is the same for unknown addresses',
        body: OwnerResetRequestSchema,
        response: responses({ 200: Type.Object({}) }),
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => {
      await sendOwnerResetEmail(recovery, request.body);
      return {};
    },
  );

  app.post(
    `${prefix}/owner/recovery/recover`,
    {
      schema: {
        tags,
        summary: 'Set a site owner’s new password with the e-mailed token; ends their other sessions and answers like /oauth2/token',
        body: OwnerRecoverSchema,
        response: tokenResponse,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => recoverOwner(recovery, request.body),
  );

  app.get(
    `${prefix}/identity/settings`,
    { schema: { tags, summary: 'The site’s sign-up policy', response: responses({ 200: Type.Object({ settings: SettingsViewSchema }) }) } },
    async (request) => ({ settings: { ...(await service.getSettings(requireStaff(request, 'members:read'))), captchaProvider: captchaProviderOf(app) } }),
  );

  app.patch(
    `${prefix}/identity/settings`,
    { schema: { tags, summary: 'Change the sign-up policy (e-mail verification, owner approval, captcha); with expectedRevision, only if unchanged since read', body: SettingsPatchSchema, response: responses({ 200: Type.Object({ settings: SettingsViewSchema }) }) } },
    async (request) => ({ settings: { ...(await service.updateSettings(requireStaff(request, 'settings:write'), request.body)), captchaProvider: captchaProviderOf(app) } }),
  );

  app.get(
    `${prefix}/members`,
    { schema: { tags, summary: 'Members of the site, newest first', querystring: MemberListQuerySchema, response: responses({ 200: Type.Object({ members: Type.Array(IdentitySchema) }) }) } },
    async (request) => ({ members: await service.listMembers(requireStaff(request, 'members:read'), request.query) }),
  );

  app.get(`${prefix}/members/:id`, { schema: { tags, summary: 'One member', params: IdParams, response: identityResponse } }, async (request) => ({
    identity: await service.getMember(requireStaff(request, 'members:read'), request.params.id),
  }));

  const actions = {
    approve: service.approve,
    block: service.block,
    unblock: service.unblock,
    'require-password-reset': service.requirePasswordReset,
  } as const;
  for (const [action, run] of Object.entries(actions)) {
    app.post(
      `${prefix}/members/:id/${action}`,
      { schema: { tags, summary: `Member: ${action.replace(/-/g, ' ')}`, params: IdParams, response: identityResponse } },
      async (request) => ({ identity: await run(requireStaff(request, 'members:write'), request.params.id) }),
    );
  }

  const connections = staffItemRoutes(app, { permission: 'settings:write', url: `${prefix}/idp-connections`, tags, params: IdParams, item: IdpConnectionSchema, one: 'connection' });
  connections.list('connections', 'Identity-provider connections (SSO)', (staff) => service.listConnections(staff));
  connections.create('Connect an identity provider: issuer, audience and its public keys', IdpConnectionInputSchema, (staff, body) => service.createConnection(staff, body));
  connections.remove('Remove an identity-provider connection', (staff, id) => service.deleteConnection(staff, id));
};
